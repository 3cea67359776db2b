// SQL of alerts (decisions 091, 092 and 149). A new ad waits in alert_queue to be matched against
// saved searches: queued in the transaction that creates the ad (enqueueNewAd, ads/ad-repository.ts), so an ad that exists is always queued
// and a rolled-back one never is; the matching itself runs later, in the alert job, never in the
// request. One batch of the job is one statement, writing nothing per (search, ad) match:
//   batch    the queued ads, taken with SKIP LOCKED (two copies running at once take different ads)
//   matched  the matches of the batch, counted per saved search (the seller's own searches and ads no
//            longer active are skipped)
//   notified one grouped notification per (person, search), its count raised while it is unread
// All or nothing: a crash leaves the batch queued. An ad is queued once, when it is created, and a
// batch takes it out of the queue in the statement that counts it, so no ad is counted twice.
// "New since your last visit" on /saved-searches is not recorded here: it is counted when the owner
// looks, by the search's own listing query (saved-searches/service.ts).
// Web push is grouped too: raising the count of an open notification leaves its push flag alone, so
// a person gets at most one push per (person, search) until they read it (decision 149). Raising
// changes only the count (no indexed column), so PostgreSQL can update the row in place without
// touching the table's six indexes: the group keeps the time it was opened.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowOf } from '../db/rows';
import { PERCOLATE } from '../saved-searches/percolation';

/** The statement of one batch (exported for the benchmark's EXPLAIN ANALYZE). */
export function alertBatchStatement(limit: number) {
  return sql`
    with batch as (
      delete from alert_queue where ad_id in (
        select ad_id from alert_queue order by queued_at, ad_id limit ${limit} for update skip locked
      ) returning ad_id
    ),
    matched as (
      select s.user_id, s.id as saved_search_id, count(*)::int as n
      from batch b
      join ads a on a.id = b.ad_id and a.status = 'active'
      ${PERCOLATE}
      where s.user_id <> a.user_id
      group by s.id, s.user_id
    ),
    notified as (
      insert into notifications (user_id, kind, saved_search_id, count)
      select user_id, 'new_ads', saved_search_id, n from matched
      on conflict (user_id, saved_search_id) where kind = 'new_ads' and read_at is null
      do update set count = notifications.count + excluded.count
      returning 1
    )
    select (select count(*) from batch) as ads, (select coalesce(sum(n), 0) from matched) as matches,
      (select count(*) from notified) as notified`;
}

/** The counts of one batch: bigints, so strings on node-postgres and numbers on PGlite. */
export interface AlertBatchRow {
  ads: number | string;
  matches: number | string;
  notified: number | string;
}

/** Takes and matches one batch of at most `limit` queued ads. */
export async function matchAlertBatch(db: Db, limit: number): Promise<AlertBatchRow | undefined> {
  return rowOf<AlertBatchRow>(db, alertBatchStatement(limit));
}
