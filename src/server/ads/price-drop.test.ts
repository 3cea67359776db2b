import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EditableAd, ListingResponse, NotificationsResponse, SavedAdsResponse } from '../../domain/api';
import { PRICE_DROP_SHOW_MS } from '../../domain/limits';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd } from '../../../test/support/server/photos';

describeEachDatabase('Price drops', (db) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db());
    seller = await signedIn(db(), 'Seller');
  });
  afterAll(() => app.close());

  async function setPrice(id: string, price: string) {
    const form = (
      await request(app, { url: `/api/ads/${id}/edit`, cookie: seller.cookie })
    ).json<EditableAd>();
    const { id: _id, ...input } = form;
    const res = await request(app, {
      method: 'PUT',
      url: `/api/ads/${id}`,
      cookie: seller.cookie,
      payload: { ...input, formData: { ...input.formData, price } },
    });
    expect(res.statusCode).toBe(200);
  }
  const card = async (id: string) =>
    (await request(app, { url: '/api/ads?category=bikes' }))
      .json<ListingResponse>()
      .items.find((i) => i.id === id);
  const notificationsOf = async (cookie: string) =>
    (await request(app, { url: '/api/notifications', cookie })).json<NotificationsResponse>();

  it('shows the old price on the card and tells everyone who saved it, not the seller', async () => {
    const ad = await postAd(app, seller.cookie, 'bikes', { formData: { price: '200000' } });
    const savers = [await signedIn(db()), await signedIn(db())];
    const bystander = await signedIn(db());
    for (const s of [...savers, seller])
      await request(app, { method: 'PUT', url: `/api/saved-ads/${ad.id}`, cookie: s.cookie });

    await setPrice(ad.id, '180000');
    expect(await card(ad.id)).toMatchObject({ price: 180000, previousPrice: 200000 });
    for (const s of savers) {
      const { items, unread } = await notificationsOf(s.cookie);
      expect(unread).toBe(1);
      expect(items[0]).toMatchObject({
        kind: 'price_drop',
        title: 'Price dropped',
        body: expect.stringContaining('now Rs. 180,000 (was Rs. 200,000)'),
        href: `/motorcycles/${ad.id}`,
        read: false,
      });
    }
    expect((await notificationsOf(seller.cookie)).items).toEqual([]);
    expect((await notificationsOf(bystander.cookie)).items).toEqual([]);
    // The saved-ad snapshot follows the edit.
    const saved = (
      await request(app, { url: '/api/saved-ads', cookie: savers[0]!.cookie })
    ).json<SavedAdsResponse>();
    expect(saved.items[0]!.ad.price).toBe(180000);

    // A second drop keeps the first price struck through and notifies again.
    await setPrice(ad.id, '170000');
    expect(await card(ad.id)).toMatchObject({ price: 170000, previousPrice: 200000 });
    expect((await notificationsOf(savers[0]!.cookie)).unread).toBe(2);
  });

  it('stops showing the drop after seven days, and a raise clears it without notifying', async () => {
    const ad = await postAd(app, seller.cookie, 'bikes', { formData: { price: '90000' } });
    const saver = await signedIn(db());
    await request(app, { method: 'PUT', url: `/api/saved-ads/${ad.id}`, cookie: saver.cookie });
    await setPrice(ad.id, '85000');
    expect((await card(ad.id))?.previousPrice).toBe(90000);

    const longAgo = new Date(Date.now() - PRICE_DROP_SHOW_MS - 1000).toISOString();
    await db().db.execute(sql`update ads set price_dropped_at = ${longAgo} where id = ${ad.id}`);
    expect((await card(ad.id))?.previousPrice).toBeUndefined();

    await setPrice(ad.id, '80000');
    expect((await card(ad.id))?.previousPrice).toBe(85000);
    await setPrice(ad.id, '95000');
    expect((await card(ad.id))?.previousPrice).toBeUndefined();
    expect((await notificationsOf(saver.cookie)).unread).toBe(2);
  });

  it('does nothing for an edit that keeps the price, or for someone else trying to lower it', async () => {
    const ad = await postAd(app, seller.cookie, 'bikes', { formData: { price: '70000' } });
    const saver = await signedIn(db());
    await request(app, { method: 'PUT', url: `/api/saved-ads/${ad.id}`, cookie: saver.cookie });
    await setPrice(ad.id, '70000');
    const form = (
      await request(app, { url: `/api/ads/${ad.id}/edit`, cookie: seller.cookie })
    ).json<EditableAd>();
    const { id: _id, ...input } = form;
    const stranger = await signedIn(db());
    const res = await request(app, {
      method: 'PUT',
      url: `/api/ads/${ad.id}`,
      cookie: stranger.cookie,
      payload: { ...input, formData: { ...input.formData, price: '100' } },
    });
    expect(res.statusCode).toBe(404);
    expect(await card(ad.id)).toMatchObject({ price: 70000 });
    expect((await card(ad.id))?.previousPrice).toBeUndefined();
    expect((await notificationsOf(saver.cookie)).unread).toBe(0);
  });
});
