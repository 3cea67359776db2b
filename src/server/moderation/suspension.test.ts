// A banned person is told (decision 189): their session stays, GET /api/me/suspension says why, and
// they may ask once per ban for a moderator to look again; the request reaches the moderators' queue
// once, and the unban or 'keep the ban' answers it.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { MeResponse, SuspensionResponse } from '../../domain/api';
import type { ModerationQueueResponse } from '../../domain/moderation-api';
import { BAN_REVIEW_MAX_LENGTH } from '../../domain/limits';
import { banReviews, users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

const ADMIN = 'mod@bs.pk';

describeEachDatabase('A suspended person is told why and may ask for a review', (db) => {
  let app: FastifyInstance;
  let mod: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN] });
    mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await db().db.execute(sql`delete from ban_reviews`);
  });

  const post = (url: string, cookie: string | undefined, payload: object = {}) =>
    request(app, { method: 'POST', url, cookie, payload });
  const ban = async (userId: string, reason = 'Advance-fee scam') =>
    expect((await post(`/api/admin/users/${userId}/ban`, mod.cookie, { reason })).statusCode).toBe(200);
  const queue = async () =>
    (await request(app, { url: '/api/admin/reports', cookie: mod.cookie })).json<ModerationQueueResponse>();
  const ask = (cookie: string, text = 'The phone was mine; here is the box and the bill.') =>
    post('/api/me/suspension/review', cookie, { text });

  it('says why on the next request, and takes one request per ban', async () => {
    const person = await signedIn(db(), 'Bilal Banned');
    await ban(person.userId);
    const me = await request(app, { url: '/api/me', cookie: person.cookie });
    expect(me.json<MeResponse>().user).toMatchObject({ id: person.userId, suspended: true });
    const notice = await request(app, { url: '/api/me/suspension', cookie: person.cookie });
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.headers['cache-control']).toBe('no-store');
    expect(notice.json<SuspensionResponse>()).toMatchObject({
      reason: 'Advance-fee scam',
      reviewAskedAt: null,
    });

    const asked = await ask(person.cookie);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe('Thank you. A moderator will look at your account again.');
    const again = await ask(person.cookie, 'Please look again');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have already asked for a review of this suspension. A moderator will look at it.',
    );
    const after = await request(app, { url: '/api/me/suspension', cookie: person.cookie });
    expect(after.json<SuspensionResponse>().reviewAskedAt).not.toBeNull();

    const { reviews } = await queue();
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      person: { id: person.userId, name: 'Bilal Banned', banned: true },
      banReason: 'Advance-fee scam',
      text: 'The phone was mine; here is the box and the bill.',
    });
  });

  it('stores one request when two are sent at once', async () => {
    const person = await signedIn(db(), 'Twice Tapped');
    await ban(person.userId);
    const answers = await Promise.all([ask(person.cookie), ask(person.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await db().db.select().from(banReviews).where(eq(banReviews.userId, person.userId))).toHaveLength(
      1,
    );
  });

  it('refuses bad input in words, and a person who is not suspended', async () => {
    const person = await signedIn(db(), 'Careful Writer');
    // Not suspended: nothing to read, nothing to ask.
    expect((await request(app, { url: '/api/me/suspension', cookie: person.cookie })).statusCode).toBe(404);
    const notBanned = await ask(person.cookie);
    expect(notBanned.statusCode).toBe(404);
    expect(notBanned.json().error.message).toBe('Your account is not suspended.');
    // Signed out.
    expect((await request(app, { url: '/api/me/suspension' })).statusCode).toBe(401);
    expect((await post('/api/me/suspension/review', undefined, { text: 'x' })).statusCode).toBe(401);

    await ban(person.userId);
    for (const payload of [
      {},
      { text: '   ' },
      { text: 'x'.repeat(BAN_REVIEW_MAX_LENGTH + 1) },
      { text: 'ok', extra: 1 },
    ]) {
      const res = await post('/api/me/suspension/review', person.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post('/api/me/suspension/review', person.cookie, {})).json().error.message).toBe(
      'Please tell the moderators why they should look at your account again',
    );
    // Nothing was stored by the refusals; the well-formed request is taken.
    expect(await db().db.select().from(banReviews).where(eq(banReviews.userId, person.userId))).toEqual([]);
    expect((await ask(person.cookie, 'x'.repeat(BAN_REVIEW_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('is answered by keeping the ban or lifting it; a new ban may be asked about again', async () => {
    const kept = await signedIn(db(), 'Kept Banned');
    const lifted = await signedIn(db(), 'Lifted Ban');
    await ban(kept.userId);
    await ban(lifted.userId);
    await ask(kept.cookie);
    await ask(lifted.cookie);
    const [first, second] = (await queue()).reviews;
    expect([first!.person.id, second!.person.id]).toEqual([kept.userId, lifted.userId]);

    // Only moderators answer: anyone else gets the admin area's 404, the person asking a 403.
    const stranger = await signedIn(db(), 'Stranger');
    expect(
      (await post(`/api/admin/reviews/${first!.id}/keep-ban`, stranger.cookie, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/reviews/${first!.id}/keep-ban`, kept.cookie, { reason: 'x' })).statusCode,
    ).toBe(403);
    const keep = await post(`/api/admin/reviews/${first!.id}/keep-ban`, mod.cookie, {
      reason: 'Bill is forged',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(
      (await post(`/api/admin/reviews/${first!.id}/keep-ban`, mod.cookie, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/users/${lifted.userId}/unban`, mod.cookie, { reason: 'Bill checked' }))
        .statusCode,
    ).toBe(200);
    expect((await queue()).reviews).toEqual([]);
    expect(
      (await request(app, { url: '/api/me', cookie: lifted.cookie })).json<MeResponse>().user,
    ).not.toHaveProperty('suspended');

    // Banned again later: that ban is a new one, and may be asked about once more.
    await ban(lifted.userId, 'Same scam again');
    expect((await ask(lifted.cookie)).statusCode).toBe(201);
    expect((await queue()).reviews.map((r) => r.banReason)).toEqual(['Same scam again']);
  });
});
