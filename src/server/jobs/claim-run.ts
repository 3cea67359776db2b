// Background work runs once per deployment, not once per server copy. Every copy keeps its
// own timer; when it fires, the copy claims the period with one atomic statement on job_runs. The
// upsert only writes when the last run is at least `everyMs` old, so of N copies firing at once exactly
// one gets a row back: no lock is held while the job runs, and a copy that dies mid-job costs one period.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

export async function claimJobRun(db: Db, name: string, everyMs: number, now = new Date()): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`
    insert into job_runs (name, last_run_at) values (${name}, ${now.toISOString()})
    on conflict (name) do update set last_run_at = excluded.last_run_at
    where job_runs.last_run_at <= ${due.toISOString()}
    returning name`,
  );
  return rows.length === 1;
}
