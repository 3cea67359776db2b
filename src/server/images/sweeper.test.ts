import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORPHAN_UPLOAD_TTL_MS } from '../../domain/limits';
import { adImages } from '../db/schema';
import { buildTestApp, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd, uploadPhoto } from '../../../test/support/server/photos';
import { RENDITION_WIDTHS, renditionFile } from './store';
import { sweepFilesWithoutRow, sweepOrphanImages } from './sweeper';

describeEachDatabase('sweeping unattached uploads', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  const hasFiles = (id: string) =>
    RENDITION_WIDTHS.some((w) => existsSync(renditionFile(app.config.dataDir, id, w)));
  const row = async (id: string) => (await db().db.select().from(adImages).where(eq(adImages.id, id)))[0];

  it('deletes uploads never attached once they expire, with their files, and nothing else', async () => {
    const me = await signedIn(db());
    const old = await uploadPhoto(app, me.cookie);
    const recent = await uploadPhoto(app, me.cookie);
    const posted = await postAd(app, me.cookie);
    const longAgo = new Date(Date.now() - ORPHAN_UPLOAD_TTL_MS - 60_000);
    await db().db.update(adImages).set({ createdAt: longAgo }).where(eq(adImages.id, old));
    await db().db.update(adImages).set({ createdAt: longAgo }).where(eq(adImages.id, posted.images[0]!));

    expect(await sweepOrphanImages(app.db, app.images)).toBe(1);
    expect(await row(old)).toBeUndefined();
    expect(hasFiles(old)).toBe(false);
    expect(await row(recent)).toBeDefined();
    expect(hasFiles(recent)).toBe(true);
    expect((await row(posted.images[0]!))!.adId).toBe(posted.id);
    expect(hasFiles(posted.images[0]!)).toBe(true);
  });

  it('deletes files that have no row once they are old, and keeps recent ones and those with a row', async () => {
    const me = await signedIn(db());
    const kept = await uploadPhoto(app, me.cookie);
    const lost = crypto.randomUUID();
    const arriving = crypto.randomUUID();
    const longAgo = new Date(Date.now() - ORPHAN_UPLOAD_TTL_MS - 60_000);
    for (const w of RENDITION_WIDTHS) {
      writeFileSync(renditionFile(app.config.dataDir, lost, w), 'webp');
      utimesSync(renditionFile(app.config.dataDir, lost, w), longAgo, longAgo);
      writeFileSync(renditionFile(app.config.dataDir, arriving, w), 'webp');
      utimesSync(renditionFile(app.config.dataDir, kept, w), longAgo, longAgo);
    }
    expect(await sweepFilesWithoutRow(app.db, app.images)).toBe(1);
    expect(hasFiles(lost)).toBe(false);
    expect(hasFiles(arriving)).toBe(true);
    expect(hasFiles(kept)).toBe(true);
  });
});
