// What PostgreSQL spent per query shape while one benchmark row ran (docs/benchmarks.md "Where the
// time goes"): pg_stat_statements, emptied before the row and read after it. Needs the extension in
// shared_preload_libraries; without it the benchmark says so and goes on. With
// pg_stat_statements.track_planning on, each shape's planning time is printed beside its execution.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export interface StatementsWatch {
  /** The shapes that took the most time since the watch began, one line each. */
  read(requests: number): Promise<string[]>;
}

export async function watchStatements(db: Db): Promise<StatementsWatch | string> {
  try {
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    await db.execute(sql`select pg_stat_statements_reset()`);
  } catch (error) {
    return `pg_stat_statements is not loaded (${(error as Error).message.split('\n')[0]}): no per-query figures`;
  }
  return {
    async read(requests) {
      const { rows } = await db.execute<{
        calls: number;
        total: number;
        plan: number;
        mean: number;
        rows: number;
        hit: number;
        read: number;
        query: string;
      }>(sql`
        select calls::int, total_exec_time::float8 as total, total_plan_time::float8 as plan,
          mean_exec_time::float8 as mean,
          rows::int, shared_blks_hit::int as hit, shared_blks_read::int as read,
          regexp_replace(query, '\\s+', ' ', 'g') as query
        from pg_stat_statements
        where query not like '%pg_stat_statements%'
        order by total_exec_time desc limit 12`);
      const all = rows.reduce((s, r) => s + Number(r.total), 0);
      return [
        `PostgreSQL per query shape (execution; planning where track_planning is on), over ${requests} requests:`,
        ...rows.map(
          (r) =>
            `  ${((100 * r.total) / all).toFixed(0).padStart(3)} %  ${(r.total / requests).toFixed(2)} ms/request  ` +
            `${(r.calls / requests).toFixed(2)} calls/request  mean ${r.mean.toFixed(2)} ms  ` +
            (r.plan > 0 ? `planning ${(r.plan / requests).toFixed(2)} ms/request  ` : '') +
            `${(r.rows / Math.max(1, r.calls)).toFixed(0)} rows  blocks ${r.hit}+${r.read}  ${r.query.slice(0, 160)}`,
        ),
      ];
    },
  };
}
