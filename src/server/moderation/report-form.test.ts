// 'Report' as a form posted without the app (decision 213): the JSON route's service behind the same
// guards, answered as a browser expects of a form (303 back with the thanks, a page for an error),
// never JSON; and a form sent twice is one report.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_NOTE_MAX_LENGTH, REPORTS_PER_DAY } from '../../domain/limits';
import { REPORT_MSG } from '../../domain/safety/reports';
import { adReports, users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { createSeller, insertAd, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('Reporting an ad with a form', (db) => {
  let app: FastifyInstance;
  let sellerId: string;
  let seller: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db());
    seller = await signedIn(db(), 'Selling Saima');
    sellerId = await createSeller(db().db);
  });
  afterAll(() => app.close());

  const post = (adId: string, body: string, cookie?: string, headers: Record<string, string> = {}) =>
    request(app, {
      method: 'POST',
      url: `/api/ads/${adId}/reports/form`,
      cookie,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const reportsOf = (adId: string) => db().db.select().from(adReports).where(eq(adReports.adId, adId));
  const expectPage = (
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    status: number,
    text: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(text);
    expect(res.body).not.toContain('"error"');
  };

  it('stores the report and sends the browser back to the ad with the thanks', async () => {
    const reporter = await signedIn(db(), 'Reporting Rabia');
    const ad = await insertAd(db().db, sellerId);
    const back = `/mobile-phones/${ad.id}`;
    const res = await post(
      ad.id,
      form({ reason: 'fraud', note: 'Asked for an advance', back }),
      reporter.cookie,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(back);
    expect(res.headers['set-cookie']).toContain('bs_notice=reported');
    const rows = await reportsOf(ad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: reporter.userId,
      reason: 'fraud',
      note: 'Asked for an advance',
    });
  });

  it('is one report however often the same form comes (a tap before the app, replayed)', async () => {
    const reporter = await signedIn(db(), 'Twice Tahir');
    const ad = await insertAd(db().db, sellerId);
    const body = form({ reason: 'sold', back: '/' });
    const [first, second] = await Promise.all([
      post(ad.id, body, reporter.cookie),
      post(ad.id, body, reporter.cookie),
    ]);
    const third = await post(ad.id, body, reporter.cookie);
    for (const res of [first, second, third]) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
    }
    const notices = [first, second, third].map(
      (res) => String(res.headers['set-cookie']).match(/bs_notice=(\w+)/)?.[1],
    );
    expect(notices.sort()).toEqual(['alreadyReported', 'alreadyReported', 'reported']);
    expect(await reportsOf(ad.id)).toHaveLength(1);
  });

  it('sends a signed-out person to sign in and back to the ad, and stores nothing', async () => {
    const ad = await insertAd(db().db, sellerId);
    const back = `/motors/${ad.id}`;
    const res = await post(ad.id, form({ reason: 'fraud', back }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/auth/login?returnTo=${encodeURIComponent(back)}`);
    expect(await reportsOf(ad.id)).toHaveLength(0);
  });

  it("refuses one's own ad with a page, and takes another's", async () => {
    const own = await insertAd(db().db, seller.userId);
    expectPage(
      await post(own.id, form({ reason: 'fraud', back: '/' }), seller.cookie),
      400,
      'You cannot report your own ad.',
    );
    expect(await reportsOf(own.id)).toHaveLength(0);
    const other = await insertAd(db().db, sellerId);
    expect((await post(other.id, form({ reason: 'fraud', back: '/' }), seller.cookie)).statusCode).toBe(303);
  });

  it('refuses a suspended person with a page, as the JSON route does', async () => {
    const banned = await signedIn(db(), 'Banned Babar');
    const ad = await insertAd(db().db, sellerId);
    expect((await post(ad.id, form({ reason: 'fraud', back: '/' }), banned.cookie)).statusCode).toBe(303);
    const next = await insertAd(db().db, sellerId);
    await db().db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.userId));
    const res = await post(next.id, form({ reason: 'fraud', back: '/' }), banned.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(await reportsOf(next.id)).toHaveLength(0);
  });

  it(`stops a person after ${REPORTS_PER_DAY} reports a day, with a page in their language`, async () => {
    const reporter = await signedIn(db(), 'Busy Bushra');
    const many = await insertAds(
      db().db,
      sellerId,
      Array.from({ length: REPORTS_PER_DAY + 1 }, () => ({})),
    );
    for (const ad of many.slice(0, REPORTS_PER_DAY))
      expect((await post(ad.id, form({ reason: 'duplicate' }), reporter.cookie)).statusCode).toBe(303);
    const last = many[REPORTS_PER_DAY]!.id;
    expectPage(await post(last, form({ reason: 'duplicate' }), reporter.cookie), 429, REPORT_MSG.perDay);
    const urdu = await post(last, form({ reason: 'duplicate' }), `${reporter.cookie}; bs_lang=ur`);
    expect(urdu.statusCode).toBe(429);
    expect(urdu.body).toContain('dir="rtl"');
    expect(urdu.body).not.toContain(REPORT_MSG.perDay);
    expect(await reportsOf(last)).toHaveLength(0);
  });

  it('refuses a form without a reason, with an unknown one, or Other without a note; takes each set right', async () => {
    const reporter = await signedIn(db(), 'Careful Kamran');
    const [a, b, c] = await insertAds(db().db, sellerId, [{}, {}, {}]);
    expectPage(
      await post(a!.id, form({ note: 'No reason', back: '/' }), reporter.cookie),
      400,
      'Choose a reason',
    );
    expect(
      (await post(a!.id, form({ reason: 'fraud', note: 'No reason', back: '/' }), reporter.cookie))
        .statusCode,
    ).toBe(303);
    expectPage(
      await post(b!.id, form({ reason: 'ugly', back: '/' }), reporter.cookie),
      400,
      'Choose a reason',
    );
    expect((await post(b!.id, form({ reason: 'offensive', back: '/' }), reporter.cookie)).statusCode).toBe(
      303,
    );
    expectPage(
      await post(c!.id, form({ reason: 'other', back: '/' }), reporter.cookie),
      400,
      'Please tell us what is wrong',
    );
    expect(
      (await post(c!.id, form({ reason: 'other', note: 'Stolen photos', back: '/' }), reporter.cookie))
        .statusCode,
    ).toBe(303);
    for (const ad of [a, b, c]) expect(await reportsOf(ad!.id)).toHaveLength(1);
  });

  it('refuses a note of 10,000 characters with a page, and takes one at the limit', async () => {
    const reporter = await signedIn(db(), 'Wordy Waqas');
    const ad = await insertAd(db().db, sellerId);
    const long = await post(
      ad.id,
      form({ reason: 'fraud', note: 'x'.repeat(10_000), back: '/' }),
      reporter.cookie,
    );
    expect(long.statusCode).toBe(413);
    expect(long.headers['content-type']).toMatch(/^text\/html/);
    const over = await post(
      ad.id,
      form({ reason: 'fraud', note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1), back: '/' }),
      reporter.cookie,
    );
    expectPage(over, 400, REPORT_MSG.noteTooLong);
    expect(await reportsOf(ad.id)).toHaveLength(0);
    const atLimit = await post(
      ad.id,
      form({ reason: 'fraud', note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH), back: '/' }),
      reporter.cookie,
    );
    expect(atLimit.statusCode).toBe(303);
    expect(await reportsOf(ad.id)).toHaveLength(1);
  });

  it("refuses another site's form with a page, and takes this site's", async () => {
    const reporter = await signedIn(db(), 'Wary Wajiha');
    const ad = await insertAd(db().db, sellerId);
    const body = form({ reason: 'fraud', back: '/' });
    expectPage(
      await post(ad.id, body, reporter.cookie, { origin: 'https://evil.example' }),
      403,
      'This request came from another site and was refused.',
    );
    expectPage(
      await post(ad.id, body, reporter.cookie, { 'sec-fetch-site': 'cross-site' }),
      403,
      'This request came from another site and was refused.',
    );
    expect(await reportsOf(ad.id)).toHaveLength(0);
    expect((await post(ad.id, body, reporter.cookie, { origin: 'null' })).statusCode).toBe(303);
    expect(await reportsOf(ad.id)).toHaveLength(1);
  });

  it('never sends the browser to another site', async () => {
    const reporter = await signedIn(db(), 'Sure Sana');
    const ad = await insertAd(db().db, sellerId);
    const res = await post(ad.id, form({ reason: 'fraud', back: '//evil.example' }), reporter.cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });
});
