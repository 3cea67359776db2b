// `npm run bench:search -- --database-url postgres://…/bs_search_1m` (decision 060): the search rows of
// the benchmark against a database already seeded (`npm run seed`), without seeding a fresh one:
// the real app on 127.0.0.1, distinct queries with typos and Roman Urdu, each sent once.
//   --one-caller N  queries per one-caller row (default 500; 0 skips them)   --loaded N  per 50-caller
//   row (default 1000)   --profile DIR  where the time of each loaded row went: a CPU profile of the
//   server (DIR/<row>.cpuprofile, summed up in the log) and PostgreSQL's time per query shape
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { REDERIVE_JOB } from '../../src/server/ads/rederive';
import { jobHasRun } from '../../src/server/ads/search-repository';
import { benchAppConfig } from './bench-db';
import { LoadGenerator, type Figures } from './load';
import { anyFailed, table } from './report';
import { cpuSeconds, startCpuProfile } from './cpu-profile';
import { benchSearch, foundLines } from './search-bench';
import { watchStatements } from './statements';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'one-caller': { type: 'string' },
    loaded: { type: 'string' },
    connections: { type: 'string' },
    profile: { type: 'string' },
  },
});
const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Usage: npm run bench:search -- --database-url postgres://… [--one-caller N] [--loaded N]');
  process.exit(2);
}
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/**
 * Around each loaded row: the CPU the server and PostgreSQL spent per request; with --profile, also
 * a CPU profile of the server and PostgreSQL's time per query shape.
 */
function aroundRow(dir: string | undefined) {
  if (dir) mkdirSync(dir, { recursive: true });
  return async (row: string) => {
    const statements = dir ? await watchStatements(database.db) : undefined;
    const cpu = dir ? await startCpuProfile() : undefined;
    const before = cpuSeconds();
    return async (requests: number) => {
      const after = cpuSeconds();
      const per = (s: number) => ((1000 * s) / requests).toFixed(2);
      log(
        `  ${row}: CPU per request: server ${per(after.node - before.node)} ms, PostgreSQL ${per(after.postgres - before.postgres)} ms`,
      );
      if (!dir) return;
      const file = path.join(dir, `${row.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
      console.log([`${row}: ${file}`, ...(await cpu!.stop(file))].join('\n'));
      console.log(
        typeof statements === 'string' ? statements : (await statements!.read(requests)).join('\n'),
      );
    };
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-search-'));
const database = await openPostgres(url, { max: 20 });
await database.migrate();
const { rows: size } = await database.db.execute<{ n: number }>(
  (await import('drizzle-orm')).sql`select count(*)::int as n from ads`,
);
const port = 20000 + Math.floor(Math.random() * 20000);
const origin = `http://127.0.0.1:${port}`;
const config = benchAppConfig(port, dataDir, url);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port });
// A database seeded by an older build gets today's search words from the app's one-time pass
// (ads/rederive.ts), in the background: measured before it ends, search would miss the new words.
while (!(await jobHasRun(database.db, REDERIVE_JOB))) {
  log(`waiting for the re-derive pass (${REDERIVE_JOB}) to finish…`);
  await new Promise((resolve) => setTimeout(resolve, 15_000));
}
await database.db.execute((await import('drizzle-orm')).sql`analyze ads`);
const generator = LoadGenerator.start();
try {
  const ads = Number(size[0]?.n ?? 0);
  log(`${ads.toLocaleString('en-US')} ads: search rows…`);
  const connections = Number(values.connections ?? 50);
  const ceiling = await generator.run({
    name: '/healthz (ceiling)',
    baseUrl: origin,
    paths: ['/healthz'],
    mode: 'load',
    seconds: 5,
    connections,
  });
  const figures = await benchSearch(origin, generator, log, database.db, {
    oneCaller: Number(values['one-caller'] ?? 500),
    loaded: Number(values.loaded ?? 1000),
    callers: connections,
    around: aroundRow(values.profile),
  });
  console.log(
    '\n' +
      table(
        `B/S search, ${ads.toLocaleString('en-US')} ads on PostgreSQL; distinct queries each sent once (no cache has seen them); load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
        [ceiling, ...figures.rows].map((r: Figures & { max?: number }) => ({
          ...r,
          name: r.max !== undefined ? `${r.name} (max ${r.max.toFixed(0)})` : r.name,
          ceiling,
        })),
      ),
  );
  console.log(foundLines(figures.found).join('\n'));
  if (anyFailed([ceiling, ...figures.rows])) {
    console.log('\nSome rows FAILED: requests were refused or errored, so their figures measure nothing.');
    process.exitCode = 1;
  }
} finally {
  generator.stop();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
