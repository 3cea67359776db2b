// An ad's life across every read path — listing, count, facets, home rows, home search,
// locations, suggestions and the ad page — and the owner's 'Mark as sold' and 'Renew'.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  AdDetail,
  FacetsResponse,
  HomeResponse,
  ListingResponse,
  MyAdsResponse,
  SearchResponse,
} from '../../domain/api';
import { AD_LIFETIME_DAYS, SOLD_LISTED_DAYS } from '../../domain/limits';
import { ads } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds, insertAd } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { LIFECYCLE_MSG, sweepLifecycle } from './lifecycle';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('The ad lifecycle', (db) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  let buyer: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db());
    seller = await signedIn(db(), 'Seller');
    buyer = await signedIn(db(), 'Buyer');
  });
  afterAll(() => app.close());
  beforeEach(() => deleteAllAds(db().db));

  const get = <T>(url: string, cookie?: string) =>
    request(app, { url, cookie }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    });
  const post = (url: string, cookie = seller.cookie) =>
    request(app, { method: 'POST', url, cookie, payload: {} });

  /**
   * Which browse paths show the ad. Browse answers are cached per server copy for up to a minute
   * (decision 003), and the sweep changes ads outside any request, so after a sweep `fresh` asks a
   * new copy, as a visitor would see once the caches have turned over.
   */
  async function seenBy(id: string, fresh = false): Promise<string[]> {
    if (fresh) {
      const copy = await buildTestApp(db());
      try {
        return await seenOn(copy, id);
      } finally {
        await copy.close();
      }
    }
    return seenOn(app, id);
  }

  async function seenOn(app: FastifyInstance, id: string): Promise<string[]> {
    const get = <T>(url: string) =>
      request(app, { url }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json<T>();
      });
    const seen: string[] = [];
    const listing = await get<ListingResponse>('/api/ads?category=vehicles');
    if (listing.items.some((a) => a.id === id)) seen.push('listing');
    if (listing.total > 0) seen.push('count');
    const facets = await get<FacetsResponse>('/api/ads/facets?category=vehicles');
    if ((facets.facets.brand ?? []).some((f) => f.value === 'Suzuki' && f.count > 0)) seen.push('facets');
    const home = await get<HomeResponse>('/api/home');
    if (home.rows.vehicles.some((a) => a.id === id)) seen.push('home');
    const search = await get<SearchResponse>('/api/search?q=mehran');
    if (search.items.some((a) => a.id === id)) seen.push('search');
    const category = await get<ListingResponse>('/api/ads?category=vehicles&q=mehran');
    if (category.items.some((a) => a.id === id)) seen.push('q');
    const locations = await get<{ locations: string[] }>('/api/locations');
    if (locations.locations.includes('Quetta')) seen.push('locations');
    return seen;
  }
  const EVERYWHERE = ['listing', 'count', 'facets', 'home', 'search', 'q', 'locations'];

  async function oneAd() {
    const ad = await insertAd(db().db, seller.userId, {
      category: 'vehicles',
      brand: 'Suzuki',
      model: 'Mehran',
      location: 'Quetta',
    });
    return ad;
  }

  it('shows an active ad on every browse path', async () => {
    const ad = await oneAd();
    expect(await seenBy(ad.id)).toEqual(EVERYWHERE);
  });

  it('marks an ad sold: gone from newest first, home rows and every browse path at once', async () => {
    const ad = await oneAd();
    // Inserted behind the routes' back, so as posting would, empty the caches; then the browse
    // answers cached with the ad in them must not outlive the sale (the write empties them again).
    await app.browseCaches.changed();
    expect(await seenBy(ad.id)).toEqual(EVERYWHERE);
    const newest = await get<ListingResponse>('/api/ads?category=vehicles&sort=newest');
    expect(newest.items.map((a) => a.id)).toContain(ad.id);
    const res = await post(`/api/ads/${ad.id}/sold`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await seenBy(ad.id)).toEqual([]);
    const after = await get<ListingResponse>('/api/ads?category=vehicles&sort=newest');
    expect(after.items.map((a) => a.id)).not.toContain(ad.id);
    expect((await get<HomeResponse>('/api/home')).rows.vehicles.map((a) => a.id)).not.toContain(ad.id);
    // My Ads still has it.
    const mine = await get<MyAdsResponse>('/api/my-ads', seller.cookie);
    expect(mine.items.find((a) => a.id === ad.id)?.status).toBe('sold');
  });

  it(`answers a sold ad's page, badged, for ${SOLD_LISTED_DAYS} days after the sale; then 'Ad not found.'`, async () => {
    const ad = await oneAd();
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);
    expect((await get<AdDetail>(`/api/ads/${ad.id}`, buyer.cookie)).status).toBe('sold');
    // Sold a minute short of a week ago: still there, to a buyer and signed out (its preview).
    const soldAt = (ms: number) =>
      db().db.execute(
        sql`update ads set sold_at = ${new Date(Date.now() - ms).toISOString()} where id = ${ad.id}`,
      );
    await soldAt(SOLD_LISTED_DAYS * DAY - 60_000);
    expect((await get<AdDetail>(`/api/ads/${ad.id}`, buyer.cookie)).status).toBe('sold');
    expect((await request(app, { url: `/api/ads/${ad.id}` })).statusCode).toBe(401);
    // A week and a minute: gone for buyers and signed out; the owner still opens it from My Ads.
    await soldAt(SOLD_LISTED_DAYS * DAY + 60_000);
    const gone = await request(app, { url: `/api/ads/${ad.id}`, cookie: buyer.cookie });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Ad not found.');
    expect((await request(app, { url: `/api/ads/${ad.id}` })).statusCode).toBe(404);
    expect((await get<AdDetail>(`/api/ads/${ad.id}`, seller.cookie)).status).toBe('sold');
    // The sweep never brings it back.
    await sweepLifecycle(db().db);
    expect(await seenBy(ad.id, true)).toEqual([]);
  });

  it('only the owner marks an ad sold, only once, and only an active one', async () => {
    const ad = await oneAd();
    const stranger = await post(`/api/ads/${ad.id}/sold`, buyer.cookie);
    expect(stranger.statusCode).toBe(404);
    expect((await db().db.select().from(ads).where(eq(ads.id, ad.id)))[0]!.status).toBe('active');
    const signedOut = await request(app, { method: 'POST', url: `/api/ads/${ad.id}/sold`, payload: {} });
    expect(signedOut.statusCode).toBe(401);
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);
    const again = await post(`/api/ads/${ad.id}/sold`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(LIFECYCLE_MSG.notSellable);
    expect((await post('/api/ads/not-a-uuid/sold')).statusCode).toBe(404);
  });

  it("'Mark as available' lists a sold ad again as active, even one a week past its sale", async () => {
    const ad = await oneAd();
    const expiresAt = (await db().db.select().from(ads).where(eq(ads.id, ad.id)))[0]!.expiresAt;
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);
    await sweepLifecycle(db().db, new Date(Date.now() + SOLD_LISTED_DAYS * DAY + 60_000));
    expect(await seenBy(ad.id, true)).toEqual([]);

    const res = await post(`/api/ads/${ad.id}/available`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'active' });
    expect(await seenBy(ad.id, true)).toEqual(EVERYWHERE);
    const [row] = await db().db.select().from(ads).where(eq(ads.id, ad.id));
    expect(row).toMatchObject({ status: 'active', listed: true, soldAt: null, expiresAt });
    expect((await get<AdDetail>(`/api/ads/${ad.id}`, buyer.cookie)).status).toBe('active');
    const mine = await get<MyAdsResponse>('/api/my-ads', seller.cookie);
    expect(mine.items.find((a) => a.id === ad.id)?.status).toBe('active');
    // It can be sold again.
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);
  });

  it('gives an ad whose date passed while it was sold a fresh lifetime when it is available again', async () => {
    const ad = await oneAd();
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);
    await db().db.execute(sql`update ads set expires_at = now() - interval '1 day' where id = ${ad.id}`);
    expect((await post(`/api/ads/${ad.id}/available`)).statusCode).toBe(200);
    const [row] = await db().db.select().from(ads).where(eq(ads.id, ad.id));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + AD_LIFETIME_DAYS * DAY))).toBeLessThan(60_000);
    expect((await sweepLifecycle(db().db)).expired).toBe(0);
    expect(await seenBy(ad.id, true)).toEqual(EVERYWHERE);
  });

  it('only the owner marks an ad available, only a sold one, and only once', async () => {
    const ad = await oneAd();
    const notSold = await post(`/api/ads/${ad.id}/available`);
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json().error.message).toBe(LIFECYCLE_MSG.notAvailable);
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);

    expect((await post(`/api/ads/${ad.id}/available`, buyer.cookie)).statusCode).toBe(404);
    const signedOut = await request(app, { method: 'POST', url: `/api/ads/${ad.id}/available`, payload: {} });
    expect(signedOut.statusCode).toBe(401);
    expect((await db().db.select().from(ads).where(eq(ads.id, ad.id)))[0]!.status).toBe('sold');
    expect((await post(`/api/ads/${crypto.randomUUID()}/available`)).statusCode).toBe(404);
    expect((await post('/api/ads/not-a-uuid/available')).statusCode).toBe(404);

    expect((await post(`/api/ads/${ad.id}/available`)).statusCode).toBe(200);
    const twice = await post(`/api/ads/${ad.id}/available`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(LIFECYCLE_MSG.notAvailable);

    // Neither an expired nor a hidden ad comes back through it: those are 'Renew' and the moderators'.
    for (const status of ['expired', 'hidden'] as const) {
      await db().db.execute(sql`update ads set status = ${status}, listed = false where id = ${ad.id}`);
      const refused = await post(`/api/ads/${ad.id}/available`);
      expect(refused.statusCode).toBe(400);
      expect((await db().db.select().from(ads).where(eq(ads.id, ad.id)))[0]).toMatchObject({
        status,
        listed: false,
      });
    }
  });

  it('two taps at once make an ad available once: one succeeds, the other is told it is not sold', async () => {
    const ad = await oneAd();
    expect((await post(`/api/ads/${ad.id}/sold`)).statusCode).toBe(200);
    const answers = await Promise.all([
      post(`/api/ads/${ad.id}/available`),
      post(`/api/ads/${ad.id}/available`),
      post(`/api/ads/${ad.id}/available`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const [row] = await db().db.select().from(ads).where(eq(ads.id, ad.id));
    expect(row).toMatchObject({ status: 'active', listed: true, soldAt: null });
  });

  it(`expires an ad ${AD_LIFETIME_DAYS} days after posting; My Ads says expired; renewing brings it back`, async () => {
    const ad = await oneAd();
    // Posted 29 days ago: still there after the sweep.
    await db().db.execute(sql`update ads set expires_at = now() + interval '1 day' where id = ${ad.id}`);
    await sweepLifecycle(db().db);
    expect(await seenBy(ad.id, true)).toEqual(EVERYWHERE);
    // Past its date: My Ads says expired even before the sweep; the sweep takes it off every path.
    await db().db.execute(sql`update ads set expires_at = now() - interval '1 minute' where id = ${ad.id}`);
    let mine = await get<MyAdsResponse>('/api/my-ads', seller.cookie);
    expect(mine.items[0]?.status).toBe('expired');
    expect((await sweepLifecycle(db().db)).expired).toBe(1);
    expect(await seenBy(ad.id, true)).toEqual([]);
    mine = await get<MyAdsResponse>('/api/my-ads', seller.cookie);
    expect(mine.items[0]?.status).toBe('expired');

    expect((await post(`/api/ads/${ad.id}/renew`, buyer.cookie)).statusCode).toBe(404);
    const renewed = await post(`/api/ads/${ad.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const expiresAt = new Date(renewed.json().expiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + AD_LIFETIME_DAYS * DAY))).toBeLessThan(60_000);
    expect(await seenBy(ad.id)).toEqual(EVERYWHERE);
    mine = await get<MyAdsResponse>('/api/my-ads', seller.cookie);
    expect(mine.items[0]?.status).toBe('active');
    // An active ad is not renewed again.
    const twice = await post(`/api/ads/${ad.id}/renew`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(LIFECYCLE_MSG.notRenewable);
  });

  it('gives a new ad an expiry AD_LIFETIME_DAYS away', async () => {
    const { postAd } = await import('../../../test/support/server/photos');
    const saved = await postAd(app, seller.cookie, 'mobiles');
    const [row] = await db().db.select().from(ads).where(eq(ads.id, saved.id));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + AD_LIFETIME_DAYS * DAY))).toBeLessThan(60_000);
    expect(row!.listed).toBe(true);
  });

  it('suggestions carry catalogue names and counts only, so no ad status or id can leak into them', async () => {
    const ad = await oneAd();
    await db().db.execute(sql`update ads set status = 'hidden', listed = false where id = ${ad.id}`);
    const res = await get<{ items: Record<string, unknown>[] }>('/api/suggestions?q=mehran');
    for (const s of res.items) expect(Object.keys(s).sort()).toEqual(['category', 'count', 'label', 'q']);
    expect(JSON.stringify(res)).not.toContain(ad.id);
  });
});
