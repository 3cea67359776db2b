import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NotificationsResponse, SavedSearchItem, UnreadCountResponse } from '../../domain/api';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd } from '../../../test/support/server/photos';
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

  const pushDue = async (userId: string) => {
    const { rows } = await db().db.execute<{ count: number; push_due: boolean; read: boolean }>(sql`
      select count, push_due, read_at is not null as read from notifications
      where user_id = ${userId} order by created_at`);
    return rows.map((r) => ({ count: Number(r.count), pushDue: r.push_due, read: r.read }));
  };

  it('keeps one notification per person and search, counting each new ad once across batches run at once', async () => {
    const buyer = await signedIn(db());
    const all = await saveSearch(buyer.cookie, { category: 'bikes' });
    const lahore = await saveSearch(buyer.cookie, { category: 'bikes', location: 'Lahore' });
    await postAd(app, seller.cookie, 'bikes', { formData: { location: 'Lahore', price: '91001' } });
    await postAd(app, seller.cookie, 'bikes', { formData: { location: 'Karachi', price: '91002' } });
    await postAd(app, seller.cookie, 'bikes', { formData: { location: 'Lahore', price: '91003' } });
    // Two runs at once take the queue with SKIP LOCKED: each ad goes to one of them.
    const runs = await Promise.all([runAlertBatch(db().db, 2), runAlertBatch(db().db, 2)]);
    expect(runs.reduce((n, r) => n + r.ads, 0) + (await drainAlertQueue(db().db)).ads).toBe(3);
    expect((await drainAlertQueue(db().db)).ads).toBe(0);
    const { rows } = await db().db.execute<{ saved_search_id: string; count: number }>(sql`
      select saved_search_id, count from notifications where user_id = ${buyer.userId}`);
    expect(Object.fromEntries(rows.map((r) => [r.saved_search_id, Number(r.count)]))).toEqual({
      [all.id]: 3,
      [lahore.id]: 2,
    });
  });

  it('sends at most one push per person and search until they read its notification', async () => {
    const buyer = await signedIn(db());
    await saveSearch(buyer.cookie, { category: 'services' });
    await postAd(app, seller.cookie, 'services', { formData: { price: '92001' } });
    await drainAlertQueue(db().db);
    expect(await pushDue(buyer.userId)).toEqual([{ count: 1, pushDue: true, read: false }]);
    // Not pushed yet: a second batch raises the count of the push still to go.
    await postAd(app, seller.cookie, 'services', { formData: { price: '92002' } });
    await drainAlertQueue(db().db);
    expect(await pushDue(buyer.userId)).toEqual([{ count: 2, pushDue: true, read: false }]);
    // Pushed (the push job clears the flag): more new ads raise the count but push nothing more.
    await db().db.execute(sql`update notifications set push_due = false where user_id = ${buyer.userId}`);
    await postAd(app, seller.cookie, 'services', { formData: { price: '92003' } });
    await drainAlertQueue(db().db);
    expect(await pushDue(buyer.userId)).toEqual([{ count: 3, pushDue: false, read: false }]);
    // Read: the next new ad opens a new group, and that one is pushed.
    await request(app, { method: 'POST', url: '/api/notifications/read-all', cookie: buyer.cookie });
    await postAd(app, seller.cookie, 'services', { formData: { price: '92004' } });
    await drainAlertQueue(db().db);
    expect(await pushDue(buyer.userId)).toEqual([
      { count: 3, pushDue: false, read: true },
      { count: 1, pushDue: true, read: false },
    ]);
  });

  it("skips the seller's own searches and ads that are gone before the job runs", async () => {
    await saveSearch(seller.cookie, { category: 'animals' });
    const buyer = await signedIn(db());
    await saveSearch(buyer.cookie, { category: 'animals' });
    const ad = await postAd(app, seller.cookie, 'animals');
    await request(app, { method: 'DELETE', url: `/api/ads/${ad.id}`, cookie: seller.cookie });
    await postAd(app, seller.cookie, 'animals');
    const result = await drainAlertQueue(db().db);
    expect(result).toEqual({ ads: 2, matches: 1, notified: 1 });
    expect((await notificationsOf(seller.cookie)).items).toEqual([]);
    expect((await notificationsOf(buyer.cookie)).items[0]?.title).toBe('1 new ad for your saved search');
  });

  it('writes no row per match: only the grouped notifications', async () => {
    const { rows } = await db().db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name in ('search_hits', 'ad_alerts')`);
    expect(rows).toEqual([]);
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
