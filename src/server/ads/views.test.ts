// Ad views (decision 196): a person's browser opening an ad counts one view for its seller, once a
// day; the seller's own visits, scripts, crawlers and prefetches do not; the counts reach the database
// in batches, each once, in process and through Redis across two copies; only the owner sees them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdDetail, MyAdsResponse } from '../../domain/api';
import { adPath } from '../../domain/categories';
import { buildApp } from '../app';
import type { Ad } from '../db/schema';
import { memoryViewCounter } from '../shared/view-counter';
import { request, signedIn, testConfig } from '../../../test/support/server/app';
import { buildTestApp } from '../../../test/support/server/app';
import { insertAd } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { builtWebDir } from '../../../test/support/server/web-dir';
import { dropRedisKeys, redisPrefix, TEST_REDIS_URL } from '../../../test/support/server/redis';
import { isBrowserView } from './views';
import { createSession, SESSION_COOKIE } from '../auth/sessions';

const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
/** What a browser sends with the app's fetch of the ad. */
const APP_FETCH = {
  'user-agent': PHONE_BROWSER,
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};
/** What a browser sends opening the page (passed on by the server render to the ad's API call). */
const PAGE_LOAD = {
  'user-agent': PHONE_BROWSER,
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
};

describe('which requests are a person opening the ad', () => {
  const view = (headers: Record<string, string>) => isBrowserView({ headers });
  it('counts the page opened in a browser and the app fetching the ad', () => {
    expect(view(APP_FETCH)).toBe(true);
    expect(view({ ...APP_FETCH, 'sec-fetch-mode': 'same-origin' })).toBe(true);
    expect(view(PAGE_LOAD)).toBe(true);
    expect(view({ ...PAGE_LOAD, 'sec-fetch-site': 'cross-site' })).toBe(true);
  });
  it('does not count scripts, crawlers, previews, prefetches or other sites', () => {
    expect(view({})).toBe(false);
    expect(view({ 'user-agent': 'curl/8.5.0' })).toBe(false);
    expect(view({ ...APP_FETCH, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false);
    expect(view({ ...PAGE_LOAD, 'user-agent': 'WhatsApp/2.23.20.0 A' })).toBe(false);
    expect(view({ ...PAGE_LOAD, 'sec-purpose': 'prefetch' })).toBe(false);
    expect(view({ ...APP_FETCH, 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(view({ ...PAGE_LOAD, purpose: 'prefetch' })).toBe(false);
    expect(view({ ...APP_FETCH, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(view({ ...APP_FETCH, 'sec-fetch-mode': 'no-cors' })).toBe(false);
    expect(view({ ...PAGE_LOAD, 'sec-fetch-dest': 'iframe' })).toBe(false);
  });
});

describe('the in-process counter', () => {
  it('counts a viewer once per ad per Pakistan day, and again the next day', () => {
    const counter = memoryViewCounter();
    const morning = new Date('2026-11-27T04:00:00Z'); // 09:00 in Pakistan
    counter.count('ad-1', 'p1', morning);
    counter.count('ad-1', 'p1', new Date('2026-11-27T18:59:00Z')); // 23:59 the same day there
    counter.count('ad-1', 'p2', morning);
    counter.count('ad-2', 'p1', morning);
    counter.count('ad-1', 'p1', new Date('2026-11-27T19:00:00Z')); // midnight: a new day
    return expect(counter.drain()).resolves.toEqual(
      new Map([
        ['ad-1', 3],
        ['ad-2', 1],
      ]),
    );
  });
  it('gives each count to one drain, and keeps counts given back', async () => {
    const counter = memoryViewCounter();
    counter.count('ad-1', 'p1');
    const first = await counter.drain();
    expect(first).toEqual(new Map([['ad-1', 1]]));
    expect(await counter.drain()).toEqual(new Map());
    await counter.restore(first);
    counter.count('ad-1', 'p2');
    expect(await counter.drain()).toEqual(new Map([['ad-1', 2]]));
  });
});

/** A second session of the same person: their phone and their laptop are one viewer. */
async function anotherSession(app: FastifyInstance, userId: string): Promise<string> {
  const { token } = await createSession(app.db, userId);
  return `${SESSION_COOKIE}=${token}`;
}

function viewsSuite(name: string, redis: boolean) {
  describeEachDatabase(name, (database) => {
    const prefix = redisPrefix();
    let a: FastifyInstance;
    let b: FastifyInstance;
    let seller: { userId: string; cookie: string };
    let ad: Ad;
    const start = async () => {
      const app = await buildApp({
        config: testConfig(redis ? { redisUrl: TEST_REDIS_URL, redisPrefix: prefix } : {}),
        database: database(),
      });
      await app.ready();
      return app;
    };
    beforeAll(async () => {
      a = await start();
      // Two copies share views only through Redis; in process, one copy is the whole server.
      b = redis ? await start() : a;
      seller = await signedIn(database(), 'Seller of Views');
      ad = await insertAd(database().db, seller.userId, { form: { Title: 'Honda CD 70 2021' } });
    });
    afterAll(async () => {
      await a.close();
      if (b !== a) await b.close();
      if (redis) await dropRedisKeys(prefix);
    });

    const open = (app: FastifyInstance, cookie: string, headers: Record<string, string> = APP_FETCH) =>
      request(app, { url: `/api/ads/${ad.id}`, cookie, headers });
    const ownersCount = async () => {
      const detail = (await open(a, seller.cookie)).json<AdDetail>();
      const mine = (await request(a, { url: '/api/my-ads', cookie: seller.cookie })).json<MyAdsResponse>();
      const item = mine.items.find((i) => i.id === ad.id)!;
      expect(detail.views).toBe(item.views);
      return item.views;
    };
    const flushBoth = () => Promise.all([a.flushViews(), b.flushViews()]);

    it('counts each person once a day, not the seller, not a script, and shows the count to the seller only', async () => {
      const before = await ownersCount();
      const buyer = await signedIn(database(), 'Buyer One');
      const buyerAgain = await anotherSession(a, buyer.userId);
      // A script with a person's cookie, and a prefetch, are answered but not counted.
      expect((await open(a, buyer.cookie, { 'user-agent': 'curl/8.5.0' })).statusCode).toBe(200);
      expect((await open(b, buyer.cookie, { ...PAGE_LOAD, 'sec-purpose': 'prefetch' })).statusCode).toBe(200);
      await flushBoth();
      expect(await ownersCount()).toBe(before);
      // The seller opening their own ad, many times, counts nothing.
      for (let i = 0; i < 3; i += 1) expect((await open(b, seller.cookie)).statusCode).toBe(200);
      await flushBoth();
      expect(await ownersCount()).toBe(before);
      // The buyer's browser: the page, the app's fetch, another device, another copy: one view.
      const seen = await open(a, buyer.cookie, PAGE_LOAD);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<AdDetail>().views).toBeUndefined();
      expect((await open(b, buyer.cookie)).statusCode).toBe(200);
      expect((await open(a, buyerAgain)).statusCode).toBe(200);
      await flushBoth();
      expect(await ownersCount()).toBe(before + 1);
      // Another person is another view.
      const other = await signedIn(database(), 'Buyer Two');
      expect((await open(b, other.cookie)).statusCode).toBe(200);
      await flushBoth();
      expect(await ownersCount()).toBe(before + 2);
    });

    it('adds the batched counts up, each once however many flushes run', async () => {
      const before = await ownersCount();
      const people = await Promise.all([1, 2, 3, 4, 5].map((i) => signedIn(database(), `Looker ${i}`)));
      await Promise.all(people.map((p, i) => open(i % 2 ? a : b, p.cookie)));
      // Nothing is written before a flush: the requests only counted.
      expect(await ownersCount()).toBe(before);
      await Promise.all([a.flushViews(), b.flushViews(), a.flushViews(), b.flushViews()]);
      expect(await ownersCount()).toBe(before + 5);
      await flushBoth();
      expect(await ownersCount()).toBe(before + 5);
      // Counting goes on after a flush: the next one adds to what is there.
      const late = await signedIn(database(), 'Late Looker');
      expect((await open(b, late.cookie)).statusCode).toBe(200);
      await flushBoth();
      expect(await ownersCount()).toBe(before + 6);
    });

    it('leaves out a deleted ad and still writes the others', async () => {
      const gone = await insertAd(database().db, seller.userId);
      const before = await ownersCount();
      const buyer = await signedIn(database(), 'Buyer of Gone');
      const g = await request(a, { url: `/api/ads/${gone.id}`, cookie: buyer.cookie, headers: APP_FETCH });
      expect(g.statusCode).toBe(200);
      expect((await open(b, buyer.cookie)).statusCode).toBe(200);
      const del = await request(a, { method: 'DELETE', url: `/api/ads/${gone.id}`, cookie: seller.cookie });
      expect(del.statusCode).toBeLessThan(300);
      await flushBoth();
      expect(await ownersCount()).toBe(before + 1);
    });

    it('writes what was counted when the app closes', async () => {
      const c = await start();
      const before = await ownersCount();
      const buyer = await signedIn(database(), 'Last Buyer');
      expect((await open(c, buyer.cookie)).statusCode).toBe(200);
      await c.close();
      expect(await ownersCount()).toBe(before + 1);
    });
  });
}

viewsSuite('ad views counted in process', false);
viewsSuite('ad views counted through Redis by two copies', true);

/** A built web app whose server render, as the real one, asks the API for the ad of the page's URL. */
const webDirWithRender = () =>
  builtWebDir({
    render: `export const render = async ({ url, callApi }) => {
      const answer = await callApi('/api/ads/' + url.split('/').pop(), { method: 'GET' });
      return { kind: 'page', html: '<main>' + answer.status + '</main>', state: '{}', personal: true, modules: [] };
    };`,
  });

describeEachDatabase('ad views of pages drawn by the server', (database) => {
  let app: FastifyInstance;
  let ad: Ad;
  let seller: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(database(), { webDir: webDirWithRender() });
    seller = await signedIn(database(), 'Seller of Pages');
    ad = await insertAd(database().db, seller.userId);
  });
  afterAll(() => app.close());
  const views = async () => {
    await app.flushViews();
    return (await request(app, { url: `/api/ads/${ad.id}`, cookie: seller.cookie })).json<AdDetail>().views;
  };

  it('counts a page a browser opened, not a prefetch of it or a script fetching it', async () => {
    const page = adPath(ad.category as 'mobiles', ad.id);
    const buyer = await signedIn(database(), 'Page Opener');
    const prefetch = await request(app, {
      url: page,
      cookie: buyer.cookie,
      headers: { ...PAGE_LOAD, 'sec-purpose': 'prefetch' },
    });
    expect(prefetch.body).toContain('<main>200</main>');
    const script = await request(app, {
      url: page,
      cookie: buyer.cookie,
      headers: { 'user-agent': 'curl/8' },
    });
    expect(script.body).toContain('<main>200</main>');
    expect(await views()).toBe(0);
    const scopes = ['all', `cat:${ad.category}`];
    const browsing = await app.generations.current(scopes);
    const opened = await request(app, { url: page, cookie: buyer.cookie, headers: PAGE_LOAD });
    expect(opened.body).toContain('<main>200</main>');
    expect(await views()).toBe(1);
    // A view changes nothing buyers browse: no cached listing goes stale.
    expect(await app.generations.current(scopes)).toBe(browsing);
  });
});
