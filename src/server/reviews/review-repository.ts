// SQL of reviews (decision 184). Who may review is read from the conversation itself: its two people,
// whether both have written (the reply-time columns, decision 183) and its ad's status.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowOf, rowsOf } from '../db/rows';
import type { Tx } from '../db/tx';

type Q = Db | Tx;

export interface ReviewableConversation {
  buyerId: string;
  sellerId: string;
  buyerFirstAt: Date | string | null;
  sellerRepliedAt: Date | string | null;
  adStatus: string | null;
}

/** What a review needs to know of its conversation, and the reviewer's review of it if written. */
export interface ReviewStateRow extends ReviewableConversation {
  /** Whether the two accounts share a number each verified by SMS code (decision 186). */
  linked: boolean;
  /** The stars the person gave in this conversation, if they did. */
  given: number | null;
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

/**
 * What a review of this conversation depends on, for one of its two people (none for anyone else):
 * whether both have written and the ad's state, whether the two accounts are linked, and the stars this
 * person gave, if any. The conversation page shows it; writing a review checks it.
 */
export async function findReviewState(q: Q, conversationId: string, personId: string) {
  return rowOf<ReviewStateRow>(
    q,
    sql`
    select c.buyer_id, c.seller_id, c.buyer_first_at, c.seller_replied_at, a.status as ad_status,
      exists (
        select 1 from verified_phones mine join verified_phones theirs on theirs.phone = mine.phone
        where mine.user_id = c.buyer_id and theirs.user_id = c.seller_id
      ) as linked,
      (select r.rating from reviews r where r.conversation_id = c.id and r.reviewer_id = ${personId}) as given
    from chat_conversations c left join ads a on a.id = c.ad_id
    where c.id = ${conversationId} and (c.buyer_id = ${personId} or c.seller_id = ${personId})`,
  );
}

// A review counts while it is not removed and its writer is not banned (read at each view, so lifting a
// ban brings the reviews back without a write). Asked of users_banned_idx: a join on all users made the
// planner scan them (28 ms at 100,000 people; 2.8 ms this way).
const SHOWN = sql`r.removed_at is null
  and not exists (select 1 from users b where b.id = r.reviewer_id and b.banned_at is not null)`;

export interface SellerReviewRow {
  id: string;
  rating: number;
  body: string;
  reply: string | null;
  createdAt: Date | string;
  reviewerId: string;
  reviewerName: string | null;
  adTitle: string | null;
}

/** A person's newest shown reviews, from reviews_reviewee_newest_idx. */
export async function listSellerReviews(q: Q, revieweeId: string, limit: number): Promise<SellerReviewRow[]> {
  return rowsOf<SellerReviewRow>(
    q,
    sql`
    select r.id, r.rating, r.body, r.reply, r.created_at, r.reviewer_id,
      coalesce(reviewer.display_name, reviewer.name) as reviewer_name, c.ad_title
    from (
      select r.* from reviews r where r.reviewee_id = ${revieweeId} and ${SHOWN}
      order by r.created_at desc, r.id desc limit ${limit}
    ) r
      join users reviewer on reviewer.id = r.reviewer_id
      join chat_conversations c on c.id = r.conversation_id
    order by r.created_at desc, r.id desc`,
  );
}

/**
 * Counts and sums again the shown reviews of each person named, into seller_ratings: after a review
 * of them is written or removed, and after one of their reviewers is banned, unbanned or leaves. Run
 * inside the change's transaction: a lock per person makes two such refreshes take turns, so the
 * second counts what the first wrote.
 */
export async function refreshRatings(tx: Tx, revieweeIds: readonly string[]): Promise<void> {
  const people = [...new Set(revieweeIds)].sort();
  if (people.length === 0) return;
  for (const id of people) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rating:${id}`}))`);
  const ids = sql.join(
    people.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into seller_ratings (user_id, reviews, stars)
    select s.id, count(r.id)::int, coalesce(sum(r.rating), 0)::int
    from unnest(array[${ids}]) as s(id)
      join users u on u.id = s.id
      left join reviews r on r.reviewee_id = s.id and ${SHOWN}
    group by s.id
    on conflict (user_id) do update set reviews = excluded.reviews, stars = excluded.stars`);
}

/** Everyone this person has reviewed: their ratings change when the person is banned, unbanned or leaves. */
export async function revieweesOf(q: Q, reviewerId: string): Promise<string[]> {
  const rows = await rowsOf<{ revieweeId: string }>(
    q,
    sql`select distinct reviewee_id from reviews where reviewer_id = ${reviewerId}`,
  );
  return rows.map((r) => r.revieweeId);
}

/**
 * A report of a shown review by one of its two people; true when the review is theirs to report
 * (reported before or not: a second report changes nothing).
 */
export async function insertReviewReport(q: Q, reviewId: string, reporterId: string, reason: string) {
  const review = await rowOf<{ id: string }>(
    q,
    sql`
    select r.id from reviews r
    where r.id = ${reviewId} and r.removed_at is null
      and (r.reviewer_id = ${reporterId} or r.reviewee_id = ${reporterId})`,
  );
  if (!review) return false;
  await q.execute(sql`
    insert into review_reports (review_id, reporter_id, reason) values (${reviewId}, ${reporterId}, ${reason})
    on conflict (review_id, reporter_id) do nothing`);
  return true;
}
