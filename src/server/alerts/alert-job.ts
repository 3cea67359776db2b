// The alert job (issue 13, decisions 091 and 092): takes a batch of queued new ads and percolates them
// against the saved searches in one statement. Each step is a data-modifying CTE of that statement,
// so the batch is matched, recorded and notified together or not at all:
//   batch    the queued ads, taken with SKIP LOCKED (two copies running at once take different ads)
//   hits     every (search, ad) match, for the "new since your last visit" counts
//   fresh    one row per (person, ad), credited to one of their matching searches: the primary key of
//            ad_alerts is what guarantees a person is alerted about an ad at most once, ever
//   notified one grouped notification per (person, search), raised while it is unread
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_BATCH_SIZE, ALERT_SWEEP_EVERY_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { claimJobRun } from '../jobs/claim-run';
import { PERCOLATE } from '../saved-searches/percolation';

export interface AlertBatchResult {
  ads: number;
  alerts: number;
}

/** Matches one batch of queued ads; `ads` is 0 when the queue is empty. */
export async function runAlertBatch(db: Db, limit = ALERT_BATCH_SIZE): Promise<AlertBatchResult> {
  const { rows } = await db.execute<{ ads: number | string; alerts: number | string }>(sql`
    with batch as (
      delete from alert_queue where ad_id in (
        select ad_id from alert_queue order by queued_at, ad_id limit ${limit} for update skip locked
      ) returning ad_id
    ),
    hits as (
      insert into search_hits (saved_search_id, ad_id)
      select s.id, a.id from batch b
      join ads a on a.id = b.ad_id and a.status = 'active'
      ${PERCOLATE}
      where s.user_id <> a.user_id
      on conflict do nothing
      returning saved_search_id, ad_id
    ),
    candidates as (
      select distinct on (s.user_id, h.ad_id) s.user_id, h.ad_id, h.saved_search_id
      from hits h join saved_searches s on s.id = h.saved_search_id
      order by s.user_id, h.ad_id, h.saved_search_id
    ),
    fresh as (
      insert into ad_alerts (user_id, ad_id) select user_id, ad_id from candidates
      on conflict do nothing
      returning user_id, ad_id
    ),
    grouped as (
      select c.user_id, c.saved_search_id, count(*)::int as n
      from fresh f join candidates c on c.user_id = f.user_id and c.ad_id = f.ad_id
      group by c.user_id, c.saved_search_id
    ),
    notified as (
      insert into notifications (user_id, kind, saved_search_id, count)
      select user_id, 'new_ads', saved_search_id, n from grouped
      on conflict (user_id, saved_search_id) where kind = 'new_ads' and read_at is null
      do update set count = notifications.count + excluded.count, created_at = now(), push_due = true
      returning 1
    )
    select (select count(*) from batch) as ads, (select count(*) from fresh) as alerts,
      (select count(*) from notified) as notified`);
  const row = rows[0];
  return { ads: Number(row?.ads ?? 0), alerts: Number(row?.alerts ?? 0) };
}

/** Drains the queue batch by batch; returns the totals. */
export async function drainAlertQueue(db: Db): Promise<AlertBatchResult> {
  const total = { ads: 0, alerts: 0 };
  for (;;) {
    const r = await runAlertBatch(db);
    total.ads += r.ads;
    total.alerts += r.alerts;
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
