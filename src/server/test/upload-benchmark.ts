// The photo part of `npm run bench`: five ~4 MB 12 MP camera-like JPEGs posted at once to a
// running server, end to end (upload, decode, two WebP encodes, files, row), and the stored sizes.
import type { UploadedImage } from '../../domain/api';
import { imageUrl } from '../../domain/media';
import { cameraJpeg } from './test-images';

export interface UploadBenchmark {
  /** Wall time from the first byte sent to the last answer, all photos in parallel as the form sends them. */
  totalMs: number;
  inputBytes: number[];
  /** Per photo: stored detail and card WebP sizes in bytes. */
  stored: { detail: number; card: number }[];
}

/** Distinct camera-like photos (each ~4 MB at 4000 × 3000). Takes a few seconds to make. */
export async function cameraPhotos(count = 5): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await cameraJpeg({ seed: i + 1, gps: true }));
  return photos;
}

/**
 * Posts `photos` to `${baseUrl}/api/images` in parallel with the session cookie (the Origin must be the
 * server's PUBLIC_URL) and fetches the stored renditions to size them.
 */
export async function benchmarkUploads(options: {
  baseUrl: string;
  cookie: string;
  origin?: string;
  photos: Buffer[];
}): Promise<UploadBenchmark> {
  const { baseUrl, cookie, photos } = options;
  const origin = options.origin ?? new URL(baseUrl).origin;
  const started = performance.now();
  const images = await Promise.all(
    photos.map(async (bytes, i) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
      const res = await fetch(`${baseUrl}/api/images`, { method: 'POST', body, headers: { cookie, origin } });
      if (res.status !== 201) throw new Error(`upload ${i} failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as UploadedImage;
    }),
  );
  const totalMs = performance.now() - started;
  const size = async (url: string) => (await (await fetch(`${baseUrl}${url}`)).arrayBuffer()).byteLength;
  const stored = await Promise.all(
    images.map(async (img) => ({
      detail: await size(imageUrl(img.id, 'detail')),
      card: await size(imageUrl(img.id, 'card')),
    })),
  );
  return { totalMs, inputBytes: photos.map((p) => p.length), stored };
}
