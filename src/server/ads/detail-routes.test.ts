// The ad page (GET /api/ads/:id), the contact reveal and phone privacy (docs/product.md §2 "Ad detail", §6,
// docs/security.md), and the Open Graph tags of an ad's URL.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdDetail } from '../../domain/api';
import { CONTACT_REVEALS_PER_HOUR } from '../../domain/limits';
import type { Ad } from '../db/schema';
import { buildTestApp, request, signedIn, TEST_ORIGIN } from '../../../test/support/server/app';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { REVEAL_LIMIT_MESSAGE } from './read-routes';

const SELLER_PHONE = '0345-9876543';
const DIGITS = SELLER_PHONE.replace(/\D/g, '');
const COVER = '11111111-2222-4333-8444-555555555555';

describeEachDatabase('ad detail, contact reveal and phone privacy', (database) => {
  let app: FastifyInstance;
  let sellerId: string;
  let ad: Ad;
  let rental: Ad;
  let silent: Ad;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'bs-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>B/S</title></head><body><div id="root"></div></body></html>',
    );
    app = await buildTestApp(database(), { webDir });
    const db = database().db;
    sellerId = await createSeller(db, 'Ayesha Khan');
    ad = await insertAd(db, sellerId, {
      phone: SELLER_PHONE,
      price: 85_000,
      location: 'Lahore',
      images: [COVER, '66666666-7777-4888-8999-000000000000'],
      form: { Title: 'Galaxy S24 <b>"mint"</b> & boxed' },
    });
    rental = await insertAd(db, sellerId, {
      category: 'propertyforrent',
      phone: SELLER_PHONE,
      price: 65_000,
      form: { deposit: '130000', bedrooms: 'Other', bedroomsCustom: '6' },
    });
    silent = await insertAd(db, sellerId, { phone: '' });
  });
  afterAll(() => app.close());

  it('asks signed-out people to sign in', async () => {
    const res = await request(app, { url: `/api/ads/${ad.id}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthorized' });
    expect(res.body).not.toContain(DIGITS);
  });

  it('tells signed-out people that a missing ad is not found, rather than asking them to sign in', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await request(app, { url: `/api/ads/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: 'Ad not found.' });
    }
  });

  it('says Ad not found. for an unknown or malformed id', async () => {
    const { cookie } = await signedIn(database());
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%20'1'='1"]) {
      const res = await request(app, { url: `/api/ads/${id}`, cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Ad not found.');
    }
  });

  it('shows the ad to signed-in people without the number, private and revalidated', async () => {
    const { cookie } = await signedIn(database(), 'Buyer');
    const res = await request(app, { url: `/api/ads/${ad.id}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body.replace(/\D/g, '')).not.toContain(DIGITS);
    const detail: AdDetail = res.json();
    expect(detail).toMatchObject({
      id: ad.id,
      category: 'mobiles',
      title: 'Galaxy S24 <b>"mint"</b> & boxed',
      price: 85_000,
      location: 'Lahore',
      cover: COVER,
      imageCount: 2,
      hasPhone: true,
      isOwner: false,
      deposit: null,
      seller: { name: 'Ayesha Khan' },
    });
    expect(detail.description).toMatch(/^Test ad/);
    expect(detail.details).toContainEqual({ label: 'Storage', value: '256GB' });
    expect(detail.details.map((d) => d.label)).not.toContain('Contact number');
    expect(detail.seller.memberSince).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('tells the owner it is theirs, and gives rent its deposit and custom rooms', async () => {
    const owner = await signedIn(database(), 'Owner');
    const mine = await insertAd(database().db, owner.userId, {});
    const own = await request(app, { url: `/api/ads/${mine.id}`, cookie: owner.cookie });
    expect(own.json().isOwner).toBe(true);
    // The owner's answer is theirs alone: no cache keeps it (decision 181); anyone else's may be kept.
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await signedIn(database(), 'Someone else');
    const theirs = await request(app, { url: `/api/ads/${mine.id}`, cookie: other.cookie });
    expect(theirs.json().isOwner).toBe(false);
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
    const detail: AdDetail = (
      await request(app, { url: `/api/ads/${rental.id}`, cookie: owner.cookie })
    ).json();
    expect(detail).toMatchObject({ price: 65_000, deposit: 130_000 });
    expect(detail.details).toContainEqual({ label: 'Bedrooms', value: '6' });
  });

  it('reveals the number only to signed-in people, uncached', async () => {
    const out = await request(app, { method: 'POST', url: `/api/ads/${ad.id}/contact` });
    expect(out.statusCode).toBe(401);
    expect(out.body).not.toContain(DIGITS);
    const { cookie } = await signedIn(database());
    const res = await request(app, { method: 'POST', url: `/api/ads/${ad.id}/contact`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ phone: SELLER_PHONE });
    const none = await request(app, { method: 'POST', url: `/api/ads/${silent.id}/contact`, cookie });
    expect(none.json()).toEqual({ phone: null });
    const missing = await request(app, { method: 'POST', url: '/api/ads/nope/contact', cookie });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a cross-site reveal', async () => {
    const { cookie } = await signedIn(database());
    const res = await app.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it(`stops a person after ${CONTACT_REVEALS_PER_HOUR} reveals in an hour, with a clear message`, async () => {
    const first = await signedIn(database());
    for (let i = 0; i < CONTACT_REVEALS_PER_HOUR; i += 1) {
      const ok = await request(app, {
        method: 'POST',
        url: `/api/ads/${ad.id}/contact`,
        cookie: first.cookie,
      });
      expect(ok.statusCode).toBe(200);
    }
    const over = await request(app, {
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      cookie: first.cookie,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ code: 'too_many_requests', message: REVEAL_LIMIT_MESSAGE });
    expect(over.body).not.toContain(DIGITS);
    // The limit is per person: someone else on the same address can still reveal.
    const second = await signedIn(database());
    const other = await request(app, {
      method: 'POST',
      url: `/api/ads/${ad.id}/contact`,
      cookie: second.cookie,
    });
    expect(other.statusCode).toBe(200);
  });

  it('never puts the number in lists, home rows, search, suggestions, facets, locations or the page', async () => {
    const { cookie } = await signedIn(database());
    const urls = [
      '/api/ads?category=mobiles',
      '/api/ads?category=mobiles&q=galaxy',
      '/api/ads?category=propertyforrent',
      '/api/ads/facets?category=mobiles',
      '/api/home',
      '/api/home?location=Lahore',
      '/api/search?q=galaxy',
      `/api/search?q=${DIGITS}`,
      '/api/suggestions?q=galaxy',
      '/api/locations',
      `/api/ads/${ad.id}`,
      `/mobile-phones/${ad.id}`,
    ];
    for (const c of [undefined, cookie])
      for (const url of urls) {
        const res = await request(app, { url, cookie: c });
        expect(res.body.replace(/\D/g, ''), url).not.toContain(DIGITS);
      }
    // And a search for the number finds nothing: it is not searchable text.
    expect((await request(app, { url: `/api/ads?category=mobiles&q=${DIGITS}` })).json().total).toBe(0);
  });

  it('gives an ad URL Open Graph tags with title, price, location and the cover, escaped', async () => {
    const res = await request(app, { url: `/mobile-phones/${ad.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escapedTitle = 'Galaxy S24 &lt;b&gt;&quot;mint&quot;&lt;/b&gt; &amp; boxed';
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}">`);
    expect(html).toContain('<meta property="og:description" content="Rs. 85,000 · Lahore">');
    expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/media/${COVER}-1600.webp">`);
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/mobile-phones/${ad.id}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<title>${escapedTitle} | B/S</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>"mint"');
  });

  it('writes a title with $& and $` into the Open Graph tags as it is, not as replace() patterns', async () => {
    const tricky = await insertAd(database().db, sellerId, { form: { Title: "Deal $& more $` and $' too" } });
    const res = await request(app, { url: `/mobile-phones/${tricky.id}` });
    expect(res.body).toContain('<meta property="og:title" content="Deal $&amp; more $` and $&#39; too">');
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it('gives rent its monthly price and adds nothing to other pages', async () => {
    const rent = await request(app, { url: `/houses/${rental.id}` });
    expect(rent.body).toContain('content="Rs. 65,000/month · Lahore"');
    for (const url of ['/my-ads', '/', '/motors', '/MOTORS/', '/post/mobiles/samsung', '/edit-post/x']) {
      const res = await request(app, { url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:title');
      expect(res.body).toContain('<title>B/S</title>');
    }
  });

  it('writes lang and dir on <html> from the bs_lang cookie, so Urdu is right to left at first paint', async () => {
    const urdu = await request(app, { url: '/motors', headers: { cookie: 'theme=x; bs_lang=ur' } });
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.headers.vary).toContain('Cookie');
    for (const cookie of ['bs_lang=en', 'bs_lang=fr', '']) {
      const res = await request(app, { url: '/motors', headers: { cookie } });
      expect(res.body, cookie).not.toContain('dir="rtl"');
    }
  });

  it('answers 404 with a title that says so for missing ads and unknown pages', async () => {
    for (const url of [
      '/mobile-phones/00000000-0000-4000-8000-000000000000',
      '/mobile-phones/abc',
      `/nowhere/${ad.id}`,
    ]) {
      const res = await request(app, { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('og:title');
      expect(res.body).toContain('<title>Ad not found | B/S</title>');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/no/such/page/here', '/post/a/b/c/d', '/my-ads/x/y']) {
      const res = await request(app, { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Page not found | B/S</title>');
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});
