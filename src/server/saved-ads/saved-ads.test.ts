import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MyAdsResponse, SavedAdIdsResponse, SavedAdsResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import { UR_MESSAGES } from '../../domain/messages-ur';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd } from '../../../test/support/server/photos';

describeEachDatabase('Saved ads', (db) => {
  let app: FastifyInstance;
  let buyer: { userId: string; cookie: string };
  let sellerId: string;
  beforeAll(async () => {
    app = await buildTestApp(db());
    buyer = await signedIn(db(), 'Ayesha');
    sellerId = await createSeller(db().db);
  });
  afterAll(() => app.close());

  const save = (adId: string, cookie = buyer.cookie) =>
    request(app, { method: 'PUT', url: `/api/saved-ads/${adId}`, cookie });
  const unsave = (adId: string, cookie = buyer.cookie) =>
    request(app, { method: 'DELETE', url: `/api/saved-ads/${adId}`, cookie });
  const list = async (cookie = buyer.cookie) =>
    (await request(app, { url: '/api/saved-ads', cookie })).json<SavedAdsResponse>().items;

  it('saves an ad once, however often the heart is pressed, even in parallel', async () => {
    const ad = await insertAd(db().db, sellerId);
    const results = await Promise.all([save(ad.id), save(ad.id), save(ad.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    const ids = (
      await request(app, { url: '/api/saved-ads/ids', cookie: buyer.cookie })
    ).json<SavedAdIdsResponse>();
    expect(ids.ids.filter((id) => id === ad.id)).toHaveLength(1);
    const { rows } = await db().db.execute(
      sql`select count(*)::int as n from saved_ads where ad_id = ${ad.id}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses a missing ad, a malformed id and a hidden ad with a clear message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await save(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found', message: 'Ad not found.' } });
    }
    const hidden = await insertAd(db().db, sellerId);
    await db().db.execute(sql`update ads set status = 'hidden' where id = ${hidden.id}`);
    expect((await save(hidden.id)).statusCode).toBe(404);
  });

  it("refuses a seller's own ad in their words, and still saves another seller's ad for them", async () => {
    const seller = await signedIn(db(), 'Seller');
    const own = await insertAd(db().db, seller.userId);
    const res = await save(own.id, seller.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'own_ad', message: MESSAGES['ad.saveOwn'], messageCode: 'ad.saveOwn' },
    });
    expect(UR_MESSAGES['ad.saveOwn']).toMatch(/اشتہار/);
    const answer = async () =>
      (await request(app, { url: '/api/saved-ads/ids', cookie: seller.cookie })).json<SavedAdIdsResponse>();
    const ids = async () => (await answer()).ids;
    expect(await ids()).not.toContain(own.id);
    // The hearts' answer names the seller's own listed ads, for their cards to offer no heart or Call.
    expect((await answer()).own).toEqual([own.id]);
    expect((await request(app, { url: '/api/saved-ads/ids', cookie: buyer.cookie })).json()).toMatchObject({
      own: [],
    });

    const theirs = await insertAd(db().db, sellerId);
    expect((await save(theirs.id, seller.cookie)).statusCode).toBe(204);
    expect((await save(theirs.id, seller.cookie)).statusCode).toBe(204);
    expect(await ids()).toEqual([theirs.id]);
    // Someone else may save the seller's ad as before.
    expect((await save(own.id)).statusCode).toBe(204);
  });

  it('needs a session for every route', async () => {
    const ad = await insertAd(db().db, sellerId);
    expect((await save(ad.id, '')).statusCode).toBe(401);
    expect((await unsave(ad.id, '')).statusCode).toBe(401);
    expect((await request(app, { url: '/api/saved-ads' })).statusCode).toBe(401);
    expect((await request(app, { url: '/api/saved-ads/ids' })).statusCode).toBe(401);
  });

  it('lists newest saved first, marking sold, expired and removed ads, which stay until removed', async () => {
    const me = await signedIn(db());
    const [a, b, c, d, e] = await Promise.all(
      ['Active', 'Sold', 'Expired', 'Hidden', 'Deleted'].map((t) =>
        insertAd(db().db, sellerId, { form: { Title: `${t} phone` } }),
      ),
    );
    for (const ad of [a!, b!, c!, d!, e!]) {
      expect((await save(ad.id, me.cookie)).statusCode).toBe(204);
      await new Promise((r) => setTimeout(r, 5));
    }
    await db().db.execute(sql`update ads set status = 'sold' where id = ${b!.id}`);
    await db().db.execute(sql`update ads set status = 'expired' where id = ${c!.id}`);
    await db().db.execute(sql`update ads set status = 'hidden' where id = ${d!.id}`);
    await db().db.execute(sql`delete from ads where id = ${e!.id}`);

    const items = await list(me.cookie);
    expect(items.map((i) => [i.ad.title, i.state])).toEqual([
      ['Deleted phone', 'removed'],
      ['Hidden phone', 'removed'],
      ['Expired phone', 'expired'],
      ['Sold phone', 'sold'],
      ['Active phone', 'active'],
    ]);
    expect(items[0]!.ad).toMatchObject({ id: e!.id, category: 'mobiles', price: e!.price });
    expect(JSON.stringify(items)).not.toContain('0321-7654321');

    expect((await unsave(e!.id, me.cookie)).statusCode).toBe(204);
    expect((await list(me.cookie)).map((i) => i.ad.id)).not.toContain(e!.id);
  });

  it("keeps each person's saved ads to themselves", async () => {
    const ad = await insertAd(db().db, sellerId);
    const other = await signedIn(db());
    expect((await save(ad.id)).statusCode).toBe(204);
    expect((await list(other.cookie)).map((i) => i.ad.id)).not.toContain(ad.id);
    // Removing someone else's saved ad is a 404 and their row stays.
    expect((await unsave(ad.id, other.cookie)).statusCode).toBe(404);
    expect((await list()).map((i) => i.ad.id)).toContain(ad.id);
  });

  it('shows the seller on My Ads how many people saved each ad', async () => {
    const seller = await signedIn(db(), 'Seller');
    const posted = await postAd(app, seller.cookie, 'mobiles');
    const quiet = await postAd(app, seller.cookie, 'mobiles');
    const fans = await Promise.all([signedIn(db()), signedIn(db()), signedIn(db())]);
    for (const fan of fans) expect((await save(posted.id, fan.cookie)).statusCode).toBe(204);
    const { items } = (
      await request(app, { url: '/api/my-ads', cookie: seller.cookie })
    ).json<MyAdsResponse>();
    expect(items.find((i) => i.id === posted.id)?.saves).toBe(3);
    expect(items.find((i) => i.id === quiet.id)?.saves).toBe(0);
  });
});
