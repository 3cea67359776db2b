import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EditableAd, MyAdsResponse } from '../../domain/api';
import { MAX_IMAGES, MY_ADS_CARD_IMAGES } from '../../domain/limits';
import { ads } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd, uploadPhoto } from '../../../test/support/server/photos';

describeEachDatabase('My Ads and the edit form', (db) => {
  let app: FastifyInstance;
  let me: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db());
    me = await signedIn(db(), 'Bilal');
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) => request(app, { url, cookie });

  it('lists only my ads, newest first, with up to five photos each and no caching', async () => {
    const other = await signedIn(db());
    await postAd(app, other.cookie, 'mobiles');
    const photos = [];
    for (let i = 0; i < MAX_IMAGES; i++) photos.push(await uploadPhoto(app, me.cookie));
    const phone = await postAd(app, me.cookie, 'mobiles', { images: photos });
    const car = await postAd(app, me.cookie, 'vehicles');
    // Make the order certain: the car was posted an hour later.
    await db()
      .db.update(ads)
      .set({ createdAt: new Date(Date.now() + 3600_000) })
      .where(eq(ads.id, car.id));

    const res = await get('/api/my-ads', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json<MyAdsResponse>();
    expect(items.map((i) => i.id)).toEqual([car.id, phone.id]);
    expect(items[1]).toMatchObject({
      category: 'mobiles',
      brand: 'Samsung',
      price: 45000,
      location: 'Lahore',
      cover: photos[0],
      imageCount: MAX_IMAGES,
      images: photos.slice(0, MY_ADS_CARD_IMAGES),
    });
    expect(items[1]!.highlights.length).toBeGreaterThan(0);
    expect(JSON.stringify(items)).not.toContain('0300-1234567');
  });

  it('is empty for someone with no ads, and needs a session', async () => {
    const fresh = await signedIn(db());
    expect((await get('/api/my-ads', fresh.cookie)).json()).toEqual({ items: [] });
    expect((await get('/api/my-ads')).statusCode).toBe(401);
  });

  it('gives the owner the form back as posted, and it saves unchanged', async () => {
    const saved = await postAd(app, me.cookie, 'propertyforrent');
    const res = await get(`/api/ads/${saved.id}/edit`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const form = res.json<EditableAd>();
    expect(form).toMatchObject({ id: saved.id, category: 'propertyforrent', images: saved.images });
    // The server's own keys (propertyType) are not part of the form.
    expect(form.formData.propertyType).toBeUndefined();
    const { id: _id, ...input } = form;
    const put = await request(app, {
      method: 'PUT',
      url: `/api/ads/${saved.id}`,
      cookie: me.cookie,
      payload: input,
    });
    expect(put.statusCode).toBe(200);
  });

  it("shows a custom brand and model as 'Other' with their names", async () => {
    const saved = await postAd(app, me.cookie, 'mobiles', {
      brand: 'Other',
      model: 'Other',
      formData: { brandName: 'Sparx', modelName: 'Neo 7', Title: '' },
    });
    const form = (await get(`/api/ads/${saved.id}/edit`, me.cookie)).json<EditableAd>();
    expect(form).toMatchObject({ brand: 'Other', model: 'Other' });
    expect(form.formData).toMatchObject({ brandName: 'Sparx', modelName: 'Neo 7' });
  });

  it("is 'Ad not found.' for someone else, an unknown id, or no session", async () => {
    const saved = await postAd(app, me.cookie, 'mobiles');
    const other = await signedIn(db());
    for (const [url, cookie] of [
      [`/api/ads/${saved.id}/edit`, other.cookie],
      [`/api/ads/${crypto.randomUUID()}/edit`, me.cookie],
      ['/api/ads/nope/edit', me.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Ad not found.');
    }
    expect((await get(`/api/ads/${saved.id}/edit`)).statusCode).toBe(401);
  });
});
