// The alert job (decisions 091, 092 and 149): drains the queue of new ads batch by batch, each batch
// percolated against the saved searches in one statement (repository.ts), on a timer that one copy of
// the server claims a period.
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_BATCH_SIZE, ALERT_SWEEP_EVERY_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { claimJobRun } from '../jobs/claim-run';
import { matchAlertBatch } from './repository';

export interface AlertBatchResult {
  /** Ads taken from the queue. */
  ads: number;
  /** (saved search, ad) matches, counted, not stored. */
  matches: number;
  /** Grouped notifications created or raised. */
  notified: number;
}

/** Matches one batch of queued ads; `ads` is 0 when the queue is empty. */
export async function runAlertBatch(db: Db, limit = ALERT_BATCH_SIZE): Promise<AlertBatchResult> {
  const row = await matchAlertBatch(db, limit);
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
