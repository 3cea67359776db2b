// `npm run bench:ad-page-ab -- --build before=DIR --build after=DIR`: the ad page, one build against
// another, in one run on one database (decision 199). Each DIR is a checkout of the project with its
// node_modules and a web build in DIR/dist/web-ab (`WEB_DIR=dist/web-ab npx tsx scripts/build-web.ts`
// there). Seeds a fresh PostgreSQL with --ads ads once, then, round after round, starts each build's
// own server (`src/server/main.ts`, 127.0.0.1, the same database) alone, measures it and stops it; the
// order flips every round (A B, B A, …) so neither build always finds the database's cache warmed by the
// other. Rows, each under --connections callers:
//   /healthz                       the server's ceiling on this machine in the same turn
//   ad (API), uncached             GET /api/ads/:id, every request a different ad (nothing cached)
//   ad (API), 500 ads              the same 500 ads in turn for --duration seconds
//   ad page drawn, uncached        the page the server draws, /{section}/{id}, each a different ad
//   ad page drawn, 500 ads         the drawn page over the same 500 ads
// Requests carry what a browser sends (a Chrome user agent, Sec-Fetch-*), so whatever a build does for
// a person's view of an ad (counting it) is measured too. A row fails when any request failed.
//   --ads N (1,000,000)  --duration S (10)  --connections C (50)  --rounds R (2)  --build name=DIR (≥ 2)
//   --keep (leave the database for a closer look); BENCH_AB_CPU_PROF=DIR profiles each server
//   --only TEXT (measure only the rows whose name holds TEXT: a profile of one row alone)
//   --statements (print, per row, what PostgreSQL spent per query shape: pg_stat_statements)
//   --reuse (measure on the database a --keep run left, migrated to this build, without seeding again)
// Database: BENCH_AB_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_ab_bench), made fresh
// and dropped at the end (kept with --keep or --reuse).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { adPath, type CategoryKey } from '../../src/domain/categories';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { countAllPriceGuides } from '../../src/server/price-guide/service';
import { openPostgres } from '../../src/server/db/client';
import { dropDatabase, freshDatabase, seed } from './bench-db';
import { cpuSeconds, summariseProfileFile } from './cpu-profile';
import { freePort } from './free-port';
import { watchStatements } from './statements';
import { LoadGenerator, type Figures, type LoadJob } from './load';

