// Reply times (decision 183): the first answer is kept per conversation as messages arrive, and each
// seller's summary is one row computed from their conversations of the window, never per page view.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { replyTimeOf } from '../../domain/seller';
import { chatConversations, sellerReplyTimes } from '../db/schema';
import type { Db } from '../db/client';
import { buildTestApp } from '../../../test/support/server/app';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { refreshSummaries, sellersToRefresh } from './reply-times';
import { runReplyTimesRefresh } from './reply-times-job';

const NOW = new Date('2026-11-20T12:00:00Z');
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** A conversation whose buyer first wrote `ago` before NOW and was answered `after` that (null: not). */
async function conversation(db: Db, sellerId: string, adId: string, ago: number, after: number | null) {
  const buyerId = await createSeller(db, 'Buyer');
  const first = new Date(NOW.getTime() - ago);
  await db.insert(chatConversations).values({
    adId,
    buyerId,
    sellerId,
    adTitle: 'An ad',
    buyerFirstAt: first,
    sellerRepliedAt: after == null ? null : new Date(first.getTime() + after),
  });
}

async function summaryOf(db: Db, sellerId: string) {
  const [row] = await db.select().from(sellerReplyTimes).where(eq(sellerReplyTimes.userId, sellerId));
  return row;
}

describeEachDatabase('reply times', (database) => {
  it('keeps the first answer per conversation as messages arrive, and the seller’s summary with it', async () => {
    const app = await buildTestApp(database());
    const c = await openConversation(app, database());
    const db = database().db;
    const row = async () =>
      (await db.select().from(chatConversations).where(eq(chatConversations.id, c.id)))[0]!;
    expect((await sendText(app, c.buyer.cookie, c.id, 'Is this still available?')).statusCode).toBe(201);
    const asked = await row();
    expect(asked.buyerFirstAt).not.toBeNull();
    expect(asked.sellerRepliedAt).toBeNull();
    // A second question does not move the first.
    await sendText(app, c.buyer.cookie, c.id, 'Hello?');
    expect((await row()).buyerFirstAt).toEqual(asked.buyerFirstAt);
    expect(await summaryOf(db, c.seller.userId)).toBeUndefined();

    expect((await sendText(app, c.seller.cookie, c.id, 'Yes, it is')).statusCode).toBe(201);
    const answered = await row();
    expect(answered.sellerRepliedAt!.getTime()).toBeGreaterThanOrEqual(asked.buyerFirstAt!.getTime());
    expect(await summaryOf(db, c.seller.userId)).toMatchObject({
      conversations: 1,
      answeredInTime: 1,
    });
    expect((await summaryOf(db, c.seller.userId))!.medianSeconds).toBeLessThan(60);
    // A later answer keeps the first one.
    await sendText(app, c.seller.cookie, c.id, 'Come and see it');
    expect((await row()).sellerRepliedAt).toEqual(answered.sellerRepliedAt);
    await app.close();
  });

  it('words the median of three or more conversations, and says nothing with fewer', async () => {
    const db = database().db;
    const seller = await createSeller(db, 'Quick Seller');
    const ad = await insertAd(db, seller);
    await conversation(db, seller, ad.id, 5 * DAY, 10 * MIN);
    await conversation(db, seller, ad.id, 5 * DAY, 2 * HOUR);
    await refreshSummaries(db, [seller], NOW);
    expect(replyTimeOf(await summaryOf(db, seller))).toBeNull();
    await conversation(db, seller, ad.id, 4 * DAY, 20 * MIN);
    await refreshSummaries(db, [seller], NOW);
    expect(await summaryOf(db, seller)).toMatchObject({
      conversations: 3,
      answeredInTime: 3,
      medianSeconds: 20 * 60,
    });
    expect(replyTimeOf(await summaryOf(db, seller))).toBe('hour');
    // Two slower answers move the median to 2 hours: 'within a few hours'.
    await conversation(db, seller, ad.id, 6 * DAY, 3 * HOUR);
    await conversation(db, seller, ad.id, 6 * DAY, 5 * HOUR);
    await refreshSummaries(db, [seller], NOW);
    expect((await summaryOf(db, seller))!.medianSeconds).toBe(2 * 60 * 60);
    expect(replyTimeOf(await summaryOf(db, seller))).toBe('hours');
  });

  it('counts an unanswered conversation once three days have passed, as never answered', async () => {
    const db = database().db;
    const seller = await createSeller(db, 'Slow Seller');
    const ad = await insertAd(db, seller);
    await conversation(db, seller, ad.id, 10 * DAY, 30 * MIN);
    await conversation(db, seller, ad.id, 10 * DAY, null);
    await conversation(db, seller, ad.id, 8 * DAY, null);
    // Asked an hour ago and not answered yet: no outcome, not counted.
    await conversation(db, seller, ad.id, HOUR, null);
    await refreshSummaries(db, [seller], NOW);
    // One of three answered in time: not fewer than a third, but the median is 'never'.
    expect(await summaryOf(db, seller)).toMatchObject({
      conversations: 3,
      answeredInTime: 1,
      medianSeconds: null,
    });
    expect(replyTimeOf(await summaryOf(db, seller))).toBeNull();
    // One more left unanswered: 1 of 4 is fewer than a third.
    await conversation(db, seller, ad.id, 5 * DAY, null);
    await refreshSummaries(db, [seller], NOW);
    expect(replyTimeOf(await summaryOf(db, seller))).toBe('rarely');
    // An answer after four days is late: counted, not in time.
    await conversation(db, seller, ad.id, 9 * DAY, 4 * DAY);
    await refreshSummaries(db, [seller], NOW);
    expect(await summaryOf(db, seller)).toMatchObject({ conversations: 5, answeredInTime: 1 });
  });

  it('leaves out conversations older than ninety days', async () => {
    const db = database().db;
    const seller = await createSeller(db, 'Returning Seller');
    const ad = await insertAd(db, seller);
    for (let i = 0; i < 3; i++) await conversation(db, seller, ad.id, 100 * DAY, 10 * MIN);
    await conversation(db, seller, ad.id, 10 * DAY, 20 * HOUR);
    await refreshSummaries(db, [seller], NOW);
    expect(await summaryOf(db, seller)).toMatchObject({ conversations: 1, medianSeconds: 20 * 60 * 60 });
  });

  it('refreshes the sellers whose conversations crossed an edge, and at first every seller with none', async () => {
    const db = database().db;
    const crossing = await createSeller(db, 'Crossing');
    const leaving = await createSeller(db, 'Leaving');
    const quiet = await createSeller(db, 'Quiet');
    const ad = await insertAd(db, crossing);
    // Unanswered, three days old since half an hour: its seller's summary changed.
    await conversation(db, crossing, ad.id, 3 * DAY + 30 * MIN, null);
    // Left the window a moment ago.
    await conversation(db, leaving, ad.id, 90 * DAY + 10 * MIN, 5 * MIN);
    // Nothing crossed anything.
    await conversation(db, quiet, ad.id, 10 * DAY, 5 * MIN);
    const since = new Date(NOW.getTime() - HOUR);
    expect((await sellersToRefresh(db, since, NOW)).sort()).toEqual([crossing, leaving].sort());
    // The first refresh fills in the sellers in the window with no summary yet.
    expect((await sellersToRefresh(db, null, NOW)).sort()).toEqual([crossing, quiet].sort());
    await refreshSummaries(db, [quiet], NOW);
    expect(await sellersToRefresh(db, null, NOW)).toEqual([crossing]);
  });

  it('runs once per period, however many copies ask', async () => {
    const db = database().db;
    await db.execute(sql`delete from job_runs where name = 'reply-times'`);
    const seller = await createSeller(db, 'Job Seller');
    const ad = await insertAd(db, seller);
    await conversation(db, seller, ad.id, 5 * DAY, 5 * MIN);
    const runs = await Promise.all([runReplyTimesRefresh(db, NOW), runReplyTimesRefresh(db, NOW)]);
    expect(runs.filter((n) => n > 0)).toHaveLength(1);
    expect(await summaryOf(db, seller)).toMatchObject({ conversations: 1, answeredInTime: 1 });
    expect(await runReplyTimesRefresh(db, new Date(NOW.getTime() + MIN))).toBe(0);
  });
});
