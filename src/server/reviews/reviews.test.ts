// Reviews after a real conversation (decision 184): when one may be written, once, by whom, and what
// it may say; the person rated answers once.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REVIEW_MSG } from '../../domain/schemas';
import { contactMessage } from '../../domain/schemas/contact-rule';
import { REVIEW_LABEL } from '../../domain/schemas/review';
import { chatConversations, reviews } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('reviews after a real conversation', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
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
    const c = await openConversation(app, database());
    await sendText(app, c.buyer.cookie, c.id, 'Hi');
    await sendText(app, c.seller.cookie, c.id, 'Hi');
    await request(app, {
      method: 'POST',
      url: `/api/ads/${c.ad.id}/sold`,
      cookie: c.seller.cookie,
      payload: {},
    });
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
});
