// Reports and every moderator action, each with its audit row; the admin API is a 404 to
// everyone but moderators, and nothing changes when a stranger tries.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  AdDetail,
  ListingResponse,
  MeResponse,
  MyAdsResponse,
  NotificationsResponse,
} from '../../domain/api';
import type { ModerationAdResponse, ModerationQueueResponse } from '../../domain/moderation-api';
import { REPORT_NOTE_MAX_LENGTH, REPORTS_PER_DAY } from '../../domain/limits';
import { REPORT_MSG } from '../../domain/safety/reports';
import { ads, adReports, moderationLog, sessions, users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds, insertAd, insertAds } from '../../../test/support/server/ad-factory';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';

const ADMIN = 'mod@bs.pk';

describeEachDatabase('Reports and moderation', (db) => {
  let app: FastifyInstance;
  let mod: { userId: string; cookie: string };
  let seller: { userId: string; cookie: string };
  let buyer: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN] });
    mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
    seller = await signedIn(db(), 'Seller');
    buyer = await signedIn(db(), 'Buyer');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await deleteAllAds(db().db);
    await db().db.execute(sql`delete from ad_reports`);
    await db().db.execute(sql`delete from moderation_log`);
  });

  const post = (url: string, cookie: string | undefined, payload: object = {}) =>
    request(app, { method: 'POST', url, cookie, payload });
  const report = (id: string, cookie: string, payload: object = { reason: 'fraud' }) =>
    post(`/api/ads/${id}/reports`, cookie, payload);
  const reportRows = (adId: string) => db().db.select().from(adReports).where(eq(adReports.adId, adId));
  const logRows = () => db().db.select().from(moderationLog);
  const adRow = async (id: string) => (await db().db.select().from(ads).where(eq(ads.id, id)))[0]!;

  it('takes a report and thanks the reporter; one open report per person per ad', async () => {
    const ad = await insertAd(db().db, seller.userId);
    const res = await report(ad.id, buyer.cookie, { reason: 'other', note: 'Asked for advance payment' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(REPORT_MSG.thanks);
    const again = await report(ad.id, buyer.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(REPORT_MSG.already);
    // Sent twice at once: still one row.
    const other = await signedIn(db());
    await Promise.all([report(ad.id, other.cookie), report(ad.id, other.cookie)]);
    const rows = await reportRows(ad.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.reporterId === buyer.userId)).toMatchObject({
      reason: 'other',
      note: 'Asked for advance payment',
    });
  });

  it('refuses bad reports with clear messages and stores nothing', async () => {
    const ad = await insertAd(db().db, seller.userId);
    const cases: [string, object, number, string][] = [
      [ad.id, { reason: 'nonsense' }, 400, REPORT_MSG.reasonRequired],
      [ad.id, {}, 400, REPORT_MSG.reasonRequired],
      [ad.id, { reason: 'other', note: '  ' }, 400, REPORT_MSG.noteRequired],
      [ad.id, { reason: 'other', note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) }, 400, REPORT_MSG.noteTooLong],
      ['4f7c1b0e-9d7a-4c8b-8f39-1a2b3c4d5e6f', { reason: 'fraud' }, 404, 'Ad not found.'],
      ['not-an-id', { reason: 'fraud' }, 404, 'Ad not found.'],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await report(id, buyer.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const own = await report(ad.id, seller.cookie);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(REPORT_MSG.ownAd);
    expect((await post(`/api/ads/${ad.id}/reports`, undefined, { reason: 'fraud' })).statusCode).toBe(401);
    const exactly = await report(ad.id, buyer.cookie, {
      reason: 'other',
      note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH),
    });
    expect(exactly.statusCode).toBe(201);
    await db().db.execute(sql`update ads set status = 'hidden', listed = false where id = ${ad.id}`);
    const hidden = await report(ad.id, (await signedIn(db())).cookie);
    expect(hidden.statusCode).toBe(404);
    expect(await reportRows(ad.id)).toHaveLength(1);
  });

  it(`stops a person after ${REPORTS_PER_DAY} reports a day`, async () => {
    const reporter = await signedIn(db());
    const many = await insertAds(
      db().db,
      seller.userId,
      Array.from({ length: REPORTS_PER_DAY + 1 }, () => ({})),
    );
    for (const ad of many.slice(0, REPORTS_PER_DAY))
      expect((await report(ad.id, reporter.cookie)).statusCode).toBe(201);
    const res = await report(many[REPORTS_PER_DAY]!.id, reporter.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(REPORT_MSG.perDay);
  });

  it('is a 404 for everyone but moderators, and a stranger changes nothing', async () => {
    const ad = await insertAd(db().db, seller.userId);
    await report(ad.id, buyer.cookie);
    for (const cookie of [undefined, buyer.cookie, seller.cookie]) {
      expect((await request(app, { url: '/api/admin/reports', cookie })).statusCode).toBe(404);
      expect((await request(app, { url: `/api/admin/ads/${ad.id}`, cookie })).statusCode).toBe(404);
      for (const action of ['dismiss', 'hide', 'restore'])
        expect((await post(`/api/admin/ads/${ad.id}/${action}`, cookie, { reason: 'x' })).statusCode).toBe(
          404,
        );
      for (const action of ['ban', 'unban'])
        expect(
          (await post(`/api/admin/users/${seller.userId}/${action}`, cookie, { reason: 'x' })).statusCode,
        ).toBe(404);
    }
    expect((await adRow(ad.id)).status).toBe('active');
    expect((await reportRows(ad.id))[0]!.status).toBe('open');
    expect((await db().db.select().from(users).where(eq(users.id, seller.userId)))[0]!.bannedAt).toBeNull();
    expect(await logRows()).toHaveLength(0);
    const me = await request(app, { url: '/api/me', cookie: buyer.cookie });
    expect(me.json<MeResponse>().user?.isModerator).toBe(false);
    const modMe = await request(app, { url: '/api/me', cookie: mod.cookie });
    expect(modMe.json<MeResponse>().user?.isModerator).toBe(true);
  });

  it('lists reported ads most reported first, with reasons, notes, the seller’s other ads and the log', async () => {
    const [once, twice, quiet] = await insertAds(db().db, seller.userId, [{}, {}, {}]);
    await report(once!.id, buyer.cookie, { reason: 'wrong_category' });
    await report(twice!.id, buyer.cookie, { reason: 'other', note: 'Same photos as another ad' });
    await report(twice!.id, (await signedIn(db(), 'Second')).cookie, { reason: 'fraud' });
    const queue = await request(app, { url: '/api/admin/reports', cookie: mod.cookie });
    expect(queue.statusCode).toBe(200);
    const items = queue.json<ModerationQueueResponse>().items;
    expect(items.map((i) => [i.id, i.openReports])).toEqual([
      [twice!.id, 2],
      [once!.id, 1],
    ]);
    expect(items[0]!.reasons.map((r) => r.label).sort()).toEqual(['Fraud or scam', 'Other']);
    const page = (
      await request(app, { url: `/api/admin/ads/${twice!.id}`, cookie: mod.cookie })
    ).json<ModerationAdResponse>();
    expect(page.reports.map((r) => r.note)).toContain('Same photos as another ad');
    expect(page.sellerAds.map((a) => [a.id, a.openReports]).sort()).toEqual(
      [
        [once!.id, 1],
        [quiet!.id, 0],
      ].sort(),
    );
  });

  it('dismisses reports, with an audit row', async () => {
    const ad = await insertAd(db().db, seller.userId);
    await report(ad.id, buyer.cookie);
    const res = await post(`/api/admin/ads/${ad.id}/dismiss`, mod.cookie, { reason: 'Looks genuine' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await reportRows(ad.id))[0]!.status).toBe('dismissed');
    expect((await request(app, { url: '/api/admin/reports', cookie: mod.cookie })).json().items).toEqual([]);
    const log = await logRows();
    expect(log).toMatchObject([
      {
        action: 'dismiss',
        adId: ad.id,
        moderatorId: mod.userId,
        moderatorEmail: ADMIN,
        reason: 'Looks genuine',
      },
    ]);
    // A new report after a dismissal is a new open report.
    expect((await report(ad.id, buyer.cookie)).statusCode).toBe(201);
  });

  it('hides an ad with a reason the seller sees; everyone else gets Ad not found; restore brings it back', async () => {
    const ad = await insertAd(db().db, seller.userId, { category: 'mobiles' });
    await report(ad.id, buyer.cookie);
    const noReason = await post(`/api/admin/ads/${ad.id}/hide`, mod.cookie, {});
    expect(noReason.statusCode).toBe(400);
    const res = await post(`/api/admin/ads/${ad.id}/hide`, mod.cookie, {
      reason: 'Scam reported by several buyers',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await adRow(ad.id)).toMatchObject({
      status: 'hidden',
      listed: false,
      hiddenReason: 'Scam reported by several buyers',
    });
    expect((await reportRows(ad.id))[0]!.status).toBe('actioned');

    const page = await request(app, { url: `/api/ads/${ad.id}`, cookie: buyer.cookie });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe('Ad not found.');
    expect((await post(`/api/ads/${ad.id}/contact`, buyer.cookie)).statusCode).toBe(404);
    expect((await request(app, { url: `/api/ads/${ad.id}`, cookie: seller.cookie })).statusCode).toBe(200);
    expect(
      (await request(app, { url: `/api/ads/${ad.id}`, cookie: mod.cookie })).json<AdDetail>().status,
    ).toBe('hidden');
    const listing = (await request(app, { url: '/api/ads?category=mobiles' })).json<ListingResponse>();
    expect(listing.items.map((a) => a.id)).not.toContain(ad.id);
    const mine = (await request(app, { url: '/api/my-ads', cookie: seller.cookie })).json<MyAdsResponse>();
    expect(mine.items[0]).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Scam reported by several buyers',
    });
    const bell = await request(app, { url: '/api/notifications', cookie: seller.cookie });
    expect(bell.json<NotificationsResponse>().items[0]).toMatchObject({
      kind: 'ad_hidden',
      title: 'Your ad was hidden by moderators',
      body: `${ad.title}. Reason: Scam reported by several buyers`,
    });

    const twice = await post(`/api/admin/ads/${ad.id}/hide`, mod.cookie, { reason: 'again' });
    expect(twice.statusCode).toBe(400);
    const restored = await post(`/api/admin/ads/${ad.id}/restore`, mod.cookie, {
      reason: 'Seller proved ownership',
    });
    expect(restored.statusCode).toBe(200);
    expect(await adRow(ad.id)).toMatchObject({ status: 'active', listed: true, hiddenReason: null });
    const log = (
      await request(app, { url: `/api/admin/ads/${ad.id}`, cookie: mod.cookie })
    ).json<ModerationAdResponse>().log;
    expect(log.map((l) => [l.action, l.reason, l.moderator])).toEqual([
      ['restore', 'Seller proved ownership', ADMIN],
      ['hide', 'Scam reported by several buyers', ADMIN],
    ]);
  });

  it('restores a hidden sold ad as sold, still out of browsing (decision 159)', async () => {
    const ad = await insertAd(db().db, seller.userId);
    expect((await post(`/api/ads/${ad.id}/sold`, seller.cookie)).statusCode).toBe(200);
    await post(`/api/admin/ads/${ad.id}/hide`, mod.cookie, { reason: 'Fake photos' });
    await post(`/api/admin/ads/${ad.id}/restore`, mod.cookie, { reason: 'Photos checked' });
    expect(await adRow(ad.id)).toMatchObject({ status: 'sold', listed: false });
  });

  it('bans a seller: ads hidden, told why, posting refused; unban restores exactly those ads', async () => {
    const victim = await signedIn(db(), 'Scammer');
    const [a1, a2, a3] = await insertAds(db().db, victim.userId, [{}, {}, {}]);
    await db().db.execute(
      sql`update ads set status = 'hidden', listed = false, hidden_reason = 'Earlier' where id = ${a3!.id}`,
    );
    const photo = await uploadPhoto(app, victim.cookie);
    const res = await post(`/api/admin/users/${victim.userId}/ban`, mod.cookie, {
      reason: 'Advance-fee scam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await adRow(a1!.id)).status).toBe('hidden');
    expect((await adRow(a2!.id)).listed).toBe(false);
    // Their session stays, to tell them why (decision 189); signed in again elsewhere, the same.
    expect(await db().db.select().from(sessions).where(eq(sessions.userId, victim.userId))).toHaveLength(1);
    expect((await request(app, { url: '/api/me', cookie: victim.cookie })).json().user).toMatchObject({
      suspended: true,
    });
    const again = await (async () => {
      const { createSession, SESSION_COOKIE } = await import('../auth/sessions');
      const { token } = await createSession(db().db, victim.userId);
      return `${SESSION_COOKIE}=${token}`;
    })();
    const posted = await request(app, {
      method: 'POST',
      url: '/api/ads',
      cookie: again,
      payload: validAdInput('mobiles', { images: [photo] }),
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().error.message).toBe('Your account has been suspended.');
    expect(
      (await post(`/api/admin/users/${victim.userId}/ban`, mod.cookie, { reason: 'x' })).statusCode,
    ).toBe(400);
    expect((await post(`/api/admin/users/${mod.userId}/ban`, mod.cookie, { reason: 'x' })).statusCode).toBe(
      400,
    );

    const unban = await post(`/api/admin/users/${victim.userId}/unban`, mod.cookie, {
      reason: 'Appeal accepted',
    });
    expect(unban.statusCode).toBe(200);
    expect((await adRow(a1!.id)).status).toBe('active');
    expect(await adRow(a3!.id)).toMatchObject({ status: 'hidden', hiddenReason: 'Earlier' });
    expect((await logRows()).map((l) => [l.action, l.targetUserId, l.reason]).sort()).toEqual(
      [
        ['ban', victim.userId, 'Advance-fee scam'],
        ['unban', victim.userId, 'Appeal accepted'],
      ].sort(),
    );
  });
});
