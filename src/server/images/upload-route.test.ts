import { existsSync, readFileSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UploadedImage } from '../../domain/api';
import { imageUrl } from '../../domain/media';
import { MAX_IMAGE_BYTES, UNATTACHED_UPLOADS_PER_HOUR } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { adImages } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadFiles } from '../../../test/support/server/photos';
import {
  cameraJpeg,
  EXIF_MARKER,
  HTML_PAYLOAD,
  multipart,
  pngBomb,
  smallImage,
  SVG_WITH_SCRIPT,
} from '../../../test/support/server/test-images';
import { RENDITION_WIDTHS, renditionFile } from './store';

/** The chunk names of a WebP file (a RIFF container: 'RIFF', size, 'WEBP', then name, size, data). */
function webpChunks(file: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    const size = file.readUInt32LE(at + 4);
    names.push(file.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return names;
}

describeEachDatabase('POST /api/images', (db) => {
  let app: FastifyInstance;
  let cookie: string;
  let userId: string;
  let camera: Buffer;
  beforeAll(async () => {
    app = await buildTestApp(db());
    ({ cookie, userId } = await signedIn(db()));
    camera = await cameraJpeg({ gps: true });
  });
  afterAll(() => app.close());

  const rowsOf = (id: string) => db().db.select().from(adImages).where(eq(adImages.userId, id));
  const stored = (id: string) =>
    RENDITION_WIDTHS.map((w) => readFileSync(renditionFile(app.config.dataDir, id, w)));

  it('refuses a signed-out upload with the spec message, storing nothing', async () => {
    const res = await uploadFiles(app, undefined, [{ filename: 'a.jpg', bytes: await smallImage('jpeg') }]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MSG.notLoggedIn);
  });

  it('refuses an upload from another site', async () => {
    const res = await uploadFiles(app, cookie, [{ filename: 'a.jpg', bytes: await smallImage('jpeg') }]);
    expect(res.statusCode).toBe(201);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('turns a 12 MP camera photo into small WebPs without its EXIF or GPS, served to its uploader', async () => {
    const res = await uploadFiles(app, cookie, [{ filename: 'IMG_2041.jpg', bytes: camera }]);
    expect(res.statusCode).toBe(201);
    const image = res.json<UploadedImage>();
    expect(image).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), width: 1600, height: 1200 });

    const [row] = await db().db.select().from(adImages).where(eq(adImages.id, image.id));
    expect(row).toMatchObject({ userId, adId: null, width: 1600, height: 1200 });

    const [detail, card] = stored(image.id);
    expect(detail!.length).toBeLessThanOrEqual(250_000);
    expect(card!.length).toBeLessThanOrEqual(30_000);
    for (const file of [detail!, card!]) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(file.includes(EXIF_MARKER)).toBe(false);
      // No metadata chunk at all, so no GPS either. (Looking for the letters 'GPS' in the file failed
      // now and then: a 200 kB photo's compressed bytes hold any three letters by chance, ~1 run in 70.)
      expect(webpChunks(file)).not.toContain('EXIF');
      expect(webpChunks(file)).not.toContain('XMP ');
    }
    expect((await sharp(card!).metadata()).width).toBe(400);

    // Not yet in an ad: its uploader's alone, kept by no shared cache (photo-access.test.ts).
    const served = await request(app, { url: imageUrl(image.id, 'card'), cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(card!)).toBe(true);
  });

  it('makes the medium rendition on first request for a photo stored before it existed', async () => {
    const res = await uploadFiles(app, cookie, [{ filename: 'old.jpg', bytes: camera }]);
    const image = res.json<UploadedImage>();
    const mediumFile = renditionFile(app.config.dataDir, image.id, 800);
    expect(existsSync(mediumFile)).toBe(true);
    rmSync(mediumFile); // as photos uploaded before decision 124 are stored

    const [first, second] = await Promise.all([
      request(app, { url: imageUrl(image.id, 'medium'), cookie }),
      request(app, { url: imageUrl(image.id, 'medium'), cookie }),
    ]);
    for (const served of [first!, second!]) {
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    }
    expect(readFileSync(mediumFile).equals(first!.rawPayload)).toBe(true);

    const unknown = await request(app, { url: imageUrl(crypto.randomUUID(), 'medium') });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes PNG and WebP photos', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await uploadFiles(app, cookie, [
        { filename: `p.${format}`, contentType: `image/${format}`, bytes: await smallImage(format) },
      ]);
      expect(res.statusCode).toBe(201);
    }
  });

  it('stops a 6 MB photo while it streams in: 413 with the spec message', async () => {
    const before = (await rowsOf(userId)).length;
    const big = Buffer.concat([await smallImage('jpeg'), Buffer.alloc(6 * 1024 * 1024, 7)]);
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const res = await uploadFiles(app, cookie, [{ filename: 'holiday.jpg', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File holiday.jpg is too large. Maximum size is 5MB.');
    expect(await rowsOf(userId)).toHaveLength(before);
  });

  it('refuses a text file named .jpg and an SVG with a script, whatever they claim to be', async () => {
    const text = await uploadFiles(app, cookie, [
      { filename: 'notes.jpg', contentType: 'image/jpeg', bytes: Buffer.from('hello, not a photo') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('File notes.jpg is not a supported image format.');
    for (const [filename, contentType] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await uploadFiles(app, cookie, [
        { filename: filename!, contentType, bytes: SVG_WITH_SCRIPT },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MSG.imageType(filename!));
    }
  });

  it('refuses a decompression bomb without decoding it, and memory stays put', async () => {
    const bomb = await pngBomb(20000, 20000);
    const before = process.memoryUsage().rss;
    const res = await uploadFiles(app, cookie, [
      { filename: 'bomb.png', contentType: 'image/png', bytes: bomb },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MSG.imagePixels('bomb.png'));
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a truncated JPEG as a problem with the photo', async () => {
    const res = await uploadFiles(app, cookie, [
      { filename: 'cut.jpg', bytes: camera.subarray(0, Math.floor(camera.length * 0.6)) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MSG.imageProblem);
  });

  it('keeps no trace of HTML appended to a JPEG', async () => {
    const polyglot = Buffer.concat([await smallImage('jpeg'), Buffer.from(HTML_PAYLOAD)]);
    const res = await uploadFiles(app, cookie, [{ filename: 'x.jpg', bytes: polyglot }]);
    expect(res.statusCode).toBe(201);
    for (const file of stored(res.json<UploadedImage>().id)) {
      expect(file.includes('<html')).toBe(false);
      expect(file.includes('<script')).toBe(false);
    }
  });

  it('takes one photo per request and says so', async () => {
    const before = (await rowsOf(userId)).length;
    const jpeg = await smallImage('jpeg');
    const res = await uploadFiles(app, cookie, [
      { filename: 'a.jpg', bytes: jpeg },
      { filename: 'b.jpg', bytes: jpeg },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MSG.imageOneAtATime);
    expect(await rowsOf(userId)).toHaveLength(before);

    const empty = await uploadFiles(app, cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(MSG.imageMissing);
    const json = await request(app, { method: 'POST', url: '/api/images', cookie, payload: { id: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('answers a malformed multipart body with 400, not a server error', async () => {
    const { payload, headers } = multipart([{ filename: 'a.jpg', bytes: await smallImage('jpeg') }]);
    for (const [body, contentType] of [
      [payload.subarray(0, payload.length - 30), headers['content-type']],
      [Buffer.from('garbage'), headers['content-type']],
      [payload, 'multipart/form-data'],
    ] as const) {
      const res = await request(app, {
        method: 'POST',
        url: '/api/images',
        cookie,
        payload: body,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MSG.imageProblem);
    }
  });

  it('limits unattached uploads per person per hour', async () => {
    const other = await signedIn(db());
    await db()
      .db.insert(adImages)
      .values(
        Array.from({ length: UNATTACHED_UPLOADS_PER_HOUR }, () => ({
          id: crypto.randomUUID(),
          userId: other.userId,
          width: 10,
          height: 10,
          bytes: 10,
        })),
      );
    const res = await uploadFiles(app, other.cookie, [
      { filename: 'a.jpg', bytes: await smallImage('jpeg') },
    ]);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(MSG.uploadsPerHour);
    // Someone else is not held back by it.
    const mine = await uploadFiles(app, cookie, [{ filename: 'a.jpg', bytes: await smallImage('jpeg') }]);
    expect(mine.statusCode).toBe(201);
  });

  it('serves only our own file names under /media', async () => {
    for (const url of [
      '/media/nope.webp',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      `/media/${crypto.randomUUID()}-1600.webp`,
      `/media/${crypto.randomUUID()}-800.webp`,
    ]) {
      const res = await request(app, { url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(existsSync(app.config.dataDir)).toBe(true);
  });
});
