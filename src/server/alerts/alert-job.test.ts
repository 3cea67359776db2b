import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NotificationsResponse, SavedSearchItem, UnreadCountResponse } from '../../domain/api';
import { buildTestApp, request, signedIn } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { postAd } from '../test/photos';
import { drainAlertQueue, runAlertBatch } from './alert-job';

describeEachDatabase('The alert job', (db) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db());
    seller = await signedIn(db(), 'Seller');
  });
  afterAll(() => app.close());

  const saveSearch = async (cookie: string, params: Record<string, string>) =>
    (
      await request(app, { method: 'POST', url: '/api/saved-searches', cookie, payload: { params } })
    ).json<SavedSearchItem>();
  const notificationsOf = async (cookie: string) =>
    (await request(app, { url: '/api/notifications', cookie })).json<NotificationsResponse>();

  it('matches in the job, not in the request that posts the ad, and groups new ads per search', async () => {
    const buyer = await signedIn(db());
    const search = await saveSearch(buyer.cookie, {
      category: 'vehicles',
      brand: 'Toyota',
      maxPrice: '5000000',
    });
    const first = await postAd(app, seller.cookie, 'vehicles', { formData: { price: '4500000' } });
    expect((await notificationsOf(buyer.cookie)).items).toEqual([]);
    const { rows } = await db().db.execute(sql`select ad_id from alert_queue where ad_id = ${first.id}`);
    expect(rows).toHaveLength(1);

    await drainAlertQueue(db().db);
    await postAd(app, seller.cookie, 'vehicles', { formData: { price: '4000000' } });
    await postAd(app, seller.cookie, 'vehicles', { formData: { price: '6000000' } }); // over the budget
    await drainAlertQueue(db().db);

    const { items, unread } = await notificationsOf(buyer.cookie);
    expect(unread).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'new_ads',
      title: '2 new ads for your saved search',
      body: search.name,
      savedSearchId: search.id,
      read: false,
    });
    const count = await request(app, { url: '/api/notifications/unread-count', cookie: buyer.cookie });
    expect(count.json<UnreadCountResponse>()).toEqual({ unread: 1 });

    // Once read, the next new ad starts a new notification.
    await request(app, {
      method: 'POST',
      url: `/api/notifications/${items[0]!.id}/read`,
      cookie: buyer.cookie,
    });
    await postAd(app, seller.cookie, 'vehicles', { formData: { price: '3000000' } });
    await drainAlertQueue(db().db);
    const after = await notificationsOf(buyer.cookie);
    expect(after.unread).toBe(1);
    expect(after.items.map((i) => [i.title, i.read])).toEqual([
      ['1 new ad for your saved search', false],
      ['2 new ads for your saved search', true],
    ]);
  });

  it('never alerts a person twice about one ad, even when several searches match or it is queued again', async () => {
    const buyer = await signedIn(db());
    await saveSearch(buyer.cookie, { category: 'bikes' });
    await saveSearch(buyer.cookie, { category: 'bikes', location: 'Lahore' });
    const ad = await postAd(app, seller.cookie, 'bikes');
    await drainAlertQueue(db().db);
    await db().db.execute(sql`insert into alert_queue (ad_id) values (${ad.id})`);
    // Two runs at once take the queue with SKIP LOCKED; the primary key of ad_alerts does the rest.
    await Promise.all([runAlertBatch(db().db), runAlertBatch(db().db)]);
    const { items } = await notificationsOf(buyer.cookie);
    expect(items.reduce((n, i) => n + Number(/^(\d+)/.exec(i.title)?.[1]), 0)).toBe(1);
    const { rows } = await db().db.execute(
      sql`select count(*)::int as n from ad_alerts where user_id = ${buyer.userId} and ad_id = ${ad.id}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it("skips the seller's own searches and ads that are gone before the job runs", async () => {
    await saveSearch(seller.cookie, { category: 'animals' });
    const buyer = await signedIn(db());
    await saveSearch(buyer.cookie, { category: 'animals' });
    const ad = await postAd(app, seller.cookie, 'animals');
    await request(app, { method: 'DELETE', url: `/api/ads/${ad.id}`, cookie: seller.cookie });
    await postAd(app, seller.cookie, 'animals');
    const result = await drainAlertQueue(db().db);
    expect(result).toEqual({ ads: 2, alerts: 1 });
    expect((await notificationsOf(seller.cookie)).items).toEqual([]);
    expect((await notificationsOf(buyer.cookie)).items[0]?.title).toBe('1 new ad for your saved search');
  });

  it('lets each person read only their own notifications', async () => {
    const buyer = await signedIn(db());
    const other = await signedIn(db());
    await saveSearch(buyer.cookie, { category: 'kids' });
    await postAd(app, seller.cookie, 'kids');
    await drainAlertQueue(db().db);
    const mine = (await notificationsOf(buyer.cookie)).items[0]!;
    for (const url of [`/api/notifications/${mine.id}/read`, '/api/notifications/not-a-uuid/read']) {
      const res = await request(app, { method: 'POST', url, cookie: other.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Notification not found.');
    }
    await request(app, { method: 'POST', url: '/api/notifications/read-all', cookie: other.cookie });
    expect((await notificationsOf(buyer.cookie)).unread).toBe(1);
    expect((await notificationsOf(other.cookie)).items).toEqual([]);
    expect((await request(app, { url: '/api/notifications' })).statusCode).toBe(401);
    expect((await request(app, { url: '/api/notifications/unread-count' })).statusCode).toBe(401);

    await request(app, { method: 'POST', url: '/api/notifications/read-all', cookie: buyer.cookie });
    expect((await notificationsOf(buyer.cookie)).unread).toBe(0);
  });
});
