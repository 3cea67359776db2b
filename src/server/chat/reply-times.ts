// Reply times (decision 183). Each conversation keeps the buyer's first message and the seller's first
// answer after it, set as the messages are written; each seller's summary over the conversations of
// the last REPLY_WINDOW_DAYS is one row of seller_reply_times, computed again when the seller first
// answers a conversation and, hourly, for the sellers whose conversations crossed an edge of the
// window (unanswered for REPLY_RARELY_AFTER_DAYS, or older than the window). A seller's page reads
// that row; nothing counts messages when someone looks.
import { sql } from 'drizzle-orm';
import { DAY_MS, HOUR_MS, REPLY_RARELY_AFTER_DAYS, REPLY_WINDOW_DAYS } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Tx } from '../db/tx';

type Q = Db | Tx;

const RARELY_AFTER_S = (REPLY_RARELY_AFTER_DAYS * DAY_MS) / 1000;

/**
 * Marks the conversation's first buyer message or first seller answer, when this message is one.
 * Returns the seller whose summary changed (a first answer), else null.
 */
export async function recordReply(
  tx: Tx,
  conversationId: string,
  senderId: string,
  at: Date,
): Promise<string | null> {
  const rows = await rowsOf<{ sellerId: string; answered: boolean }>(
    tx,
    sql`
    update chat_conversations c set
      buyer_first_at = case when c.buyer_id = ${senderId} and c.buyer_first_at is null
        then ${at.toISOString()}::timestamptz else c.buyer_first_at end,
      seller_replied_at = case when c.seller_id = ${senderId} and c.buyer_first_at is not null
        and c.seller_replied_at is null then ${at.toISOString()}::timestamptz else c.seller_replied_at end
    where c.id = ${conversationId}
      and ((c.buyer_id = ${senderId} and c.buyer_first_at is null)
        or (c.seller_id = ${senderId} and c.buyer_first_at is not null and c.seller_replied_at is null))
    returning c.seller_id, c.seller_id = ${senderId} as answered`,
  );
  const row = rows[0];
  return row?.answered ? row.sellerId : null;
}

/**
 * Computes the sellers' summaries again from their conversations of the window. A conversation counts
 * once its outcome is known: answered, or unanswered for REPLY_RARELY_AFTER_DAYS (still unanswered it
 * counts as never answered, so the median is an honest one). Index reads: each seller's conversations
 * of the window from chat_conversations_seller_first_idx.
 */
export async function refreshSummaries(db: Q, sellerIds: readonly string[], now = new Date()): Promise<void> {
  if (sellerIds.length === 0) return;
  const windowStart = new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS).toISOString();
  const decidedBefore = new Date(now.getTime() - REPLY_RARELY_AFTER_DAYS * DAY_MS).toISOString();
  const ids = sql.join(
    sellerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    with d as (
      select c.seller_id as seller,
        case when c.seller_replied_at is null then 'infinity'::float8
          else extract(epoch from c.seller_replied_at - c.buyer_first_at)::float8 end as secs
      from chat_conversations c
      where c.seller_id = any(array[${ids}]) and c.buyer_first_at >= ${windowStart}
        and (c.seller_replied_at is not null or c.buyer_first_at <= ${decidedBefore})
    ), summary as (
      select s.id, count(d.secs)::int as conversations,
        count(*) filter (where d.secs <= ${RARELY_AFTER_S})::int as answered_in_time,
        percentile_disc(0.5) within group (order by d.secs) as median
      from unnest(array[${ids}]) as s(id) left join d on d.seller = s.id
      group by s.id
    )
    insert into seller_reply_times (user_id, conversations, answered_in_time, median_seconds, computed_at)
    select id, conversations, answered_in_time,
      case when median is null or median = 'infinity'::float8 then null else round(median)::int end,
      ${now.toISOString()}::timestamptz
    from summary
    on conflict (user_id) do update set conversations = excluded.conversations,
      answered_in_time = excluded.answered_in_time, median_seconds = excluded.median_seconds,
      computed_at = excluded.computed_at`);
}

/**
 * The sellers whose summary time alone has changed since `since`: a conversation left unanswered
 * passed REPLY_RARELY_AFTER_DAYS, or one left the window. With `since` null (the first refresh), also
 * every seller with a conversation in the window and no summary yet: conversations held before reply
 * times were kept.
 */
export async function sellersToRefresh(db: Q, since: Date | null, now = new Date()): Promise<string[]> {
  const day = (days: number, from: Date) => new Date(from.getTime() - days * DAY_MS).toISOString();
  const edges = since
    ? sql`(c.buyer_first_at > ${day(REPLY_RARELY_AFTER_DAYS, since)}
          and c.buyer_first_at <= ${day(REPLY_RARELY_AFTER_DAYS, now)} and c.seller_replied_at is null)
        or (c.buyer_first_at > ${day(REPLY_WINDOW_DAYS, since)}
          and c.buyer_first_at <= ${day(REPLY_WINDOW_DAYS, now)})`
    : sql`c.buyer_first_at > ${day(REPLY_WINDOW_DAYS, now)}
        and not exists (select 1 from seller_reply_times r where r.user_id = c.seller_id)`;
  const rows = await rowsOf<{ sellerId: string }>(
    db,
    sql`select distinct c.seller_id from chat_conversations c
      where c.buyer_first_at is not null and (${edges})`,
  );
  return rows.map((r) => r.sellerId);
}

/** How far back an hourly refresh looks past its period: a late or skipped run still covers its edges. */
export const REFRESH_OVERLAP_MS = 2 * HOUR_MS;
