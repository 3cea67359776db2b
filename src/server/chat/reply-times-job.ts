// The hourly refresh of reply times (decision 183), once per deployment (claimJobRun): the sellers
// whose summaries time alone has changed are computed again. The first run also fills in the sellers
// of conversations held from before reply times were kept.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { REPLY_TIMES_REFRESH_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowOf } from '../db/rows';
import { claimJobRun } from '../jobs/claim-run';
import { REFRESH_OVERLAP_MS, refreshSummaries, sellersToRefresh } from './reply-times';

const JOB = 'reply-times';
/** Sellers computed per statement: a first run over many stays a few bounded statements. */
const BATCH = 500;

/** Runs one refresh if this copy wins the period; returns how many sellers were computed. */
export async function runReplyTimesRefresh(db: Db, now = new Date()): Promise<number> {
  const last = await rowOf<{ lastRunAt: Date | string }>(
    db,
    sql`select last_run_at from job_runs where name = ${JOB}`,
  );
  if (!(await claimJobRun(db, JOB, REPLY_TIMES_REFRESH_MS, now))) return 0;
  const since = last ? new Date(new Date(last.lastRunAt).getTime() - REFRESH_OVERLAP_MS) : null;
  const sellers = await sellersToRefresh(db, since, now);
  for (let i = 0; i < sellers.length; i += BATCH)
    await refreshSummaries(db, sellers.slice(i, i + BATCH), now);
  return sellers.length;
}

export function startReplyTimesRefresh(db: Db, log: FastifyBaseLogger): () => void {
  const tick = () =>
    void runReplyTimesRefresh(db)
      .then((n) => n && log.info({ sellers: n }, 'reply times refreshed'))
      .catch((error: unknown) => log.warn({ err: error }, 'reply times refresh failed'));
  // unref'd: a pending refresh never keeps a test or a stopping server alive.
  const timer = setInterval(tick, REPLY_TIMES_REFRESH_MS);
  timer.unref();
  const first = setTimeout(tick, 5_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