const { values } = parseArgs({
  options: {
    ads: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    build: { type: 'string', multiple: true },
    keep: { type: 'boolean' },
    reuse: { type: 'boolean' },
    statements: { type: 'boolean' },
    only: { type: 'string' },
  },
});
const ADS = Number(values.ads ?? 1_000_000);
const SECONDS = Number(values.duration ?? 10);
const CONNECTIONS = Number(values.connections ?? 50);
const ROUNDS = Number(values.rounds ?? 2);
const builds = (values.build ?? []).map((b) => {
  const [name, dir] = b.split('=');
  if (!name || !dir) throw new Error(`--build takes name=DIR, not ${b}`);
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'dist/web-ab/index.html')))
    throw new Error(
      `${root} has no web build in dist/web-ab: run WEB_DIR=dist/web-ab npx tsx scripts/build-web.ts there`,
    );
  return { name, root };
});
if (builds.length < 2) throw new Error('Give at least two builds: --build before=DIR --build after=DIR');
const URL_ = process.env.BENCH_AB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bs_ab_bench';
// BENCH_AB_CPU_PROF=DIR: each server writes a V8 CPU profile there when it stops, summarised in the log.
const profileDir = process.env.BENCH_AB_CPU_PROF;
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-ab-'));
const database = values.reuse ? await openPostgres(URL_, { max: 20 }) : await freshDatabase(URL_);
if (values.reuse) {
  // The newest build's migrations: an older build finds the newer tables and columns and reads none of them.
  await database.migrate();
  log('the database a --keep run left: not seeded again');
} else {
  log(`${ADS.toLocaleString('en-US')} ads: creating the database and seeding…`);
  log(`  ads seeded in ${(await seed(database, ADS, dataDir, log)).toFixed(0)} s`);
}
{
  // The price guides the app keeps on every write (decision 193), for all of the seed at once, so the
  // build that draws them has them to draw; an older build never reads the table.
  const t = Date.now();
  await countAllPriceGuides(database.db);
  log(`  price guides counted in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}
const { rows: me } = await database.db.execute(
  sql`insert into users (issuer, subject, name) values ('urn:bs:bench', ${`ab-${Date.now()}`}, 'Bench Person') returning id`,
);
const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, (me[0] as { id: string }).id)).token}`;
// Ads for the uncached rows: more than a row can send in its seconds, so each is asked for once, and a
// fresh slice per build and round.
const { rows: adRows } = await database.db.execute(
  sql`select id, category from ads where status = 'active' order by random() limit 250000`,
);
// A database the app has run on has had every build's one-time re-derive pass (ads/rederive.ts); the
// seed marks only this build's. Without the older builds' marks each would re-derive every ad in the
// background while it is measured (its /healthz halved in a first run).
for (const name of ['rederive-search-columns-v1', 'rederive-search-columns-v2', 'rederive-search-columns-v3'])
  await database.db.execute(
    sql`insert into job_runs (name, last_run_at) values (${name}, now()) on conflict (name) do nothing`,
  );
await database.db.execute(sql`analyze`);
await database.close();
const ads = adRows as { id: string; category: CategoryKey }[];
const warm = ads.slice(0, 500);

const chrome =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const apiHeaders = {
  cookie,
  'user-agent': chrome,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};
const pageHeaders = {
  cookie,
  'user-agent': chrome,
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  accept: 'text/html',
};

async function startServer(root: string): Promise<{ child: ChildProcess; origin: string; dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(dataDir, 'server-'));
  const profile = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, path.basename(root))}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      DATABASE_URL: URL_,
      WEB_DIR: path.join(root, 'dist/web-ab'),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server in ${root} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin, dir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server in ${root} did not answer /healthz within 120 s`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

const generator = LoadGenerator.start();
// --statements: one connection of the benchmark's own to read pg_stat_statements around each row.
const watcher = values.statements ? await openPostgres(URL_, { max: 1 }) : undefined;
const figures = new Map<string, Map<string, Figures[]>>(); // row → build → one figure per round
const keep = (row: string, build: string, f: Figures) => {
  const byBuild = figures.get(row) ?? new Map<string, Figures[]>();
  figures.set(row, byBuild);
  byBuild.set(build, [...(byBuild.get(build) ?? []), f]);
};
let offset = 0;
const fresh = (n: number) => {
  const slice = ads.slice(offset % ads.length, (offset % ads.length) + n);
  offset += n;
  return slice;
};

for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? builds : [...builds].reverse();
  for (const build of order) {
    const { child, origin, dir } = await startServer(build.root);
    const job = (
      name: string,
      paths: string[],
      headers: Record<string, string>,
      extra: Partial<LoadJob> = {},
    ) =>
      ({
        name,
        baseUrl: origin,
        paths,
        headers,
        mode: 'load',
        seconds: SECONDS,
        connections: CONNECTIONS,
        ...extra,
      }) as LoadJob;
    const run = async (j: LoadJob) => {
      if (values.only && !j.name.includes(values.only)) return;
      const watch = watcher ? await watchStatements(watcher.db) : undefined;
      const before = cpuSeconds(child.pid);
      const f = await generator.run(j);
      const after = cpuSeconds(child.pid);
      keep(j.name, build.name, f);
      const perRequest = (s: number) => ((1000 * s) / Math.max(1, f.requests)).toFixed(2);
      log(
        `  CPU per request: server ${perRequest(after.node - before.node)} ms, PostgreSQL ${perRequest(after.postgres - before.postgres)} ms`,
      );
      if (typeof watch === 'string') log(`  ${watch}`);
      else if (watch) for (const line of await watch.read(f.requests)) log(`  ${line}`);
      // An uncached row that sent more requests than it had ads asked for some twice: say so.
      if (j.name.endsWith('uncached') && f.requests > j.paths.length)
        log(`  (${j.name}: ${f.requests} requests over ${j.paths.length} ads: some were cached)`);
      log(
        `  round ${round + 1}, ${build.name}: ${j.name}: ${f.rps.toFixed(0)} req/s, p95 ${f.p95.toFixed(1)} ms${f.failures ? `, ${f.failures} FAILED` : ''}`,
      );
    };
    // Warm-up: the server's first seconds (compiling, pools filling) belong to no row.
    await generator.run(
      job('warm-up', ['/healthz', ...warm.slice(0, 50).map((a) => `/api/ads/${a.id}`)], apiHeaders, {
        seconds: 3,
      }),
    );
    await run(job('/healthz', ['/healthz'], {}));
    const apiIds = fresh(25_000);
    await run(
      job(
        'ad (API), uncached',
        apiIds.map((a) => `/api/ads/${a.id}`),
        apiHeaders,
      ),
    );
    await run(
      job(
        'ad (API), 500 ads',
        warm.map((a) => `/api/ads/${a.id}`),
        apiHeaders,
      ),
    );
    const pageIds = fresh(8_000);
    await run(
      job(
        'ad page drawn, uncached',
        pageIds.map((a) => adPath(a.category, a.id)),
        pageHeaders,
      ),
    );
    await run(
      job(
        'ad page drawn, 500 ads',
        warm.map((a) => adPath(a.category, a.id)),
        pageHeaders,
      ),
    );
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
    if (profileDir) {
      // The main thread's profile this server wrote as it stopped (CPU.date.time.pid.0.seq; thread 1 is
      // tsx's loader): the newest such file in its build's folder.
      const folder = path.join(profileDir, path.basename(build.root));
      const newest = readdirSync(folder)
        .filter((f) => f.includes(`.${child.pid}.0.`))
        .map((f) => path.join(folder, f))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
      if (newest) for (const line of summariseProfileFile(newest)) log(`  ${build.name}: ${line}`);
    }
  }
}
generator.stop();
await watcher?.close();
// --keep leaves the database for a closer look at one build (a profile, one caller at a time).
if (!values.keep && !values.reuse) await dropDatabase(URL_);
rmSync(dataDir, { recursive: true, force: true });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const base = builds[0]!.name;
console.log(
  `\nAd page A/B, ${ADS.toLocaleString('en-US')} ads on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per row, ` +
    `${ROUNDS} rounds alternating; medians over the rounds; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
