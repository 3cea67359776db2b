// The photo part of the benchmark (issue 5 "Performance"): five camera-like 12 MP JPEGs of about
// 4 MB through POST /api/images, signed in, over real HTTP, end to end; then the stored sizes of the
// card and detail renditions.
import { stat } from 'node:fs/promises';
import type { UploadedImage } from '../../src/domain/api';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL } from '../../src/domain/limits';
import { renditionFile } from '../../src/server/images/store';
import { cameraLikeJpeg } from './photos';

export interface UploadFigures {
  photos: number;
  averageInputMB: number;
  /** All five sent at once, as the form sends a multi-file choice. */
  parallelSeconds: number;
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
  const photos = await Promise.all([1, 2, 3, 4, 5].map((seed) => cameraLikeJpeg(seed)));
  const failures: string[] = [];
  const send = async (bytes: Buffer, i: number): Promise<UploadedImage | undefined> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_2024061${i}.jpg`);
    const res = await fetch(`${baseUrl}/api/images`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin },
    });
    if (res.status !== 201) {
      failures.push(`${res.status} ${await res.text()}`);
      return undefined;
    }
    return (await res.json()) as UploadedImage;
  };
  let t = performance.now();
  const uploaded = await Promise.all(photos.map(send));
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
    sequentialSeconds,
    maxCardKB: Math.max(0, ...cards),
    maxDetailKB: Math.max(0, ...details),
    averageCardKB: avg(cards),
    averageDetailKB: avg(details),
    failures,
  };
}
