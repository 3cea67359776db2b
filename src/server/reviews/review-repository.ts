// SQL of reviews (decision 184). Who may review is read from the conversation itself: its two people,
// whether both have written (the reply-time columns, decision 183) and its ad's status.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowOf } from '../db/rows';
import type { Tx } from '../db/tx';

type Q = Db | Tx;

export interface ReviewableConversation {
  buyerId: string;
  sellerId: string;
  buyerFirstAt: Date | string | null;
  sellerRepliedAt: Date | string | null;
  adStatus: string | null;
}

/** The conversation, only for one of its two people. */
export async function findReviewable(q: Q, id: string, personId: string) {
  return rowOf<ReviewableConversation>(
    q,
    sql`
    select c.buyer_id, c.seller_id, c.buyer_first_at, c.seller_replied_at, a.status as ad_status
    from chat_conversations c left join ads a on a.id = c.ad_id
    where c.id = ${id} and (c.buyer_id = ${personId} or c.seller_id = ${personId})`,
  );
}

/** The review, unless this person already wrote one for the conversation (then undefined). */
export async function insertReview(
  tx: Tx,
  row: { conversationId: string; reviewerId: string; revieweeId: string; rating: number; body: string },
): Promise<string | undefined> {
  const inserted = await rowOf<{ id: string }>(
    tx,
    sql`
    insert into reviews (conversation_id, reviewer_id, reviewee_id, rating, body)
    values (${row.conversationId}, ${row.reviewerId}, ${row.revieweeId}, ${row.rating}, ${row.body})
    on conflict (conversation_id, reviewer_id) do nothing
    returning id`,
  );
  return inserted?.id;
}

/** The person rated answers once; undefined when it is not theirs or already answered. */
export async function answerReview(q: Q, id: string, revieweeId: string, reply: string) {
  return rowOf<{ id: string }>(
    q,
    sql`
    update reviews set reply = ${reply}, replied_at = now()
    where id = ${id} and reviewee_id = ${revieweeId} and reply is null
    returning id`,
  );
}

/** Whether the review is this person's to answer (answered or not). */
export async function isReviewOf(q: Q, id: string, revieweeId: string): Promise<boolean> {
  return (
    (await rowOf<{ id: string }>(
      q,
      sql`select id from reviews where id = ${id} and reviewee_id = ${revieweeId}`,
    )) !== undefined
  );
}
