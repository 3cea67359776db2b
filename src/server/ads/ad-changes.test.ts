// Every write that changes what browsing shows makes browsing's memory stale before it answers
// (decision 163), and the test walks every write route of the app so a new one has to say which it is.
// A search's answer goes stale only with a change to an ad having one of its words (decision 176), so
// every change also tells the words of its ad, before and after.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ads, users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds, insertAd } from '../../../test/support/server/ad-factory';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';

const ADMIN = 'mod@bs.pk';

/** The write routes that leave what browsing shows as it was. */
const LEAVES_BROWSING = new Set([
  'POST /api/ads/:id/contact',
  'POST /api/ads/:id/reports',
  'POST /api/ads/:id/reports/form',
  'POST /api/admin/ads/:id/dismiss',
  'POST /api/admin/conversations/:id/dismiss',
  'POST /api/images',
  'POST /api/chat/conversations',
  'POST /api/chat/conversations/:id/messages',
  'POST /api/chat/conversations/:id/read',
  'POST /api/chat/conversations/:id/block',
  'DELETE /api/chat/conversations/:id/block',
  'POST /api/chat/conversations/:id/report',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  'PUT /api/saved-ads/:adId',
  'DELETE /api/saved-ads/:adId',
  'POST /api/saved-ads/:adId',
  'POST /api/saved-searches',
  'PATCH /api/saved-searches/:id',
  'DELETE /api/saved-searches/:id',
  'POST /api/saved-searches/:id/visit',
  'PATCH /api/me/settings',
  // A display name and verified numbers show on the seller's page and the ad page, neither of which
  // browsing keeps; a review and a ban review are read as they are.
  'PATCH /api/me/display-name',
  'POST /api/me/phones/codes',
  'POST /api/me/phones/verify',
  'DELETE /api/me/phones/:phone',
  'POST /api/chat/conversations/:id/review',
  'POST /api/reviews/:id/reply',
  'POST /api/reviews/:id/report',
  // A review removed or kept changes a person's page, not the listings.
  'POST /api/admin/user-reviews/:id/remove',
  'POST /api/admin/user-reviews/:id/dismiss',
  'POST /api/me/suspension/review',
  'POST /api/admin/reviews/:id/keep-ban',
  // A dismissed photo match leaves both ads as they were.
  'POST /api/admin/photo-matches/:id/dismiss',
]);

