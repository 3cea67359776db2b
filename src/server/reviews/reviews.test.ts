// Reviews after a real conversation (decision 184): when one may be written, once, by whom, and what
// it may say; the person rated answers once.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SellerProfile } from '../../domain/api';
import type { ConversationDetail } from '../../domain/chat';
import type { ModerationQueueResponse } from '../../domain/moderation-api';
import { REVIEW_REPORT_REASON_MAX_LENGTH } from '../../domain/limits';
import { REVIEW_MSG } from '../../domain/schemas';
import { contactMessage } from '../../domain/schemas/contact-rule';
import { REVIEW_LABEL } from '../../domain/schemas/review';
import { chatConversations, reviews } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';

const MODERATOR = 'reviews-mod@bs.pk';

describeEachDatabase('reviews after a real conversation', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database(), { adminEmails: [MODERATOR] });
  });
  afterAll(() => app.close());

  const review = (cookie: string | undefined, id: string, payload: unknown) =>
    request(app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/review`,
      cookie,
      payload: payload as object,
    });
  const count = async (id: string) =>
    (await database().db.select().from(reviews).where(eq(reviews.conversationId, id))).length;
  const good = { rating: 5, body: 'Phone as described, met at Liberty Market.' };

  it('waits until both have written and a day has passed or the ad is sold', async () => {
    const c = await openConversation(app, database());
    expect((await review(c.buyer.cookie, c.id, good)).json().error.message).toBe(REVIEW_MSG.notYet);
    await sendText(app, c.buyer.cookie, c.id, 'Is this still available?');
    const oneSided = await review(c.buyer.cookie, c.id, good);
    expect(oneSided.statusCode).toBe(409);
    await sendText(app, c.seller.cookie, c.id, 'Yes');
    // Both wrote, but today, and the ad is still for sale.
    expect((await review(c.buyer.cookie, c.id, good)).statusCode).toBe(409);
    expect(await count(c.id)).toBe(0);
    const sold = await request(app, {
      method: 'POST',
      url: `/api/ads/${c.ad.id}/sold`,
      cookie: c.seller.cookie,
      payload: {},
    });
    expect(sold.statusCode).toBe(200);
    const ok = await review(c.buyer.cookie, c.id, good);
    expect(ok.statusCode, ok.body).toBe(201);
    // The other person rates back, once each.
    expect((await review(c.seller.cookie, c.id, { rating: 4 })).statusCode).toBe(201);
    const again = await review(c.buyer.cookie, c.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MSG.already);
    const rows = await database().db.select().from(reviews).where(eq(reviews.conversationId, c.id));
    expect(rows.map((r) => [r.reviewerId, r.revieweeId, r.rating]).sort()).toEqual(
      [
        [c.buyer.userId, c.seller.userId, 5],
        [c.seller.userId, c.buyer.userId, 4],
      ].sort(),
    );
  });

  it('opens a day after the conversation began, without a sale', async () => {
    const c = await openConversation(app, database());
    await sendText(app, c.buyer.cookie, c.id, 'Still available?');
    await sendText(app, c.seller.cookie, c.id, 'Yes, come today');
    await database().db.execute(
      sql`update chat_conversations set buyer_first_at = buyer_first_at - interval '25 hours' where id = ${c.id}`,
    );
    expect((await review(c.buyer.cookie, c.id, good)).statusCode).toBe(201);
  });

  it('refuses bad ratings and texts in the person’s words, and saves nothing half-way', async () => {
    const c = await openConversation(app, database());
    await sendText(app, c.buyer.cookie, c.id, 'Hello');
    await sendText(app, c.seller.cookie, c.id, 'Hello');
    await database()
      .db.update(chatConversations)
      .set({ buyerFirstAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(chatConversations.id, c.id));
    for (const [payload, field, message] of [
      [{ rating: 0 }, 'rating', REVIEW_MSG.rating],
      [{ rating: 6 }, 'rating', REVIEW_MSG.rating],
      [{ rating: 4.5 }, 'rating', REVIEW_MSG.rating],
      [{ rating: 5, body: 'Call me on 0300 1234567' }, 'body', contactMessage('phone', REVIEW_LABEL)],
      [{ rating: 5, body: 'x'.repeat(501) }, 'body', REVIEW_MSG.tooLong],
      [{ rating: 5, body: 'a\u0000b' }, 'body', undefined],
      [{ rating: 5, body: 'bad \uDC00 half' }, 'body', undefined],
    ] as const) {
      const res = await review(c.buyer.cookie, c.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const said = res.json().error.fields[field];
      expect(said, JSON.stringify(payload)).toBeTruthy();
      if (message) expect(said).toBe(message);
    }
    expect(await count(c.id)).toBe(0);
    expect((await review(c.buyer.cookie, c.id, { rating: 3, body: 'ٹھیک ہے، وقت پر آئے' })).statusCode).toBe(
      201,
    );
  });

  it('is for the two people of the conversation only, signed in', async () => {
    const c = await openConversation(app, database());
    await sendText(app, c.buyer.cookie, c.id, 'Hi');
    await sendText(app, c.seller.cookie, c.id, 'Hi');
    const stranger = await signedIn(database(), 'Stranger');
    expect((await review(stranger.cookie, c.id, good)).statusCode).toBe(404);
    expect((await review(undefined, c.id, good)).statusCode).toBe(401);
    expect((await review(c.buyer.cookie, 'abc', good)).statusCode).toBe(404);
    expect(await count(c.id)).toBe(0);
  });

  it('lets the person rated answer once, and nobody else', async () => {
    const c = await dealt();
    const { id } = (await review(c.buyer.cookie, c.id, { rating: 2, body: 'Came late' })).json();
    const answer = (cookie: string, reply: string) =>
      request(app, { method: 'POST', url: `/api/reviews/${id}/reply`, cookie, payload: { reply } });
    // The reviewer cannot answer their own review: not theirs to answer.
    expect((await answer(c.buyer.cookie, 'Sorry')).statusCode).toBe(404);
    expect((await answer(c.seller.cookie, '')).json().error.fields.reply).toBe(REVIEW_MSG.replyEmpty);
    expect((await answer(c.seller.cookie, 'Traffic on the canal road, sorry.')).statusCode).toBe(200);
    const twice = await answer(c.seller.cookie, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(REVIEW_MSG.alreadyAnswered);
    const [row] = await database().db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.reply).toBe('Traffic on the canal road, sorry.');
  });

  /** A conversation both have written in, its ad marked sold: reviews may be written. */
  async function dealt() {
    const c = await openConversation(app, database());
    await sendText(app, c.buyer.cookie, c.id, 'Is it still available?');
    await sendText(app, c.seller.cookie, c.id, 'Yes, come at five');
    const sold = await request(app, {
      method: 'POST',
      url: `/api/ads/${c.ad.id}/sold`,
      cookie: c.seller.cookie,
      payload: {},
    });
    expect(sold.statusCode).toBe(200);
    return c;
  }
  const profile = async (cookie: string, id: string) => {
    const res = await request(app, { url: `/api/sellers/${id}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SellerProfile>();
  };
  const reviewState = async (cookie: string, id: string) =>
    (await request(app, { url: `/api/chat/conversations/${id}`, cookie })).json<ConversationDetail>().review;
  const report = (cookie: string | undefined, id: string, payload: unknown = {}) =>
    request(app, { method: 'POST', url: `/api/reviews/${id}/report`, cookie, payload: payload as object });
  async function moderator() {
    const mod = await signedIn(database(), 'Maryam Moderator');
    await database().db.execute(sql`update users set email = ${MODERATOR} where id = ${mod.userId}`);
    return mod;
  }
  const queue = async (cookie: string) =>
    (await request(app, { url: '/api/admin/reports', cookie })).json<ModerationQueueResponse>().userReviews;

  it('tells each person of the conversation whether they may review, and what they gave', async () => {
    const c = await openConversation(app, database());
    expect(await reviewState(c.buyer.cookie, c.id)).toEqual({ state: 'notYet' });
    await sendText(app, c.buyer.cookie, c.id, 'Hi');
    await sendText(app, c.seller.cookie, c.id, 'Hi');
    await request(app, {
      method: 'POST',
      url: `/api/ads/${c.ad.id}/sold`,
      cookie: c.seller.cookie,
      payload: {},
    });
    expect(await reviewState(c.buyer.cookie, c.id)).toEqual({ state: 'allowed' });
    expect((await review(c.buyer.cookie, c.id, { rating: 4 })).statusCode).toBe(201);
    expect(await reviewState(c.buyer.cookie, c.id)).toEqual({ state: 'given', rating: 4 });
    // The other person's own state is theirs: still to give.
    expect(await reviewState(c.seller.cookie, c.id)).toEqual({ state: 'allowed' });
  });

  it('refuses a review between two accounts that verified the same number, and takes one between others', async () => {
    const c = await dealt();
    const phone = '0321-7654321';
    await database().db.execute(
      sql`insert into verified_phones (user_id, phone) values (${c.buyer.userId}, ${phone}), (${c.seller.userId}, ${phone})`,
    );
    expect(await reviewState(c.buyer.cookie, c.id)).toEqual({ state: 'linked' });
    const linked = await review(c.buyer.cookie, c.id, good);
    expect(linked.statusCode).toBe(409);
    expect(linked.json().error.message).toBe(REVIEW_MSG.linked);
    expect(await count(c.id)).toBe(0);
    // Each number verified on one account only: the same review is taken.
    await database().db.execute(sql`delete from verified_phones where user_id = ${c.seller.userId}`);
    expect((await review(c.buyer.cookie, c.id, good)).statusCode).toBe(201);
  });

  it('shows the newest reviews on the person’s page, the average from three on, and none of a banned reviewer', async () => {
    // Three buyers ask about one phone and hear back; then it is sold.
    const c = await openConversation(app, database());
    const seller = c.seller;
    const buyers = [{ cookie: c.buyer.cookie, userId: c.buyer.userId, id: c.id }];
    for (const name of ['Second Buyer', 'Third Buyer']) {
      const buyer = await signedIn(database(), name);
      const started = await request(app, {
        method: 'POST',
        url: '/api/chat/conversations',
        cookie: buyer.cookie,
        payload: { adId: c.ad.id },
      });
      expect(started.statusCode).toBe(201);
      buyers.push({ ...buyer, id: started.json<{ id: string }>().id });
    }
    for (const b of buyers) {
      await sendText(app, b.cookie, b.id, 'Is it still available?');
      await sendText(app, seller.cookie, b.id, 'Yes');
    }
    await request(app, {
      method: 'POST',
      url: `/api/ads/${c.ad.id}/sold`,
      cookie: seller.cookie,
      payload: {},
    });
    const viewer = await signedIn(database(), 'Visitor');

    expect((await review(buyers[0]!.cookie, buyers[0]!.id, good)).statusCode).toBe(201);
    let page = await profile(viewer.cookie, seller.userId);
    expect(page.rating).toBeNull();
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toMatchObject({
      rating: 5,
      body: good.body,
      reviewer: { id: c.buyer.userId, name: 'Bilal Buyer' },
      adTitle: expect.stringContaining('iPhone 13'),
      reply: null,
      canReply: false,
      canReport: false,
    });
    // 5, 4 and 3 make 4.0 from 3 reviews; the newest first.
    expect((await review(buyers[1]!.cookie, buyers[1]!.id, { rating: 4 })).statusCode).toBe(201);
    expect((await review(buyers[2]!.cookie, buyers[2]!.id, { rating: 3 })).statusCode).toBe(201);
    page = await profile(viewer.cookie, seller.userId);
    expect(page.rating).toEqual({ average: 4, count: 3 });
    expect(page.reviews.map((r) => r.rating)).toEqual([3, 4, 5]);
    // The seller sees their page with answers to give and reviews to report.
    const own = await profile(seller.cookie, seller.userId);
    expect(own.reviews.every((r) => r.canReply && r.canReport)).toBe(true);
    // A banned reviewer's review leaves the page and the average; lifting the ban brings it back.
    const mod = await moderator();
    const moderate = async (verb: 'ban' | 'unban') =>
      expect(
        (
          await request(app, {
            method: 'POST',
            url: `/api/admin/users/${c.buyer.userId}/${verb}`,
            cookie: mod.cookie,
            payload: { reason: 'Fake reviews' },
          })
        ).statusCode,
      ).toBe(200);
    await moderate('ban');
    page = await profile(viewer.cookie, seller.userId);
    expect(page.reviews.map((r) => r.rating)).toEqual([3, 4]);
    expect(page.rating).toBeNull();
    await moderate('unban');
    expect((await profile(viewer.cookie, seller.userId)).rating).toEqual({ average: 4, count: 3 });
    // A reviewer who leaves B/S takes their review and its stars along.
    const leaving = await request(app, { method: 'DELETE', url: '/api/me', cookie: buyers[2]!.cookie });
    expect(leaving.statusCode).toBeLessThan(300);
    page = await profile(viewer.cookie, seller.userId);
    expect(page.reviews.map((r) => r.rating)).toEqual([4, 5]);
    expect(page.rating).toBeNull();
  });

  it('takes a report from either of the review’s two people, once, and from no one else', async () => {
    const c = await dealt();
    const { id } = (await review(c.buyer.cookie, c.id, { rating: 1, body: 'Never came' })).json<{
      id: string;
    }>();
    const stranger = await signedIn(database(), 'Stranger');
    expect((await report(stranger.cookie, id, { reason: 'Unfair' })).statusCode).toBe(404);
    expect((await report(undefined, id)).statusCode).toBe(401);
    expect((await report(c.seller.cookie, 'abc')).statusCode).toBe(404);
    const long = await report(c.seller.cookie, id, {
      reason: 'x'.repeat(REVIEW_REPORT_REASON_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.reason).toBe(REVIEW_MSG.reasonTooLong);
    const ok = await report(c.seller.cookie, id, { reason: 'We never met: he wrote once and left.' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe(REVIEW_MSG.reported);
    // Twice, or with no body: still one report, and the reviewer may report their own too.
    expect((await report(c.seller.cookie, id)).statusCode).toBe(201);
    expect((await report(c.buyer.cookie, id)).statusCode).toBe(201);
    const rows = await database().db.execute<{ n: number }>(
      sql`select count(*)::int as n from review_reports where review_id = ${id}`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(2);
  });

  it('lets a moderator read the reported review’s chat, and remove the review or keep it', async () => {
    const mod = await moderator();
    const removed = await dealt();
    const kept = await dealt();
    const first = (await review(removed.buyer.cookie, removed.id, { rating: 1, body: 'Scammer' })).json<{
      id: string;
    }>();
    const second = (await review(kept.buyer.cookie, kept.id, { rating: 2, body: 'Slow' })).json<{
      id: string;
    }>();
    const chatUrl = `/api/chat/conversations/${removed.id}`;
    // Before any report the moderator cannot read the chat, as any stranger.
    expect((await request(app, { url: chatUrl, cookie: mod.cookie })).statusCode).toBe(404);
    await report(removed.seller.cookie, first.id, { reason: 'Not true' });
    await report(kept.seller.cookie, second.id);
    const listed = await queue(mod.cookie);
    const item = listed.find((r) => r.id === first.id);
    expect(item).toMatchObject({
      rating: 1,
      body: 'Scammer',
      conversationId: removed.id,
      reviewer: { id: removed.buyer.userId, name: 'Bilal Buyer' },
      reviewee: { id: removed.seller.userId, name: 'Sana Seller' },
      reports: [{ reporter: 'reviewee', reason: 'Not true' }],
    });
    expect(
      (await request(app, { url: chatUrl, cookie: mod.cookie })).json<ConversationDetail>().moderatorView,
    ).toBe(true);
    // Not a moderator: the action does not exist for them.
    const act = (cookie: string, id: string, verb: string) =>
      request(app, {
        method: 'POST',
        url: `/api/admin/user-reviews/${id}/${verb}`,
        cookie,
        payload: { reason: 'Checked' },
      });
    expect((await act(removed.seller.cookie, first.id, 'remove')).statusCode).toBe(404);
    expect((await act(mod.cookie, first.id, 'remove')).statusCode).toBe(200);
    expect((await act(mod.cookie, second.id, 'dismiss')).statusCode).toBe(200);
    // Each once: the reports are closed.
    expect((await act(mod.cookie, first.id, 'remove')).statusCode).toBe(404);
    const after = await queue(mod.cookie);
    expect(after.map((r) => r.id)).not.toContain(first.id);
    expect(after.map((r) => r.id)).not.toContain(second.id);
    // Removed from the page; the kept one stays.
    const viewer = await signedIn(database(), 'Visitor');
    expect((await profile(viewer.cookie, removed.seller.userId)).reviews.map((r) => r.id)).not.toContain(
      first.id,
    );
    expect((await profile(viewer.cookie, kept.seller.userId)).reviews.map((r) => r.id)).toContain(second.id);
    // The chat is no longer open to the moderator once nothing about it is reported.
    expect((await request(app, { url: chatUrl, cookie: mod.cookie })).statusCode).toBe(404);
    const log = await database().db.execute<{ action: string; target_user_id: string }>(
      sql`select action, target_user_id from moderation_log where target_user_id = ${removed.buyer.userId}`,
    );
    expect(log.rows.map((r) => r.action)).toContain('removeReview');
  });
});
