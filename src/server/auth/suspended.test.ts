// A ban holds everywhere (decision 141): a suspended person signs in and reads, but every route that
// changes something or reveals a phone number answers 403 'Your account has been suspended.'. The
// route table is walked, so a route added later is covered by this test without anyone listing it.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MeResponse, MyAdsResponse } from '../../domain/api';
import { REPORT_MSG } from '../../domain/safety/reports';
import { adReports, chatConversations, chatMessages, users } from '../db/schema';
import { reportAd } from '../moderation/report-service';
import { sendMessage } from '../chat/chat-service';
import { TEST_PHONE, insertAd } from '../../../test/support/server/ad-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { smallImage } from '../../../test/support/server/test-images';
import { uploadFiles } from '../../../test/support/server/photos';
import { SESSION_COOKIE } from './sessions';
import { signIn } from './sign-in';
import { guardsRoute } from './guard';
import { escapeHtml } from '../http/html';

const SUSPENDED = 'Your account has been suspended.';
const ADMIN = 'mod@bs.pk';

/** The only changes a suspended person may still make: signing in (the issuer) and out, and asking
 * for their ban to be looked at again (decision 189). */
const ALLOWED_WHILE_SUSPENDED = [
  'POST /api/me/suspension/review',
  'POST /auth/logout',
  'POST /auth/logout-all',
  'POST /auth/logout/form',
  'POST /dev-oidc/authorize',
  'POST /dev-oidc/token',
];