describeEachDatabase('What browsing remembers goes stale with every change to the ads', (db) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  let mod: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN] });
    seller = await signedIn(db(), 'Seller');
    mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
  });
  afterAll(() => app.close());
  beforeEach(() => deleteAllAds(db().db));

  // What a cached answer is stored under: when it moves, nothing cached before is found again.
  const generation = () => app.generations.current(['all', 'search', 'locations', 'cat:mobiles']);
  const call = (method: string, url: string, cookie: string, payload?: object) =>
    request(app, { method: method as 'POST', url, cookie, payload });

  /** Each write route that changes browsing, with what it needs; run in this order on one ad. */
  const changes: [string, (adId: string) => Promise<{ statusCode: number; body: string }>][] = [
    [
      'POST /api/ads',
      async () =>
        call('POST', '/api/ads', seller.cookie, {
          ...validAdInput('mobiles'),
          images: [await uploadPhoto(app, seller.cookie)],
        }),
    ],
    [
      'PUT /api/ads/:id',
      async (id) =>
        call('PUT', `/api/ads/${id}`, seller.cookie, {
          ...validAdInput('mobiles'),
          images: [await uploadPhoto(app, seller.cookie)],
        }),
    ],
    [
      'POST /api/admin/ads/:id/hide',
      (id) => call('POST', `/api/admin/ads/${id}/hide`, mod.cookie, { reason: 'Fake photos' }),
    ],
    ['POST /api/admin/ads/:id/restore', (id) => call('POST', `/api/admin/ads/${id}/restore`, mod.cookie, {})],
    ['POST /api/ads/:id/sold', (id) => call('POST', `/api/ads/${id}/sold`, seller.cookie)],
    ['POST /api/ads/:id/available', (id) => call('POST', `/api/ads/${id}/available`, seller.cookie)],
    [
      'POST /api/ads/:id/renew',
      async (id) => {
        await db().db.update(ads).set({ status: 'expired', soldAt: null }).where(eq(ads.id, id));
        return call('POST', `/api/ads/${id}/renew`, seller.cookie);
      },
    ],
    ['DELETE /api/ads/:id', (id) => call('DELETE', `/api/ads/${id}`, seller.cookie)],
    // Last: the ban ends the seller's sessions.
    [
      'POST /api/admin/users/:id/ban',
      () => call('POST', `/api/admin/users/${seller.userId}/ban`, mod.cookie, { reason: 'Fraud' }),
    ],
    [
      'POST /api/admin/users/:id/unban',
      () => call('POST', `/api/admin/users/${seller.userId}/unban`, mod.cookie, {}),
    ],
  ];

  /** The ad's words as search reads them (none once it is gone). */
  const wordsOf = async (id: string) => {
    const [row] = await db()
      .db.select({ words: sql<string[]>`tsvector_to_array(${ads.searchVector})` })
      .from(ads)
      .where(eq(ads.id, id));
    return (row?.words ?? []).filter((w) => !w.startsWith('@'));
  };

  it('moves the generation of every browse cache on each change, before it answers', async () => {
    const bumped = vi.spyOn(app.generations, 'bump');
    let adId = (await insertAd(db().db, seller.userId)).id;
    for (const [route, run] of changes) {
      const before = await generation();
      const wordsBefore = route === 'POST /api/ads' ? [] : await wordsOf(adId); // a new ad had none
      bumped.mockClear();
      const res = await run(adId);
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      if (route === 'POST /api/ads') adId = (JSON.parse(res.body) as { id: string }).id;
      expect(await generation(), route).not.toBe(before);
      // Everything, or at least every word the ad had and has: a search for any of them is stale.
      const scopes = new Set(bumped.mock.calls.flatMap(([s]) => s));
      if (scopes.has('all')) continue;
      const words = [...wordsBefore, ...(await wordsOf(adId))];
      expect(words.length, route).toBeGreaterThan(0);
      expect(
        words.filter((w) => !scopes.has(`w:${w}`)),
        route,
      ).toEqual([]);
    }
    bumped.mockRestore();
  });

  it('keeps a search through changes to ads without its words, and shows one with them at once', async () => {
    const author = await signedIn(db(), 'Car Seller');
    await insertAd(db().db, author.userId, { category: 'vehicles' }); // a Toyota Corolla
    // Home's search, and the cars' listing searched: how many each finds.
    const corolla = async () => {
      const totals: number[] = [];
      for (const url of ['/api/search?q=corolla', '/api/ads?category=vehicles&q=corolla']) {
        const res = await call('GET', url, author.cookie);
        expect(res.statusCode, url).toBe(200);
        totals.push((JSON.parse(res.body) as { total: number }).total);
      }
      return totals;
    };
    expect(await corolla()).toEqual([1, 1]);
    // A car without the word, in the same category: neither answer changes, and both are remembered.
    const prado = await call('POST', '/api/ads', author.cookie, {
      ...validAdInput('vehicles'),
      images: [await uploadPhoto(app, author.cookie)],
    });
    expect(prado.statusCode, prado.body).toBe(201);
    const misses = app.browseCaches.stats.misses;
    expect(await corolla()).toEqual([1, 1]);
    expect(app.browseCaches.stats.misses, 'answered from memory').toBe(misses);

    const car = await call('POST', '/api/ads', author.cookie, {
      ...validAdInput('vehicles', { model: 'Corolla Cross' }),
      images: [await uploadPhoto(app, author.cookie)],
    });
    expect(car.statusCode, car.body).toBe(201);
    expect(await corolla()).toEqual([2, 2]);
    // The suggestions' count of the model moves with it at once, as the answers do.
    const suggested = async () => {
      const res = await call('GET', '/api/suggestions?q=corolla%20cross', author.cookie);
      const { items } = JSON.parse(res.body) as { items: { label: string; count: number }[] };
      return items.find((item) => item.label.includes('Corolla Cross'))?.count ?? 0;
    };
    expect(await suggested()).toBe(1);
    // Edited away from the word, and back: each time at once.
    const carId = (JSON.parse(car.body) as { id: string }).id;
    const edit = async (model: string) => {
      const res = await call('PUT', `/api/ads/${carId}`, author.cookie, {
        ...validAdInput('vehicles', { model }),
        images: [await uploadPhoto(app, author.cookie)],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await edit('Fortuner');
    expect(await corolla()).toEqual([1, 1]);
    expect(await suggested()).toBe(0);
    await edit('Corolla Cross');
    expect(await corolla()).toEqual([2, 2]);
    expect(await suggested()).toBe(1);
    expect((await call('DELETE', `/api/ads/${carId}`, author.cookie)).statusCode).toBe(204);
    expect(await corolla()).toEqual([1, 1]);
    expect(await suggested()).toBe(0);
  });

  it('moves it when a person deletes their account, and their ads with it', async () => {
    const leaving = await signedIn(db(), 'Leaving Seller');
    await insertAd(db().db, leaving.userId);
    const before = await generation();
    const res = await call('DELETE', '/api/me', leaving.cookie);
    expect(res.statusCode).toBe(204);
    expect(await generation()).not.toBe(before);
  });

  it('knows every write route of the app as one that changes browsing or one that leaves it', () => {
    const changing = new Set([...changes.map(([route]) => route), 'DELETE /api/me']);
    const writes = app.routeTable
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.length).toBeGreaterThan(20);
    const unclassified = writes.filter((w) => !changing.has(w) && !LEAVES_BROWSING.has(w));
    expect(unclassified, 'add each new write route to one of the two lists').toEqual([]);
  });

  it('leaves it alone for a report, which changes nothing a buyer browses', async () => {
    const ad = await insertAd(db().db, seller.userId);
    const buyer = await signedIn(db(), 'Buyer');
    const before = await generation();
    const res = await call('POST', `/api/ads/${ad.id}/reports`, buyer.cookie, { reason: 'fraud' });
    expect(res.statusCode).toBe(201);
    expect(await generation()).toBe(before);
  });
});
