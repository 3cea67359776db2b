// Verified phone numbers (decision 186) end to end through the API, on PGlite and PostgreSQL: the
// code read from the development outbox, its expiry, the five tries, the limits per number and per
// person, reuse, bad input in the person's language, removal, the badge on an ad, and the signal
// moderators get when two accounts verify one number.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdDetail } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import { UR_MESSAGES } from '../../domain/messages-ur';
import type { VerifiedPhonesResponse } from '../../domain/phone-api';
import { phoneCodes, users, verifiedPhones } from '../db/schema';
import type { ModerationAdResponse, ModerationQueueResponse } from '../../domain/moderation-api';
import { insertAd } from '../../../test/support/server/ad-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { askCode, outboxCode, typeCode, verifyThroughOutbox } from '../../../test/support/server/phones';
import { hasVerifiedPhone, sendCode, sharedNumbersOf, verifiedAmong } from './service';

const MODERATOR = 'mod@bs.pk';
// Numbers counted up from a random start: each call's is new in the run. Each used to add its own
// random 0–999 to steps of 37, so two calls could meet, and a 'fresh' number arrived already holding
// another test's codes (a 429 from the per-number limit, seen once in CI).
let n = 1_000_000 + Math.floor(Math.random() * 8_000_000);
/** A fresh number per test, so the per-number limit of one test never spills into another. */
const freshNumber = () => `0345-${String((n += 1)).slice(-7)}`;

