// Photos in S3-compatible storage: the app uploads into the
// bucket and serves /media from it; MEDIA_PUBLIC_URL points pages at a CDN; a disk store moves into the
// bucket with copyStore (scripts/move-photos-to-s3.ts). Against a real S3-protocol server (s3rver).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UploadedImage } from '../../domain/api';
import { imageUrl } from '../../domain/media';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { insertAd, createSeller } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadFiles } from '../../../test/support/server/photos';
import { startS3, type TestS3 } from '../../../test/support/server/s3';
import { smallImage } from '../../../test/support/server/test-images';
import { copyStore } from './copy-store';
import { DiskImageStore } from './disk-store';
import { S3ImageStore } from './s3-store';

const CDN = 'https://cdn.bs.example/media';

describeEachDatabase('photos in an S3 bucket', (database) => {
  let s3: TestS3;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startS3();
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'bs-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head><title>B/S</title></head><body></body></html>',
    );
    app = await buildTestApp(database(), { s3: s3.config, mediaPublicUrl: CDN, webDir });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('uploads into the bucket and serves the photo from it at /media', async () => {
    const { cookie } = await signedIn(database());
    const res = await uploadFiles(app, cookie, [{ filename: 'a.jpg', bytes: await smallImage('jpeg') }]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<UploadedImage>();
    const names: string[] = [];
    for await (const entry of new S3ImageStore(s3.config).list()) names.push(entry.name);
    expect(names).toEqual(expect.arrayContaining([`${id}-1600.webp`, `${id}-400.webp`]));
    // Not yet in an ad: served to its uploader only, kept by no shared cache (photo-access.test.ts).
    const served = await request(app, { url: imageUrl(id, 'card', '/media'), cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await request(app, { url: `/media/${crypto.randomUUID()}-400.webp` })).statusCode).toBe(404);
  });

  it('points pages and previews at MEDIA_PUBLIC_URL, and lets the page load images from there', async () => {
    const seller = await createSeller(database().db);
    const cover = crypto.randomUUID();
    const ad = await insertAd(database().db, seller, { images: [cover] });
    const page = await request(app, { url: `/mobile-phones/${ad.id}` });
    expect(page.body).toContain(`<meta name="bs-media" content="${CDN}">`);
    expect(page.body).toContain(`<meta property="og:image" content="${CDN}/${cover}-1600.webp">`);
    expect(page.headers['content-security-policy']).toContain('img-src');
    expect(page.headers['content-security-policy']).toContain('https://cdn.bs.example');
  });

  it('moves a disk store into the bucket, and running it again changes nothing', async () => {
    const disk = new DiskImageStore(mkdtempSync(path.join(os.tmpdir(), 'bs-disk-')));
    const id = crypto.randomUUID();
    await disk.put(`${id}-1600.webp`, Buffer.from('d'));
    await disk.put(`${id}-400.webp`, Buffer.from('c'));
    const bucket = new S3ImageStore(s3.config);
    expect(await copyStore(disk, bucket)).toBe(2);
    expect(await copyStore(disk, bucket)).toBe(2);
    expect((await bucket.get(`${id}-400.webp`))?.size).toBe(1);
  });
});
