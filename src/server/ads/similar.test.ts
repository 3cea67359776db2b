// 'Similar ads' on the ad page (decision 195): which ads, in which order, and what never shows.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SimilarAdsResponse } from '../../domain/api';
import { SIMILAR_ADS } from '../../domain/limits';
import { ads, users } from '../db/schema';
import { sweepLifecycle } from '../lifecycle/lifecycle';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds, insertAd, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

const MISSING = '00000000-0000-4000-8000-000000000000';
const ADMIN = 'moderator@example.pk';

describeEachDatabase('similar ads', (database) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  let other: { userId: string; cookie: string };
  let buyer: { userId: string; cookie: string };
  let mod: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(database(), { adminEmails: [ADMIN] });
    seller = await signedIn(database(), 'Ayesha');
    other = await signedIn(database(), 'Bilal');
    buyer = await signedIn(database(), 'Chand');
    mod = await signedIn(database(), 'Moderator');
    await database().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
  });
  afterAll(() => app.close());
  beforeEach(() => deleteAllAds(database().db));

  /** Asked by `cookie`'s person (the buyer by default), or signed out with null. */
  const similar = (id: string, cookie: string | null = buyer.cookie) =>
    request(app, { url: `/api/ads/${id}/similar`, cookie: cookie ?? undefined });
  const similarOf = async (id: string) => {
    const res = await similar(id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SimilarAdsResponse>();
  };
  const post = (url: string, cookie: string, payload: object = {}) =>
    request(app, { method: 'POST', url, cookie, payload });
  const samsung = (o: AdOverrides = {}): AdOverrides => ({ brand: 'Samsung', model: 'Galaxy S24', ...o });
  /** The source ad: a Samsung Galaxy S24 in Lahore at Rs. 100,000, by `seller`. */
  const source = () =>
    insertAd(database().db, seller.userId, samsung({ price: 100_000, location: 'Lahore' }));

  describe('which ads', () => {
    it('takes the same model first, then the same brand, then the category, never another category', async () => {
      const ad = await source();
      const db = database().db;
      const model = await insertAds(db, other.userId, [samsung(), samsung()]);
      const brand = await insertAds(db, other.userId, [
        { brand: 'Samsung', model: 'Galaxy A54' },
        { brand: 'Samsung', model: 'Galaxy A54' },
        { brand: 'Samsung', model: 'Galaxy Z Fold' },
      ]);
      const category = await insertAds(
        db,
        other.userId,
        Array.from({ length: 5 }, () => ({ brand: 'Apple', model: 'iPhone 15' })),
      );
      await insertAds(db, other.userId, [
        { category: 'vehicles', brand: 'Samsung', model: 'Galaxy S24' },
        { category: 'electronicsandhome' },
      ]);
      const answer = await similarOf(ad.id);
      const ids = answer.items.map((i) => i.id);
      expect(ids).toHaveLength(SIMILAR_ADS);
      expect(new Set(ids.slice(0, 2))).toEqual(new Set(model.map((a) => a.id)));
      expect(new Set(ids.slice(2, 5))).toEqual(new Set(brand.map((a) => a.id)));
      for (const id of ids.slice(5)) expect(category.map((a) => a.id)).toContain(id);
      expect(answer.items.every((i) => i.category === 'mobiles')).toBe(true);
      // The listing that holds them all is the whole category's.
      expect(answer.seeAll).toEqual({});
    });

    it('stops at the model when it has enough, and says so for "See all"', async () => {
      const ad = await source();
      const db = database().db;
      await insertAds(
        db,
        other.userId,
        Array.from({ length: SIMILAR_ADS + 4 }, () => samsung()),
      );
      await insertAds(db, other.userId, [{ brand: 'Samsung', model: 'Galaxy A54', price: 100_000 }]);
      const answer = await similarOf(ad.id);
      expect(answer.items).toHaveLength(SIMILAR_ADS);
      expect(answer.items.every((i) => i.model === 'Galaxy S24')).toBe(true);
      expect(answer.seeAll).toEqual({ brand: 'Samsung', model: 'Galaxy S24' });
    });

    it('falls back to the brand, and "See all" then opens the brand', async () => {
      const ad = await source();
      const db = database().db;
      await insertAds(db, other.userId, [
        samsung(),
        ...Array.from({ length: 9 }, () => ({ brand: 'Samsung', model: 'Galaxy A54' })),
      ]);
      await insertAds(db, other.userId, [
        { brand: 'Apple', model: 'iPhone 15', location: 'Lahore', price: 100_000 },
      ]);
      const answer = await similarOf(ad.id);
      expect(answer.items).toHaveLength(SIMILAR_ADS);
      expect(answer.items[0]!.model).toBe('Galaxy S24');
      expect(answer.items.every((i) => i.brand === 'Samsung')).toBe(true);
      expect(answer.seeAll).toEqual({ brand: 'Samsung' });
    });

    it('sets only the filters the category’s listing has for "See all"', async () => {
      const db = database().db;
      // Property listings filter by type (brand), not by model; jobs by neither.
      const house = await insertAd(db, seller.userId, { category: 'propertyforsale' });
      await insertAds(
        db,
        other.userId,
        Array.from({ length: SIMILAR_ADS }, () => ({ category: 'propertyforsale' as const })),
      );
      const houses = await similarOf(house.id);
      expect(houses.items).toHaveLength(SIMILAR_ADS);
      expect(houses.items.every((i) => i.model === house.model)).toBe(true);
      expect(houses.seeAll).toEqual({ brand: house.brand });
      const job = await insertAd(db, seller.userId, { category: 'jobs' });
      await insertAds(
        db,
        other.userId,
        Array.from({ length: SIMILAR_ADS }, () => ({ category: 'jobs' as const })),
      );
      const jobs = await similarOf(job.id);
      expect(jobs.items).toHaveLength(SIMILAR_ADS);
      expect(jobs.seeAll).toEqual({});
    });

    it('puts the same city first, then the nearest price', async () => {
      const ad = await source();
      const [karachiSame, lahoreFar, lahoreNear, karachiNear] = await insertAds(database().db, other.userId, [
        samsung({ location: 'Karachi', price: 100_000 }),
        samsung({ location: 'Lahore', price: 150_000 }),
        samsung({ location: 'Lahore', price: 90_000 }),
        samsung({ location: 'Karachi', price: 101_000 }),
      ]);
      const ids = (await similarOf(ad.id)).items.map((i) => i.id);
      expect(ids).toEqual([lahoreNear!.id, lahoreFar!.id, karachiSame!.id, karachiNear!.id]);
    });

    it('never shows the ad itself, its seller’s other ads, or sold, expired, hidden or banned sellers’ ads', async () => {
      const ad = await source();
      const db = database().db;
      const banned = await signedIn(database(), 'Banned Seller');
      const [kept] = await insertAds(db, other.userId, [samsung()]);
      await insertAds(db, seller.userId, [samsung(), samsung({ location: 'Lahore', price: 100_000 })]);
      const [sold, expired, hidden] = await insertAds(db, other.userId, [samsung(), samsung(), samsung()]);
      await insertAds(db, banned.userId, [samsung({ location: 'Lahore', price: 100_000 })]);
      // Before anything happens to them, every one of the other seller's ads shows.
      expect((await similarOf(ad.id)).items.map((i) => i.id)).toHaveLength(5);

      expect((await post(`/api/ads/${sold!.id}/sold`, other.cookie)).statusCode).toBe(200);
      await db
        .update(ads)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(ads.id, expired!.id));
      expect((await sweepLifecycle(db)).expired).toBe(1);
      const hide = await post(`/api/admin/ads/${hidden!.id}/hide`, mod.cookie, { reason: 'Fake photos' });
      expect(hide.statusCode, hide.body).toBe(200);
      const ban = await post(`/api/admin/users/${banned.userId}/ban`, mod.cookie, {
        reason: 'Advance-fee scam',
      });
      expect(ban.statusCode, ban.body).toBe(200);

      const answer = await similarOf(ad.id);
      // Only the one ad left: the brand and category steps found nothing else either.
      expect(answer.items.map((i) => i.id)).toEqual([kept!.id]);
    });

    it('kept per ad, yet an ad sold a moment after its page was drawn leaves the next answer', async () => {
      const ad = await source();
      const [first, second] = await insertAds(database().db, other.userId, [samsung(), samsung()]);
      const ids = async () => (await similarOf(ad.id)).items.map((i) => i.id).sort();
      expect(await ids()).toEqual([first!.id, second!.id].sort());
      // Written behind the app's back (no change announced), a third is not seen: the answer was kept.
      const [third] = await insertAds(database().db, other.userId, [samsung()]);
      expect(await ids()).toEqual([first!.id, second!.id].sort());
      // A change through the app makes the kept answer stale at once.
      expect((await post(`/api/ads/${first!.id}/sold`, other.cookie)).statusCode).toBe(200);
      expect(await ids()).toEqual([second!.id, third!.id].sort());
    });

    it('shows at most SIMILAR_ADS, however many match', async () => {
      const ad = await source();
      await insertAds(
        database().db,
        other.userId,
        Array.from({ length: 30 }, () => samsung()),
      );
      expect((await similarOf(ad.id)).items).toHaveLength(SIMILAR_ADS);
    });

    it('answers an empty list when nothing is like the ad', async () => {
      const ad = await source();
      await insertAds(database().db, seller.userId, [samsung()]);
      const answer = await similarOf(ad.id);
      expect(answer.items).toEqual([]);
    });

    it('handles a model nobody else sells and an absurd stored price without failing', async () => {
      const db = database().db;
      const odd = await insertAd(db, seller.userId, { brand: 'Samsung', model: 'Galaxy Imaginary 99' });
      await db.execute(sql`update ads set price = 9000000000000000000 where id = ${odd.id}`);
      const [brandMate] = await insertAds(db, other.userId, [{ brand: 'Samsung', model: 'Galaxy A54' }]);
      const answer = await similarOf(odd.id);
      expect(answer.items.map((i) => i.id)).toEqual([brandMate!.id]);
      expect(answer.seeAll).toEqual({ brand: 'Samsung' });
    });
  });

  describe('who may ask', () => {
    it('answers a signed-in person, 401 signed out for an ad that exists, 404 for one that does not', async () => {
      const ad = await source();
      await insertAds(database().db, other.userId, [samsung()]);
      const ok = await similar(ad.id);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.headers['cache-control']).toBe('private, no-cache');
      expect((await similar(ad.id, null)).statusCode).toBe(401);
      for (const cookie of [buyer.cookie, null]) {
        const missing = await similar(MISSING, cookie);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ error: { message: 'Ad not found.' } });
      }
    });

    it('answers a malformed id as a missing ad (404, as the ad page does), never a 5xx', async () => {
      const ad = await source();
      for (const id of ['not-an-id', '123', `${ad.id}x`, "1' or '1'='1", '%00']) {
        const res = await similar(encodeURIComponent(id));
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ error: { message: 'Ad not found.' } });
      }
      // The same ad's id, upper-cased, is the same ad.
      expect((await similar(ad.id.toUpperCase())).statusCode).toBe(200);
    });

    it('answers an ad of an unknown category as not found', async () => {
      const ad = await source();
      await database().db.execute(sql`update ads set category = 'spaceships' where id = ${ad.id}`);
      expect((await similar(ad.id)).statusCode).toBe(404);
      await database().db.execute(sql`update ads set category = 'mobiles' where id = ${ad.id}`);
      expect((await similar(ad.id)).statusCode).toBe(200);
    });

    it('is 404 for a hidden ad, as its page is, except to its seller and the moderators', async () => {
      const ad = await source();
      expect(
        (await post(`/api/admin/ads/${ad.id}/hide`, mod.cookie, { reason: 'Fake photos' })).statusCode,
      ).toBe(200);
      expect((await similar(ad.id)).statusCode).toBe(404);
      expect((await similar(ad.id, seller.cookie)).statusCode).toBe(200);
      expect((await similar(ad.id, mod.cookie)).statusCode).toBe(200);
    });
  });
});