describeEachDatabase('A suspended account', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN], devSignIn: true });
  });
  afterAll(() => app.close());

  const ban = async (userId: string) => {
    const mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
    const res = await request(app, {
      method: 'POST',
      url: `/api/admin/users/${userId}/ban`,
      cookie: mod.cookie,
      payload: { reason: 'Advance-fee scam' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Signs the person in again through the real sign-in, as on another phone after a ban. */
  const signInAgain = async (userId: string) => {
    const [u] = await db().db.select().from(users).where(eq(users.id, userId));
    const { token } = await signIn(
      db().db,
      { iss: u!.issuer, sub: u!.subject, email: u!.email, email_verified: true },
      undefined,
    );
    return `${SESSION_COOKIE}=${token}`;
  };

  it('every route that changes something or reveals refuses a suspended session', async () => {
    const banned = await signedIn(db(), 'Banned Person');
    await db().db.execute(sql`update users set banned_at = now() where id = ${banned.userId}`);

    const guarded = app.routeTable.filter((r) => guardsRoute(r.method, r.config));
    const allowed = app.routeTable
      .filter((r) => r.config.banned === 'allowed')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    // Opting out is a visible decision: adding one changes this list.
    expect(allowed).toEqual(ALLOWED_WHILE_SUSPENDED);
    // Every change the issue names is among the routes walked.
    const walked = guarded.map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'POST /api/ads',
      'PUT /api/ads/:id',
      'POST /api/ads/:id/renew',
      'POST /api/ads/:id/contact',
      'POST /api/ads/:id/reports',
      'POST /api/images',
      'POST /api/chat/conversations',
      'POST /api/chat/conversations/:id/messages',
      'DELETE /api/me',
      'POST /api/me/phones/codes',
      'POST /api/me/phones/verify',
      'DELETE /api/me/phones/:phone',
      'PATCH /api/me/display-name',
      'POST /api/chat/conversations/:id/review',
      'POST /api/reviews/:id/reply',
      'POST /api/reviews/:id/report',
    ])
      expect(walked).toContain(route);
    // Every unsafe route is guarded unless it opted out.
    const unsafe = app.routeTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(unsafe.length).toBe(guarded.length + allowed.length);

    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'x');
      const send = (cookie: string) =>
        request(app, { method: route.method as 'POST', url, cookie, payload: {} });
      const refused = await send(banned.cookie);
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      // A form posted without the app is told on a page, in the same words (decision 208).
      if (route.config.form)
        expect(refused.body, `${route.method} ${route.url}`).toContain(`<h1>${escapeHtml(SUSPENDED)}</h1>`);
      else
        expect(refused.json().error, `${route.method} ${route.url}`).toMatchObject({
          code: 'suspended',
          message: SUSPENDED,
        });
      // The same request from someone in good standing (a fresh one: DELETE /api/me ends them) is not.
      const other = await send((await signedIn(db(), 'Fine Person')).cookie);
      expect(other.body, `${route.method} ${route.url}`).not.toContain(SUSPENDED);
    }
  });

  it('signs in again and reads, but cannot chat, report, reveal a number or upload', async () => {
    const seller = await signedIn(db(), 'Scam Seller');
    const mine = await insertAd(db().db, seller.userId, { brand: 'Apple', model: 'iPhone 12' });
    const other = await signedIn(db(), 'Honest Seller');
    const theirs = await insertAd(db().db, other.userId, { brand: 'Samsung', model: 'Galaxy S21' });
    // A conversation from before the ban, where the seller was the buyer.
    const before = await request(app, {
      method: 'POST',
      url: '/api/chat/conversations',
      cookie: seller.cookie,
      payload: { adId: theirs.id },
    });
    expect(before.statusCode).toBe(201);
    const conversationId = before.json<{ id: string }>().id;

    await ban(seller.userId);
    // Their session stays, so the next page they open can say why (decision 189).
    expect(
      (await request(app, { url: '/api/me', cookie: seller.cookie })).json<MeResponse>().user,
    ).toMatchObject({ id: seller.userId, suspended: true });
    const cookie = await signInAgain(seller.userId);

    // Reading works: who they are, and My Ads with the reason their ads are hidden.
    const me = await request(app, { url: '/api/me', cookie });
    expect(me.json<MeResponse>().user).toMatchObject({ id: seller.userId, suspended: true });
    const myAds = await request(app, { url: '/api/my-ads', cookie });
    expect(myAds.statusCode).toBe(200);
    expect(myAds.json<MyAdsResponse>().items.find((a) => a.id === mine.id)).toMatchObject({
      status: 'hidden',
      hiddenReason: REPORT_MSG.suspended,
    });
    expect((await request(app, { url: `/api/ads/${theirs.id}`, cookie })).statusCode).toBe(200);

    const post = (url: string, payload: object) => request(app, { method: 'POST', url, cookie, payload });
    const answers = [
      await post('/api/chat/conversations', { adId: (await insertAd(db().db, other.userId)).id }),
      await sendText(app, cookie, conversationId, 'Send the advance first'),
      await post(`/api/ads/${theirs.id}/reports`, { reason: 'fraud' }),
      await post(`/api/ads/${theirs.id}/contact`, {}),
      await uploadFiles(app, cookie, [{ filename: 'p.jpg', bytes: await smallImage('jpeg') }]),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(SUSPENDED);
      expect(res.body).not.toContain(TEST_PHONE);
    }
    // Nothing was stored.
    expect(
      await db().db.select().from(chatConversations).where(eq(chatConversations.buyerId, seller.userId)),
    ).toHaveLength(1);
    expect(
      await db().db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)),
    ).toEqual([]);
    expect(await db().db.select().from(adReports).where(eq(adReports.reporterId, seller.userId))).toEqual([]);
    // Signing out is still theirs to do.
    expect((await post('/auth/logout', {})).statusCode).toBe(204);
  });

  it('refuses a change already under way when the ban lands: the person row lock reads it again', async () => {
    const c = await openConversation(app, db());
    const ad = await insertAd(db().db, c.seller.userId);
    // The route guard let these requests in; the ban commits before their transactions take the lock.
    await db().db.execute(sql`update users set banned_at = now() where id = ${c.buyer.userId}`);
    const deps = { db: db().db, publish: async () => {}, log: app.log };
    await expect(sendMessage(deps, c.buyer.userId, c.id, { body: 'hello' })).rejects.toMatchObject({
      status: 403,
      message: SUSPENDED,
    });
    await expect(
      reportAd(db().db, c.buyer.userId, ad.id, { reason: 'fraud', note: '' }),
    ).rejects.toMatchObject({ status: 403, message: SUSPENDED });
  });
});
