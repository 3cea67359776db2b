// The alert job (decisions 091, 092 and 149): takes a batch of queued new ads and percolates them
// against the saved searches in one statement, writing nothing per (search, ad) match:
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
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_BATCH_SIZE, ALERT_SWEEP_EVERY_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { claimJobRun } from '../jobs/claim-run';
import { PERCOLATE } from '../saved-searches/percolation';

export interface AlertBatchResult {
  /** Ads taken from the queue. */
  ads: number;
  /** (saved search, ad) matches, counted, not stored. */
  matches: number;
  /** Grouped notifications created or raised. */
  notified: number;
}

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

/** Matches one batch of queued ads; `ads` is 0 when the queue is empty. */
export async function runAlertBatch(db: Db, limit = ALERT_BATCH_SIZE): Promise<AlertBatchResult> {
  const { rows } = await db.execute<Record<keyof AlertBatchResult, number | string>>(
    alertBatchStatement(limit),
  );
  const row = rows[0];
  return {
    ads: Number(row?.ads ?? 0),
    matches: Number(row?.matches ?? 0),
    notified: Number(row?.notified ?? 0),
  };
}

/** Drains the queue batch by batch; returns the totals. */
export async function drainAlertQueue(db: Db): Promise<AlertBatchResult> {
  const total: AlertBatchResult = { ads: 0, matches: 0, notified: 0 };
  for (;;) {
    const r = await runAlertBatch(db);
    total.ads += r.ads;
    total.matches += r.matches;
    total.notified += r.notified;
    if (r.ads < ALERT_BATCH_SIZE) return total;
  }
}

/**
 * Every copy of the server keeps a timer; the claim on job_runs lets one copy a period drain the queue
 * (SKIP LOCKED would keep two from taking the same ads anyway). `after` runs once the queue is drained
 * (the web push sender). Returns a function that stops the timer.
 */
export function startAlertJob(
  db: Db,
  log: FastifyBaseLogger,
  after?: () => Promise<void>,
  everyMs = ALERT_SWEEP_EVERY_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await claimJobRun(db, 'alerts', everyMs - 500))) return;
      const r = await drainAlertQueue(db);
      if (r.ads > 0) log.info(r, 'matched new ads against saved searches');
      await after?.();
    } catch (err) {
      log.warn({ err }, 'the alert job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs).unref();
  return () => clearInterval(timer);
}
