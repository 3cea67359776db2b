// Upload and post helpers for the API tests of photos and ads.
import type { FastifyInstance } from 'fastify';
import type { CategoryKey } from '../../../src/domain/categories';
import type { SavedAdResponse, UploadedImage } from '../../../src/domain/api';
import { validAdInput, type AdInputOverrides } from './ad-input-factory';
import { request } from './app';
import { multipart, smallImage, type FilePart } from './test-images';

/** POST /api/images with the given files (normally one). */
export function uploadFiles(app: FastifyInstance, cookie: string | undefined, files: FilePart[]) {
  const { payload, headers } = multipart(files);
  return request(app, { method: 'POST', url: '/api/images', cookie, payload, headers });
}

/** Uploads a small valid photo and returns its id (fails the test on anything but 201). */
export async function uploadPhoto(app: FastifyInstance, cookie: string, bytes?: Buffer): Promise<string> {
  const res = await uploadFiles(app, cookie, [
    { filename: 'photo.jpg', bytes: bytes ?? (await smallImage('jpeg')) },
  ]);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<UploadedImage>().id;
}

/** Posts a valid ad (with fresh photos unless given) and returns the saved id. */
export async function postAd(
  app: FastifyInstance,
  cookie: string,
  category: CategoryKey = 'mobiles',
  overrides: AdInputOverrides = {},
): Promise<SavedAdResponse & { images: string[] }> {
  const images = overrides.images ?? [await uploadPhoto(app, cookie)];
  const res = await request(app, {
    method: 'POST',
    url: '/api/ads',
    cookie,
    payload: validAdInput(category, { ...overrides, images }),
  });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<SavedAdResponse>(), images };
}