describeEachDatabase('Verified phone numbers', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [MODERATOR] });
  });
  afterAll(() => app.close());

  const codesOf = (userId: string) => db().db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId));
  const verified = async (cookie: string) =>
    (await request(app, { url: '/api/me/phones', cookie })).json<VerifiedPhonesResponse>();

  it('sends a 6-digit code to the outbox, keeps only its hash, and verifies the number with it', async () => {
    const me = await signedIn(db(), 'Ayesha Seller');
    const phone = freshNumber();
    // The ad form's spellings are accepted: +92 with spaces is the same number.
    const typed = `+92 ${phone.slice(1, 4)} ${phone.slice(5)}`;
    const asked = await askCode(app, me.cookie, typed);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ phone });
    expect(asked.headers['cache-control']).toBe('no-store');
    const code = await outboxCode(app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codesOf(me.userId);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(new Date(row!.expiresAt).getTime() - new Date(row!.createdAt).getTime()).toBe(10 * 60 * 1000);

    const ok = await typeCode(app, me.cookie, phone, code!);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<VerifiedPhonesResponse>().items.map((i) => i.phone)).toEqual([phone]);
    expect(await hasVerifiedPhone(db().db, me.userId)).toBe(true);
    expect(await verifiedAmong(db().db, me.userId, [phone, '0300-0000000'])).toEqual([phone]);

    // Reused: a code works once.
    const again = await typeCode(app, me.cookie, phone, code!);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ messageCode: 'phone.codeUsed' });
  });

  it('refuses an expired code, and takes the new one asked for after it', async () => {
    const me = await signedIn(db());
    const phone = freshNumber();
    await askCode(app, me.cookie, phone);
    const code = await outboxCode(app, phone);
    await db().db.execute(
      sql`update phone_codes set expires_at = now() - interval '1 second' where user_id = ${me.userId}`,
    );
    const late = await typeCode(app, me.cookie, phone, code!);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({ messageCode: 'phone.codeExpired' });
    expect((await verified(me.cookie)).items).toEqual([]);

    expect((await askCode(app, me.cookie, phone)).statusCode).toBe(201);
    const fresh = await outboxCode(app, phone);
    expect((await typeCode(app, me.cookie, phone, fresh!)).statusCode).toBe(200);
  });

  it('ends a code after 5 wrong tries: even the right code then fails', async () => {
    const me = await signedIn(db());
    const phone = freshNumber();
    await askCode(app, me.cookie, phone);
    const code = (await outboxCode(app, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await typeCode(app, me.cookie, phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ messageCode: 'phone.codeWrong', values: { left } });
    }
    const fifth = await typeCode(app, me.cookie, phone, wrong);
    expect(fifth.json().error).toMatchObject({ messageCode: 'phone.codeEnded' });
    const right = await typeCode(app, me.cookie, phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toMatchObject({ messageCode: 'phone.codeEnded' });
    expect((await verified(me.cookie)).items).toEqual([]);
    expect((await codesOf(me.userId))[0]!.tries).toBe(5);
  });

  it('sends at most 3 codes to one number in an hour, whoever asks', async () => {
    const phone = freshNumber();
    const a = await signedIn(db());
    const b = await signedIn(db());
    for (const who of [a, a, b]) expect((await askCode(app, who.cookie, phone)).statusCode).toBe(201);
    const fourth = await askCode(app, b.cookie, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({ messageCode: 'phone.perNumber' });
    // Another number is not held by it.
    expect((await askCode(app, b.cookie, freshNumber())).statusCode).toBe(201);
    // An hour later the number may have codes again.
    await db().db.execute(
      sql`update phone_codes set created_at = now() - interval '61 minutes' where phone = ${phone}`,
    );
    expect((await askCode(app, b.cookie, phone)).statusCode).toBe(201);
  });

  it('gives one person at most 10 codes a day, to any numbers', async () => {
    const me = await signedIn(db());
    for (let i = 0; i < 10; i += 1)
      expect((await askCode(app, me.cookie, freshNumber())).statusCode).toBe(201);
    const eleventh = await askCode(app, me.cookie, freshNumber());
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatchObject({ messageCode: 'phone.perDay' });
    expect(await codesOf(me.userId)).toHaveLength(10);
    // Someone else is not held by it.
    expect((await askCode(app, (await signedIn(db())).cookie, freshNumber())).statusCode).toBe(201);
  });

  it('refuses bad codes and numbers in the person’s language, saving nothing', async () => {
    const me = await signedIn(db());
    const phone = freshNumber();
    const refusedNumbers = [
      '+44 20 7946 0958',
      '0300-12345',
      '04235761234',
      'abc',
      '0300\u00001234567',
      '\ud800',
    ];
    for (const bad of refusedNumbers) {
      const res = await askCode(app, me.cookie, bad);
      expect(res.statusCode, bad).toBe(400);
      const error = res.json().error;
      expect(['form.phoneInvalid', 'form.nulCharacter', 'form.brokenCharacter'], bad).toContain(
        error.fieldCodes.phone.code,
      );
    }
    // Asked in Urdu, the page words the code in Urdu: it has the Urdu of every one of these codes.
    for (const code of [
      'phone.codeFormat',
      'phone.codeWrong',
      'phone.codeExpired',
      'phone.codeUsed',
    ] as const)
      expect(UR_MESSAGES[code]).not.toBe(MESSAGES[code]);
    expect(await codesOf(me.userId)).toEqual([]);

    expect((await askCode(app, me.cookie, phone)).statusCode).toBe(201);
    const code = (await outboxCode(app, phone))!;
    for (const bad of [
      '12345',
      '1234567',
      '12a456',
      '١٢٣٤٥٦',
      '123\u0000456',
      '\udc00\udc00\udc00\udc00\udc00\udc00',
    ]) {
      const res = await typeCode(app, me.cookie, phone, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(['phone.codeFormat', 'form.nulCharacter', 'form.brokenCharacter'], bad).toContain(
        res.json().error.fieldCodes.code.code,
      );
    }
    // None of those was a try.
    expect((await codesOf(me.userId))[0]!.tries).toBe(0);
    // A code for a number that had none.
    const none = await typeCode(app, me.cookie, freshNumber(), code);
    expect(none.json().error).toMatchObject({ messageCode: 'phone.noCode' });
    // The well-formed request is accepted.
    expect((await typeCode(app, me.cookie, phone, code)).statusCode).toBe(200);
  });

  it('shows Verified on an ad whose number the seller verified, not on another number', async () => {
    const seller = await signedIn(db(), 'Bilal');
    const phone = freshNumber();
    const other = freshNumber();
    const withVerified = await insertAd(db().db, seller.userId, { phone });
    const withOther = await insertAd(db().db, seller.userId, { phone: other });
    const buyer = await signedIn(db(), 'Buyer');
    const detail = async (id: string) =>
      (await request(app, { url: `/api/ads/${id}`, cookie: buyer.cookie })).json<AdDetail>();
    expect((await detail(withVerified.id)).phoneVerified).toBe(false);

    await verifyThroughOutbox(app, seller.cookie, phone);
    expect((await detail(withVerified.id)).phoneVerified).toBe(true);
    expect((await detail(withOther.id)).phoneVerified).toBe(false);
    // The badge says nothing of the number itself.
    expect(JSON.stringify(await detail(withVerified.id))).not.toContain(phone);

    // Removed, the badge goes.
    const removed = await request(app, {
      method: 'DELETE',
      url: `/api/me/phones/${phone}`,
      cookie: seller.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect((await detail(withVerified.id)).phoneVerified).toBe(false);
  });

  it('removes only the person’s own numbers', async () => {
    const owner = await signedIn(db());
    const stranger = await signedIn(db());
    const phone = freshNumber();
    await verifyThroughOutbox(app, owner.cookie, phone);
    const del = (cookie: string, p: string) =>
      request(app, { method: 'DELETE', url: `/api/me/phones/${encodeURIComponent(p)}`, cookie });
    const theirs = await del(stranger.cookie, phone);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toMatchObject({ messageCode: 'phone.notFound' });
    expect((await del(owner.cookie, 'not-a-number')).statusCode).toBe(404);
    expect((await verified(owner.cookie)).items).toHaveLength(1);
    expect((await del(owner.cookie, phone)).statusCode).toBe(204);
    expect((await verified(owner.cookie)).items).toEqual([]);
  });

  it('walks every phone route: signed out is a 401, banned is a 403, and neither leaves a row', async () => {
    const routes = app.routeTable.filter((r) => r.url.startsWith('/api/me/phones'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/me/phones/:phone',
      'GET /api/me/phones',
      'HEAD /api/me/phones',
      'POST /api/me/phones/codes',
      'POST /api/me/phones/verify',
    ]);
    const banned = await signedIn(db(), 'Banned Seller');
    const phone = freshNumber();
    await db().db.execute(sql`update users set banned_at = now() where id = ${banned.userId}`);
    const payload = { phone, code: '123456' };
    for (const r of routes) {
      const url = r.url.replace(':phone', phone);
      const method = r.method as 'POST';
      const out = await request(app, { method, url, payload: method === 'POST' ? payload : undefined });
      expect(out.statusCode, `${r.method} ${r.url}`).toBe(401);
      if (r.method === 'GET' || r.method === 'HEAD') continue;
      const refused = await request(app, { method, url, cookie: banned.cookie, payload });
      expect(refused.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'suspended', messageCode: 'account.suspended' });
    }
    expect(await codesOf(banned.userId)).toEqual([]);
    // A ban that lands after the route guard let the request in is refused under the row lock.
    const late = await signedIn(db());
    const lockDeps = {
      db: db().db,
      sender: { kind: 'outbox' as const, send: async () => {} },
      key: Buffer.alloc(32),
    };
    await db().db.execute(sql`update users set banned_at = now() where id = ${late.userId}`);
    await expect(sendCode(lockDeps, late.userId, phone)).rejects.toMatchObject({ status: 403 });
    expect(await codesOf(late.userId)).toEqual([]);
  });

  it('tells moderators when one number is verified on two accounts, on both accounts', async () => {
    const first = await signedIn(db(), 'First Account');
    const second = await signedIn(db(), 'Second Account');
    const phone = freshNumber();
    await verifyThroughOutbox(app, first.cookie, phone);
    await verifyThroughOutbox(app, second.cookie, phone);
    expect(await sharedNumbersOf(db().db, first.userId)).toEqual([
      { phone, others: [{ id: second.userId, name: 'Second Account', banned: false }] },
    ]);
    expect(await sharedNumbersOf(db().db, second.userId)).toEqual([
      { phone, others: [{ id: first.userId, name: 'First Account', banned: false }] },
    ]);
    expect(await db().db.select().from(verifiedPhones).where(eq(verifiedPhones.phone, phone))).toHaveLength(
      2,
    );
    // On each account's card in /admin, the other account is named.
    const mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: MODERATOR }).where(eq(users.id, mod.userId));
    for (const [who, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const ad = await insertAd(db().db, who.userId);
      const card = await request(app, { url: `/api/admin/ads/${ad.id}`, cookie: mod.cookie });
      expect(card.statusCode, card.body).toBe(200);
      expect(card.json<ModerationAdResponse>().seller.sharedNumbers).toEqual([
        { phone, others: [expect.objectContaining({ id: other.userId })] },
      ]);
    }
    // And on the cards of a reported conversation between them: each shares a number with the other.
    const ad = await insertAd(db().db, first.userId);
    const opened = await request(app, {
      method: 'POST',
      url: '/api/chat/conversations',
      cookie: second.cookie,
      payload: { adId: ad.id },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conversationId = opened.json<{ id: string }>().id;
    await request(app, {
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      cookie: second.cookie,
      payload: { body: 'Is it still available?' },
    });
    const reported = await request(app, {
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/report`,
      cookie: first.cookie,
      payload: { reason: 'Asks for an advance' },
    });
    expect(reported.statusCode, reported.body).toBeLessThan(300);
    const queue = await request(app, { url: '/api/admin/reports', cookie: mod.cookie });
    const item = queue.json<ModerationQueueResponse>().conversations.find((c) => c.id === conversationId);
    expect(item?.buyer.sharesNumberWith).toBe(1);
    expect(item?.seller.sharesNumberWith).toBe(1);
    // A seller whose number nobody else verified has no such line.
    const alone = await signedIn(db());
    await verifyThroughOutbox(app, alone.cookie, freshNumber());
    const lonely = await insertAd(db().db, alone.userId);
    const card = await request(app, { url: `/api/admin/ads/${lonely.id}`, cookie: mod.cookie });
    expect(card.json<ModerationAdResponse>().seller.sharedNumbers).toEqual([]);
  });
});
