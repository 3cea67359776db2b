import { existsSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/schemas';
import { adImages, ads } from '../db/schema';
import { RENDITION_WIDTHS, renditionFile } from '../images/store';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd, uploadPhoto } from '../../../test/support/server/photos';

describeEachDatabase('edit and delete an ad', (db) => {
  let app: FastifyInstance;
  let owner: { userId: string; cookie: string };
  let stranger: { userId: string; cookie: string };
  let ad: { id: string; images: string[] };
  beforeAll(async () => {
    app = await buildTestApp(db());
    owner = await signedIn(db(), 'Owner');
    stranger = await signedIn(db(), 'Stranger');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    ad = await postAd(app, owner.cookie, 'mobiles', {
      images: [await uploadPhoto(app, owner.cookie), await uploadPhoto(app, owner.cookie)],
    });
  });

  const adRow = async (id: string) => (await db().db.select().from(ads).where(eq(ads.id, id)))[0];
  const imageRows = (ids: string[]) => db().db.select().from(adImages).where(inArray(adImages.id, ids));
  const filesExist = (id: string) =>
    RENDITION_WIDTHS.every((w) => existsSync(renditionFile(app.config.dataDir, id, w)));
  const filesGone = (id: string) =>
    RENDITION_WIDTHS.every((w) => !existsSync(renditionFile(app.config.dataDir, id, w)));
  const put = (cookie: string | undefined, id: string, payload: object) =>
    request(app, { method: 'PUT', url: `/api/ads/${id}`, cookie, payload });
  const del = (cookie: string | undefined, id: string) =>
    request(app, { method: 'DELETE', url: `/api/ads/${id}`, cookie });
  const edited = (images: string[], price = '39000') =>
    validAdInput('mobiles', { images, formData: { price } });

  describe('the ownership matrix, asserted on the rows', () => {
    it('signed out: cannot create, edit, delete or upload', async () => {
      const before = await adRow(ad.id);
      const create = await request(app, {
        method: 'POST',
        url: '/api/ads',
        payload: validAdInput('mobiles', { images: ad.images }),
      });
      const edit = await put(undefined, ad.id, edited(ad.images));
      const remove = await del(undefined, ad.id);
      const upload = await request(app, { method: 'POST', url: '/api/images' });
      for (const res of [create, edit, remove, upload]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.message).toBe(MSG.notLoggedIn);
      }
      expect(await adRow(ad.id)).toEqual(before);
      expect((await imageRows(ad.images)).every((r) => r.adId === ad.id)).toBe(true);
    });

    it("another person: the owner's ad is 'not found' to them and stays as it was", async () => {
      const before = await adRow(ad.id);
      const theirPhoto = await uploadPhoto(app, stranger.cookie);
      const edit = await put(stranger.cookie, ad.id, edited([theirPhoto]));
      const remove = await del(stranger.cookie, ad.id);
      const form = await request(app, { url: `/api/ads/${ad.id}/edit`, cookie: stranger.cookie });
      for (const res of [edit, remove, form]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Ad not found.');
      }
      expect(await adRow(ad.id)).toEqual(before);
      expect((await imageRows(ad.images)).map((r) => r.adId)).toEqual([ad.id, ad.id]);
      expect(ad.images.every(filesExist)).toBe(true);
      const [photo] = await imageRows([theirPhoto]);
      expect(photo!.adId).toBeNull();
    });

    it("another person: cannot put the owner's photos on their own ad", async () => {
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: stranger.cookie,
        payload: validAdInput('mobiles', { images: [ad.images[0]!] }),
      });
      expect(res.statusCode).toBe(400);
      expect((await db().db.select().from(ads).where(eq(ads.userId, stranger.userId))).length).toBe(0);
      expect((await imageRows([ad.images[0]!]))[0]!.adId).toBe(ad.id);
    });

    it('the owner: can edit, then delete', async () => {
      const edit = await put(owner.cookie, ad.id, edited(ad.images, '39000'));
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toEqual({ id: ad.id, path: `/mobile-phones/${ad.id}` });
      expect((await adRow(ad.id))!.price).toBe(39000);
      const remove = await del(owner.cookie, ad.id);
      expect(remove.statusCode).toBe(204);
      expect(await adRow(ad.id)).toBeUndefined();
    });
  });

  it('an unknown or malformed id is 404 for the owner too', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', `${ad.id}'--`]) {
      expect((await put(owner.cookie, encodeURIComponent(id), edited(ad.images))).statusCode).toBe(404);
      expect((await del(owner.cookie, encodeURIComponent(id))).statusCode).toBe(404);
    }
    expect(await adRow(ad.id)).toBeDefined();
  });

  it('edit keeping the photos: the ad changes, the photos and their files stay', async () => {
    const before = await adRow(ad.id);
    const res = await put(owner.cookie, ad.id, edited(ad.images, '41000'));
    expect(res.statusCode).toBe(200);
    const after = await adRow(ad.id);
    expect(after).toMatchObject({ price: 41000, images: ad.images, userId: owner.userId });
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect((await imageRows(ad.images)).map((r) => r.adId)).toEqual([ad.id, ad.id]);
    expect(ad.images.every(filesExist)).toBe(true);
  });

  it('edit reordering the photos changes the cover', async () => {
    const [a, b] = ad.images as [string, string];
    expect((await put(owner.cookie, ad.id, edited([b, a]))).statusCode).toBe(200);
    expect((await adRow(ad.id))!.images).toEqual([b, a]);
    const rows = await imageRows([a, b]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.position]))).toEqual({ [b]: 0, [a]: 1 });
  });

  it('edit replacing the photos: the old ones leave the database and the disk', async () => {
    const fresh = [await uploadPhoto(app, owner.cookie)];
    const res = await put(owner.cookie, ad.id, edited(fresh));
    expect(res.statusCode).toBe(200);
    expect((await adRow(ad.id))!.images).toEqual(fresh);
    expect(await imageRows(ad.images)).toEqual([]);
    expect(ad.images.every(filesGone)).toBe(true);
    expect((await imageRows(fresh))[0]!.adId).toBe(ad.id);
    expect(fresh.every(filesExist)).toBe(true);
  });

  it('a failed edit changes nothing: not the ad, not its photos', async () => {
    const before = await adRow(ad.id);
    const theirs = await uploadPhoto(app, stranger.cookie);
    const res = await put(owner.cookie, ad.id, edited([theirs]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ images: MSG.imageUnavailable });
    expect(await adRow(ad.id)).toEqual(before);
    expect((await imageRows(ad.images)).map((r) => r.adId)).toEqual([ad.id, ad.id]);
    expect(ad.images.every(filesExist)).toBe(true);

    const invalid = await put(owner.cookie, ad.id, { ...edited(ad.images), user_id: stranger.userId });
    expect(invalid.statusCode).toBe(400);
    expect(await adRow(ad.id)).toEqual(before);
  });

  it('delete removes the ad, its photo rows and files', async () => {
    expect((await del(owner.cookie, ad.id)).statusCode).toBe(204);
    expect(await adRow(ad.id)).toBeUndefined();
    expect(await imageRows(ad.images)).toEqual([]);
    expect(ad.images.every(filesGone)).toBe(true);
    expect((await del(owner.cookie, ad.id)).statusCode).toBe(404);
  });
});
