// The heart as a form posted without the app (decision 208): the same change as PUT and DELETE, behind
// the same guards, answered as a browser expects of a form (303 back, a page for an error), never JSON.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('Saving an ad with a form', (db) => {
  let app: FastifyInstance;
  let buyer: { userId: string; cookie: string };
  let sellerId: string;
  beforeAll(async () => {
    app = await buildTestApp(db());
    buyer = await signedIn(db(), 'Farah');
    sellerId = await createSeller(db().db);
  });
  afterAll(() => app.close());

  const post = (adId: string, body: string, cookie?: string, headers: Record<string, string> = {}) =>
    request(app, {
      method: 'POST',
      url: `/api/saved-ads/${adId}`,
      cookie,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    });
  const savedCount = async (adId: string) => {
    const { rows } = await db().db.execute(
      sql`select count(*)::int as n from saved_ads where ad_id = ${adId} and user_id = ${buyer.userId}`,
    );
    return (rows[0] as { n: number }).n;
  };

  it('saves and takes off, then sends the browser back to the page with the saved flash', async () => {
    const ad = await insertAd(db().db, sellerId);
    const back = `/mobile-phones/${ad.id}`;
    const res = await post(ad.id, `save=1&back=${encodeURIComponent(back)}`, buyer.cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(back);
    expect(res.headers['set-cookie']).toContain(`bs_saved=${ad.id}`);
    expect(await savedCount(ad.id)).toBe(1);
    const off = await post(ad.id, `save=0&back=${encodeURIComponent(back)}`, buyer.cookie);
    expect(off.statusCode).toBe(303);
    expect(await savedCount(ad.id)).toBe(0);
  });

  it('never sends the browser to another site', async () => {
    const ad = await insertAd(db().db, sellerId);
    for (const back of ['https://evil.example/', '//evil.example', '/\\evil.example', '/.//evil.example']) {
      const res = await post(ad.id, `save=1&back=${encodeURIComponent(back)}`, buyer.cookie);
      expect(res.statusCode, back).toBe(303);
      expect(res.headers.location, back).toBe('/');
    }
  });

  it('sends a signed-out person to sign in and back to the page, and saves nothing', async () => {
    const ad = await insertAd(db().db, sellerId);
    const res = await post(ad.id, `save=1&back=${encodeURIComponent('/motors?page=2')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/auth/login?returnTo=${encodeURIComponent('/motors?page=2')}`);
    expect(await savedCount(ad.id)).toBe(0);
  });

  it("refuses another site's form, by Origin or by Sec-Fetch-Site, with a page and not JSON", async () => {
    const ad = await insertAd(db().db, sellerId);
    const foreign = await post(ad.id, 'save=1&back=/', buyer.cookie, { origin: 'https://evil.example' });
    const crossSite = await post(ad.id, 'save=1&back=/', buyer.cookie, { 'sec-fetch-site': 'cross-site' });
    const sameSite = await post(ad.id, 'save=1&back=/', buyer.cookie, { 'sec-fetch-site': 'same-site' });
    for (const res of [foreign, crossSite, sameSite]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This request came from another site and was refused.');
    }
    expect(await savedCount(ad.id)).toBe(0);
    // 'null' (a form's origin withheld under Referrer-Policy: no-referrer) only with Sec-Fetch-Site's word.
    const nullAlone = await app.inject({
      method: 'POST',
      url: `/api/saved-ads/${ad.id}`,
      payload: 'save=1&back=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', cookie: buyer.cookie },
    });
    expect(nullAlone.statusCode).toBe(403);
    expect(await savedCount(ad.id)).toBe(0);
    // The same form from this site is taken, as a browser sends it under no-referrer too.
    expect((await post(ad.id, 'save=1&back=/', buyer.cookie)).statusCode).toBe(303);
    expect((await post(ad.id, 'save=1&back=/', buyer.cookie, { origin: 'null' })).statusCode).toBe(303);
  });

  it("answers an error as a page in the person's words, with the way back", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await post(missing, 'save=1&back=/saved', buyer.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Ad not found.');
    expect(res.body).toContain('<a href="/saved">Back to the page</a>');
    expect(res.headers['cache-control']).toBe('no-store');
    const urdu = await post(missing, 'save=1&back=/saved', `${buyer.cookie}; bs_lang=ur`);
    expect(urdu.body).toContain('dir="rtl"');
    expect(urdu.body).toContain('صفحے پر واپس جائیں');
    expect(urdu.body).not.toContain('Ad not found.');
  });

  it('refuses a suspended person as the JSON route does', async () => {
    const banned = await signedIn(db(), 'Banned Bilal');
    await db().db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.userId));
    const ad = await insertAd(db().db, sellerId);
    const res = await post(ad.id, 'save=1&back=/', banned.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