const head = `${pad('row', 26)} ${pad('build', 10)} ${pad('req/s', 7)} ${pad('p95 ms', 8)} ${pad('vs /healthz', 12)} ${pad(`vs ${base}`, 10)} ${pad('rounds (req/s)', 22)} fails`;
console.log(head + '\n' + '-'.repeat(head.length));
let failed = false;
for (const [row, byBuild] of figures) {
  const baseRps = median(byBuild.get(base)!.map((f) => f.rps));
  for (const { name } of builds) {
    const fs = byBuild.get(name)!;
    const rps = median(fs.map((f) => f.rps));
    const ceiling = median(
      figures
        .get('/healthz')
        ?.get(name)
        ?.map((f) => f.rps) ?? [Number.NaN],
    );
    const fails = fs.reduce((n, f) => n + f.failures, 0);
    if (fails > 0 || fs.some((f) => f.requests === 0)) failed = true;
    console.log(
      `${pad(row, 26)} ${pad(name, 10)} ${pad(rps.toFixed(0), 7)} ${pad(median(fs.map((f) => f.p95)).toFixed(1), 8)} ` +
        `${pad(row === '/healthz' ? '' : `${((rps / ceiling) * 100).toFixed(1)} %`, 12)} ${pad(name === base ? '' : `${((rps / baseRps - 1) * 100).toFixed(1)} %`, 10)} ` +
        `${pad(fs.map((f) => f.rps.toFixed(0)).join(' / '), 22)} ${fails ? `${fails} FAILED` : '0'}`,
    );
  }
}
process.exit(failed ? 1 : 0);
