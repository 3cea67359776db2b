// The photo part of the benchmark: five camera-like 12 MP JPEGs of about
// 4 MB through POST /api/images, signed in, over real HTTP, end to end; then the stored sizes of the
// card and detail renditions. One person may have UPLOADS_IN_FLIGHT_PER_PERSON photos on their way
// in at once, and the sell form sends no more than that: so does this, and a refused upload (429)
// is a failure of the row, never a fast answer (report.ts).
import { stat } from 'node:fs/promises';
import type { UploadedImage } from '../../src/domain/api';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL, UPLOADS_IN_FLIGHT_PER_PERSON } from '../../src/domain/limits';
import { renditionFile } from '../../src/server/images/store';
import { cameraJpeg } from '../../test/support/server/test-images';

export interface UploadFigures {
  photos: number;
  averageInputMB: number;
  /** All five, `inFlight` at a time, as the sell form sends a multi-file choice. */
  parallelSeconds: number;
  inFlight: number;
  /** One after another. */
  sequentialSeconds: number;
  maxCardKB: number;
  maxDetailKB: number;
  averageCardKB: number;
  averageDetailKB: number;
  failures: string[];
}

export async function benchUploads(
  baseUrl: string,
  origin: string,
  cookie: string,
  dataDir: string,
): Promise<UploadFigures> {
  const photos = await Promise.all([1, 2, 3, 4, 5].map((seed) => cameraJpeg({ seed })));
  const failures: string[] = [];
  const send = async (bytes: Buffer, i: number): Promise<UploadedImage | undefined> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_2024061${i}.jpg`);
    const res = await fetch(`${baseUrl}/api/images`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin },
    }).catch((error: unknown) => error as Error);
    if (res instanceof Error) {
      failures.push(res.message);
      return undefined;
    }
    if (res.status !== 201) {
      failures.push(`${res.status} ${await res.text()}`);
      return undefined;
    }
    return (await res.json()) as UploadedImage;
  };
  let t = performance.now();
  const uploaded: (UploadedImage | undefined)[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < photos.length; i = next++) uploaded[i] = await send(photos[i]!, i);
  };
  await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT_PER_PERSON }, lane));
  const parallelSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  for (const [i, p] of photos.entries()) await send(p, i);
  const sequentialSeconds = (performance.now() - t) / 1000;

  const ok = uploaded.filter((u): u is UploadedImage => u !== undefined);
  const size = async (id: string, w: number) => (await stat(renditionFile(dataDir, id, w))).size / 1024;
  const cards = await Promise.all(ok.map((u) => size(u.id, IMAGE_WIDTH_CARD)));
  const details = await Promise.all(ok.map((u) => size(u.id, IMAGE_WIDTH_DETAIL)));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    photos: photos.length,
    averageInputMB: avg(photos.map((p) => p.length / 1024 / 1024)),
    parallelSeconds,
    inFlight: UPLOADS_IN_FLIGHT_PER_PERSON,
    sequentialSeconds,
    maxCardKB: Math.max(0, ...cards),
    maxDetailKB: Math.max(0, ...details),
    averageCardKB: avg(cards),
    averageDetailKB: avg(details),
    failures,
  };
}
