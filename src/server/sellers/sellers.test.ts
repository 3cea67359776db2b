// A seller's page (decision 185): what it shows, who may see it, and what never reaches it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SellerAdsResponse, SellerProfile } from '../../domain/api';
import { PAGE_SIZE } from '../../domain/limits';
import { ads, users } from '../db/schema';
import { buildTestApp, request, signedIn, TEST_ORIGIN } from '../../../test/support/server/app';
import { insertAd, insertAds, TEST_PHONE } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('a seller’s page', (database) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  let viewer: { userId: string; cookie: string };
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'bs-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>B/S</title></head><body><div id="root"></div></body></html>',
    );
    app = await buildTestApp(database(), { webDir });
    seller = await signedIn(database(), 'Ayesha Khan');
    viewer = await signedIn(database(), 'Bilal');
  });
  afterAll(() => app.close());

  const profile = async (id: string, cookie = viewer.cookie) =>
    request(app, { url: `/api/sellers/${id}`, cookie });

  it('shows the display name, photo, member since, city, sales and reply time, never email or phone', async () => {
    const db = database().db;
    await db
      .update(users)
      .set({ avatarUrl: 'https://lh3.googleusercontent.com/a/photo', email: 'ayesha@example.pk' })
      .where(eq(users.id, seller.userId));
    await insertAd(db, seller.userId, { location: 'Karachi', phone: TEST_PHONE });
    const res = await profile(seller.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SellerProfile>()).toMatchObject({
      id: seller.userId,
      name: 'Ayesha Khan',
      avatarUrl: 'https://lh3.googleusercontent.com/a/photo',
      city: 'Karachi',
      badges: [],
      replyTime: null,
      soldCount: 0,
      activeCount: 1,
      isMe: false,
    });
    expect(res.body).not.toContain('ayesha@example.pk');
    expect(res.body.replace(/\D/g, '')).not.toContain(TEST_PHONE.replace(/\D/g, ''));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Their own page says so.
    expect((await profile(seller.userId, seller.cookie)).json<SellerProfile>().isMe).toBe(true);
  });

  it('shows the city set in Settings over the place of the newest ad, and the display name over Google’s', async () => {
    const person = await signedIn(database(), 'Google Name');
    await insertAd(database().db, person.userId, { location: 'Multan' });
    expect((await profile(person.userId)).json<SellerProfile>().city).toBe('Multan');
    await request(app, {
      method: 'PATCH',
      url: '/api/me/settings',
      cookie: person.cookie,
      payload: { defaultPhone: '', defaultCity: 'Quetta' },
    });
    const named = await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: person.cookie,
      payload: { displayName: '  Quetta   Motors ' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().user.displayName).toBe('Quetta Motors');
    expect((await profile(person.userId)).json<SellerProfile>()).toMatchObject({
      city: 'Quetta',
      name: 'Quetta Motors',
    });
    // The ad page's seller block shows it too, with the id its link needs.
    const [ad] = await database().db.select().from(ads).where(eq(ads.userId, person.userId));
    const detail = await request(app, { url: `/api/ads/${ad!.id}`, cookie: viewer.cookie });
    expect(detail.json().seller).toMatchObject({ id: person.userId, name: 'Quetta Motors' });
    // '' goes back to the Google name.
    await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: person.cookie,
      payload: { displayName: '' },
    });
    expect((await profile(person.userId)).json<SellerProfile>().name).toBe('Google Name');
  });

  it('refuses a display name with a number, an email, a link, a control character or too many letters', async () => {
    const person = await signedIn(database(), 'Careful');
    for (const displayName of [
      '0300 1234567',
      'call o3oo-1234567',
      'me@example.pk',
      'www.example.pk',
      'a\u0000b',
      'bad \uD800 half',
      'x'.repeat(41),
    ]) {
      const res = await request(app, {
        method: 'PATCH',
        url: '/api/me/display-name',
        cookie: person.cookie,
        payload: { displayName },
      });
      expect(res.statusCode, displayName).toBe(400);
      expect(res.json().error.fields.displayName, displayName).toBeTruthy();
    }
    const urdu = await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: person.cookie,
      headers: { 'accept-language': 'ur' },
      payload: { displayName: 'me@example.pk' },
    });
    expect(urdu.json().error.fields.displayName).toBe(
      'A name cannot hold a phone number, an email or a link.',
    );
    // Nothing was saved; a well-formed name is.
    const [row] = await database().db.select().from(users).where(eq(users.id, person.userId));
    expect(row!.displayName).toBeNull();
    const ok = await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: person.cookie,
      payload: { displayName: 'علی موبائلز' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.displayName).toBe('علی موبائلز');
  });

  it('lists only listed ads, newest first and paged; hidden, expired and sold ones never', async () => {
    const person = await signedIn(database(), 'Many Ads');
    const base = Date.UTC(2026, 5, 1);
    const listed = await insertAds(
      database().db,
      person.userId,
      Array.from({ length: PAGE_SIZE + 2 }, (_, i) => ({ createdAt: new Date(base + i * 60_000) })),
    );
    const [hidden, expired, sold] = await insertAds(database().db, person.userId, [
      { createdAt: new Date(base + DAY) },
      { createdAt: new Date(base + DAY) },
      { createdAt: new Date(base + DAY) },
    ]);
    const db = database().db;
    await db.update(ads).set({ status: 'hidden', listed: false }).where(eq(ads.id, hidden!.id));
    await db.update(ads).set({ status: 'expired', listed: false }).where(eq(ads.id, expired!.id));
    await db
      .update(ads)
      .set({ status: 'sold', listed: false, soldAt: new Date() })
      .where(eq(ads.id, sold!.id));

    const first = await request(app, { url: `/api/sellers/${person.userId}/ads`, cookie: viewer.cookie });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<SellerAdsResponse>();
    expect(page1).toMatchObject({ total: PAGE_SIZE + 2, page: 1, pageSize: PAGE_SIZE, pageCount: 2 });
    const newestFirst = [...listed].reverse().map((a) => a.id);
    expect(page1.items.map((a) => a.id)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    const page2 = (
      await request(app, { url: `/api/sellers/${person.userId}/ads?page=2`, cookie: viewer.cookie })
    ).json<SellerAdsResponse>();
    expect(page2.items.map((a) => a.id)).toEqual(newestFirst.slice(PAGE_SIZE));
    const shown = [...page1.items, ...page2.items].map((a) => a.id);
    for (const gone of [hidden!, expired!, sold!]) expect(shown).not.toContain(gone.id);
    expect((await profile(person.userId)).json<SellerProfile>()).toMatchObject({
      activeCount: PAGE_SIZE + 2,
      soldCount: 1,
    });
    const bad = await request(app, {
      url: `/api/sellers/${person.userId}/ads?page=0`,
      cookie: viewer.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts sales of the last twelve months only', async () => {
    const person = await signedIn(database(), 'Old Hand');
    const [recent, old] = await insertAds(database().db, person.userId, [{}, {}]);
    const db = database().db;
    await db
      .update(ads)
      .set({ status: 'sold', listed: false, soldAt: new Date(Date.now() - 300 * DAY) })
      .where(eq(ads.id, recent!.id));
    await db
      .update(ads)
      .set({ status: 'sold', listed: false, soldAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(ads.id, old!.id));
    expect((await profile(person.userId)).json<SellerProfile>().soldCount).toBe(1);
  });

  it('answers 404 for a banned or deleted person, signed in or out, and asks signed-out visitors to sign in', async () => {
    const banned = await signedIn(database(), 'Banned');
    const deleted = await signedIn(database(), 'Deleted');
    await database().db.execute(sql`update users set banned_at = now() where id = ${banned.userId}`);
    await request(app, { method: 'DELETE', url: '/api/me', cookie: deleted.cookie });
    for (const id of [banned.userId, deleted.userId, MISSING, 'abc'])
      for (const url of [`/api/sellers/${id}`, `/api/sellers/${id}/ads`])
        for (const cookie of [undefined, viewer.cookie]) {
          const res = await request(app, { url, cookie });
          expect(res.statusCode, `${url} ${cookie ? 'in' : 'out'}`).toBe(404);
          expect(res.json().error.message).toBe('Seller not found.');
        }
    for (const url of [`/api/sellers/${seller.userId}`, `/api/sellers/${seller.userId}/ads`]) {
      const out = await request(app, { url });
      expect(out.statusCode, url).toBe(401);
      expect(out.json().error.message).toBe('Please sign in to see this seller.');
      expect((await request(app, { url, cookie: viewer.cookie })).statusCode, url).toBe(200);
    }
    // The page itself: a 404 title for no page, Open Graph tags for a real one.
    expect((await request(app, { url: `/seller/${banned.userId}` })).statusCode).toBe(404);
    expect((await request(app, { url: `/seller/${deleted.userId}` })).statusCode).toBe(404);
    expect((await request(app, { url: `/seller/${seller.userId}` })).statusCode).toBe(200);
  });

  it('walks every seller route: signed out 401 or 404, signed in and suspended readers 200, never a change', async () => {
    // The route table, so a seller route added later is walked without anyone listing it.
    const routes = app.routeTable.filter((r) => r.url.startsWith('/api/sellers'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      expect.arrayContaining(['GET /api/sellers/:id', 'GET /api/sellers/:id/ads']),
    );
    // Reads only: a seller's page changes nothing, so no route here needs the ban guard's opt-out.
    expect(routes.every((r) => ['GET', 'HEAD'].includes(r.method))).toBe(true);
    const suspended = await signedIn(database(), 'Suspended Reader');
    await database().db.execute(sql`update users set banned_at = now() where id = ${suspended.userId}`);
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const url = (id: string) => route.url.replace(':id', id);
      expect((await request(app, { url: url(seller.userId) })).statusCode, route.url).toBe(401);
      expect((await request(app, { url: url(MISSING) })).statusCode, route.url).toBe(404);
      const signedInAnswer = await request(app, { url: url(seller.userId), cookie: viewer.cookie });
      expect(signedInAnswer.statusCode, route.url).toBe(200);
      // A suspended person may still read (decision 141)…
      expect((await request(app, { url: url(seller.userId), cookie: suspended.cookie })).statusCode).toBe(
        200,
      );
      // …but their own page is gone while the ban lasts.
      expect((await request(app, { url: url(suspended.userId), cookie: viewer.cookie })).statusCode).toBe(
        404,
      );
    }
  });

  it('changes only the caller’s own display name, and needs a session and our origin', async () => {
    const a = await signedIn(database(), 'Person A');
    const b = await signedIn(database(), 'Person B');
    const payload = { displayName: 'Renamed' };
    const out = await request(app, { method: 'PATCH', url: '/api/me/display-name', payload });
    expect(out.statusCode).toBe(401);
    const otherSite = await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: a.cookie,
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(otherSite.statusCode).toBe(403);
    // Nobody can name someone else: the body takes no id, and an extra key is refused.
    const extra = await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: a.cookie,
      payload: { ...payload, id: b.userId },
    });
    expect(extra.statusCode).toBe(400);
    const ok = await request(app, {
      method: 'PATCH',
      url: '/api/me/display-name',
      cookie: a.cookie,
      payload,
    });
    expect(ok.statusCode).toBe(200);
    const rows = await database()
      .db.select()
      .from(users)
      .where(sql`${users.id} in (${a.userId}, ${b.userId})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.displayName]))).toEqual({
      [a.userId]: 'Renamed',
      [b.userId]: null,
    });
  });

  it('gives a shared link a preview with the shown name and counts, never photo, email or phone', async () => {
    const person = await signedIn(database(), 'Zara <b>"&"</b>');
    await database()
      .db.update(users)
      .set({ avatarUrl: 'https://lh3.googleusercontent.com/a/zara', email: 'zara@example.pk' })
      .where(eq(users.id, person.userId));
    await insertAd(database().db, person.userId, { phone: TEST_PHONE });
    const res = await request(app, { url: `/seller/${person.userId}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<meta property="og:title" content="Zara &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt; on B/S">',
    );
    expect(html).toMatch(/<meta property="og:description" content="Member since \w+ \d{4} · 1 ad for sale">/);
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/seller/${person.userId}">`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('googleusercontent');
    expect(html).not.toContain('zara@example.pk');
    expect(html.replace(/\D/g, '')).not.toContain(TEST_PHONE.replace(/\D/g, ''));
  });
});
