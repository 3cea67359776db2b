// `npm run bench` (decision 042): seeds a fresh PostgreSQL with 10,000 and then 1,000,000 ads, runs
// the real app on 127.0.0.1 and measures it with autocannon (50 connections), against /healthz as the
// ceiling and "the seed's design" as the baseline; the search rows (search-bench.ts: distinct queries
// with typos and Roman Urdu, uncached); then five camera-like photos through the upload route, then the
// chat row (scripts/bench/chat.ts). Prints a table per size and the targets beside the figures.
//   --ads N        size of the big run (default 1,000,000)   --quick     the 10,000 run only
//   --duration S   seconds per endpoint (default 10)         --connections C (default 50)
// Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_bench), dropped and
// created for each size, dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { users } from '../../src/server/db/schema';
import { benchAppConfig, DEFAULT_BENCH_URL, dropDatabase, freshDatabase, seed } from './bench-db';
import { LoadGenerator, type Figures, type LoadJob } from './load';
import { anyFailed, table, verdict, type Row } from './report';
import { freePort } from './free-port';
import { registerSeedDesign } from './seed-design';
import * as T from './targets';
import { benchSearch, foundLines, type SearchFigures } from './search-bench';
import { benchUploads, type UploadFigures } from './uploads';
import { benchChat, DEFAULT_CHAT_BENCH_URL, printChat } from './chat';

const { values } = parseArgs({
  options: {
    ads: { type: 'string' },
    quick: { type: 'boolean' },
    duration: { type: 'string' },
    connections: { type: 'string' },
  },
});
const BIG = Number(values.ads ?? 1_000_000);
const SMALL = 10_000;
const SECONDS = Number(values.duration ?? 10);
const CONNECTIONS = Number(values.connections ?? 50);
const URL_ = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
/** Every row is shown against this one of the same run (report.ts). */
const HEALTHZ = '/healthz (ceiling)';
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface Run {
  ads: number;
  seedSeconds: number;
  rows: Map<string, Figures>;
  uploads?: UploadFigures;
  search: SearchFigures;
}

async function measure(ads: number, generator: LoadGenerator, withUploads: boolean): Promise<Run> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-'));
  log(`${ads.toLocaleString('en-US')} ads: creating the database and seeding…`);
  const database = await freshDatabase(URL_);
  const seedSeconds = await seed(database, ads, dataDir, log);
  log(`  seeded in ${seedSeconds.toFixed(1)} s`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = benchAppConfig(port, dataDir, URL_);
  const app = await buildApp({ config, database });
  registerSeedDesign(app);
  await app.listen({ host: '127.0.0.1', port });

  const [person] = await database.db
    .insert(users)
    .values({ issuer: 'urn:bs:bench', subject: `bench-${Date.now()}`, name: 'Bench Person' })
    .returning();
  const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, person!.id)).token}`;
  const { rows: sample } = await database.db.execute(
    sql`select id from ads where category = 'mobiles' order by created_at desc limit 500`,
  );
  const detailPaths = (sample as { id: string }[]).map((r) => `/api/ads/${r.id}`);

  const rows = new Map<string, Figures>();
  const job = (name: string, paths: string[], extra: Partial<LoadJob> = {}): LoadJob => ({
    name,
    baseUrl: origin,
    paths,
    mode: 'load',
    seconds: SECONDS,
    connections: CONNECTIONS,
    ...extra,
  });
  const run = async (j: LoadJob) => {
    // Warm up, unless each path is sent once: warming would show them to the caches first.
    if (j.mode === 'load' && !j.amount) await generator.run({ ...j, seconds: Math.min(2, j.seconds) });
    const figures = await generator.run(j);
    rows.set(j.name, figures);
    log(
      `  ${j.name}: ${figures.rps.toFixed(0)} req/s, p95 ${figures.p95.toFixed(1)} ms${figures.failures ? `, ${figures.failures} FAILED` : ''}`,
    );
  };
  await run(job(HEALTHZ, ['/healthz']));
  await run(job('listing p1', [T.LISTING]));
  // The page above is answered by the browse caches after its first request (decision 170); this
  // row is the same page with every query new, sent once each and not warmed: the database's pace.
  const fresh = T.freshListings(6000);
  await run({ ...job('listing p1, every query new', fresh), amount: fresh.length });
  await run(job('listing p40 (deep)', [T.LISTING_DEEP]));
  await run(job('listing, varied filters', T.variedListings()));
  await run(job('home rows', ['/api/home']));
  await run(job('search (45 terms in turn)', T.searchPaths()));
  await run(job('suggestions', T.suggestionPaths()));
  // The same texts are remembered per typed text until the counts change; this row sends each once.
  const freshTexts = T.freshSuggestionPaths(6000);
  await run({ ...job('suggestions, every text new', freshTexts), amount: freshTexts.length });
  await run(job('detail (signed in)', detailPaths, { headers: { cookie } }));
  await run(job('one caller: listing p1', [T.LISTING], { mode: 'sequential', count: 40, seconds: 20 }));
  await run(
    job('one caller: search, uncached', T.coldSearchPaths(), { mode: 'sequential', count: 60, seconds: 30 }),
  );
  await run(
    job("one caller: the seed's design", [T.SEED_DESIGN], { mode: 'sequential', count: 5, seconds: 45 }),
  );
  await run(job('listing + q (45 terms in turn, cached)', T.listingSearchPaths()));
  // Search: distinct queries with typos and Roman Urdu, each sent once (no cache has seen them).
  const big = ads >= 1_000_000;
  const search = await benchSearch(origin, generator, log, database.db, {
    oneCaller: big ? 500 : 100,
    loaded: big ? 1000 : 200,
    callers: CONNECTIONS,
  });

  let uploads: UploadFigures | undefined;
  if (withUploads) {
    log('  photos: 5 camera-like 12 MP JPEGs through POST /api/images…');
    uploads = await benchUploads(origin, origin, cookie, dataDir);
  }
  await app.close();
  await database.close();
  await dropDatabase(URL_);
  rmSync(dataDir, { recursive: true, force: true });
  return { ads, seedSeconds, rows, uploads, search };
}

function print(run: Run) {
  const target = (name: string) =>
    ({
      'listing p1': 'p95 ≤ 25 ms; ≥ 25% of /healthz req/s',
      'listing p40 (deep)': 'p95 ≤ 25 ms',
      'listing, varied filters': 'p95 ≤ 25 ms',
      'search (45 terms in turn)': 'p95 ≤ 25 ms (cache answers repeats)',
      'listing + q (45 terms in turn, cached)': 'cache answers repeats (compare the uncached rows)',
      suggestions: 'p95 ≤ 25 ms',
    })[name];
  const ceiling = run.rows.get(HEALTHZ);
  const rows: Row[] = [
    ...[...run.rows.values()].map((r) => ({ ...r, target: target(r.name), ceiling })),
    ...run.search.rows.map((r) => ({
      ...r,
      name: r.max === undefined ? r.name : `${r.name} (max ${r.max.toFixed(0)})`,
      ceiling,
    })),
  ];
  console.log(
    '\n' +
      table(
        `B/S API, ${run.ads.toLocaleString('en-US')} ads on PostgreSQL (seeded in ${run.seedSeconds.toFixed(0)} s); ` +
          `${CONNECTIONS} connections, ${SECONDS} s each; "one caller" rows: sequential requests`,
        rows,
      ),
  );
}

function summary(small: Run, big: Run | undefined) {
  const main = big ?? small;
  const r = (name: string) => main.rows.get(name)!;
  const listing = r('listing p1');
  const healthz = r(HEALTHZ);
  const vs = (row: Figures) =>
    `(${(row.rps / healthz.rps).toFixed(2)}× /healthz req/s, ${(row.p95 / healthz.p95).toFixed(1)}× its p95)`;
  const out: string[] = ['', `Targets (at ${main.ads.toLocaleString('en-US')} ads):`];
  for (const name of [
    'listing p1',
    'listing p40 (deep)',
    'listing, varied filters',
    'search (45 terms in turn)',
    'suggestions',
    'suggestions, every text new',
  ])
    out.push(
      `  ${name} p95 ${r(name).p95.toFixed(1)} ms ≤ 25 ms: ${verdict(r(name).p95 <= 25, r(name), healthz)} ${vs(r(name))}`,
    );
  const cold = r('one caller: search, uncached');
  out.push(
    `  (search without the cache, one caller at a time: p50 ${cold.p50.toFixed(1)} ms, p95 ${cold.p95.toFixed(1)} ms${cold.failures ? `, ${verdict(true, cold)}` : ''})`,
  );
  for (const row of main.search.rows)
    out.push(
      row.max === undefined
        ? `  ${row.name}: ${row.rps.toFixed(0)} req/s, p95 ${row.p95.toFixed(1)} ms ≤ 120 ms: ${verdict(row.p95 <= 120, row, healthz)} ${vs(row)}`
        : `  ${row.name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms ≤ 25 ms: ${verdict(row.p95 <= 25, row)}; max ${row.max.toFixed(0)} ms ≤ 150 ms: ${verdict(row.max <= 150, row)} ${vs(row)}`,
    );
  out.push(...foundLines(main.search.found));
  const crowd = main.search.rows.filter((row) => row.max === undefined);
  const together = crowd.reduce((sum, row) => sum + row.rps, 0) / healthz.rps;
  out.push(
    `  50 callers, both search rows together: ${(together * 100).toFixed(1)}% of /healthz req/s ≥ 12%: ${verdict(together >= 0.12, ...crowd)}`,
  );
  // Plain pages under the crowd: cached (the same page again) and with every query new.
  for (const [row, share] of [
    [listing, 0.35],
    [r('listing p1, every query new'), 0.35],
    [r('home rows'), 0.25],
  ] as const)
    out.push(
      `  ${row.name}: ${((row.rps / healthz.rps) * 100).toFixed(0)}% of /healthz req/s ≥ ${share * 100}%, p95 ${(row.p95 / healthz.p95).toFixed(1)}× its p95 ≤ 3×: ${verdict(row.rps / healthz.rps >= share && row.p95 <= 3 * healthz.p95, row, healthz)}`,
    );
  const design = r("one caller: the seed's design");
  const oneListing = r('one caller: listing p1');
  const speedup = design.p50 / oneListing.p50;
  out.push(
    `  listing vs the seed's design, one caller: ${speedup.toFixed(0)}× faster (p50 ${design.p50.toFixed(0)} ms vs ${oneListing.p50.toFixed(1)} ms) ≥ 50×: ${verdict(speedup >= 50, design, oneListing)}`,
  );
  if (big) {
    const [b, s] = [big.rows.get('listing p1')!, small.rows.get('listing p1')!];
    const ratio = b.p95 / s.p95;
    out.push(
      `  listing latency at ${big.ads.toLocaleString('en-US')} vs ${small.ads.toLocaleString('en-US')} ads: p95 ${ratio.toFixed(2)}×, p50 ${(b.p50 / s.p50).toFixed(2)}× ≤ 2×: ${verdict(ratio <= 2, b, s)}`,
    );
  }
  const u = small.uploads;
  if (u) {
    // The photos' row is judged like the others: one refused upload and it measured the refusal.
    const sent = { failures: u.failures.length, requests: u.photos * 2 - u.failures.length };
    out.push(
      '',
      `Photos: ${u.photos} camera-like 12 MP JPEGs of ${u.averageInputMB.toFixed(1)} MB on average through POST /api/images, by one person as the sell form sends them (${u.inFlight} at a time)${u.failures.length ? ` (FAILED: ${u.failures.join('; ')})` : ''}`,
      `  all ${u.photos} in: ${u.parallelSeconds.toFixed(2)} s ≤ 3 s: ${verdict(u.parallelSeconds <= 3, sent)} (${(u.parallelSeconds / (small.rows.get(HEALTHZ)!.p95 / 1000)).toFixed(0)}× the /healthz p95); one after another: ${u.sequentialSeconds.toFixed(2)} s`,
      `  stored card: max ${u.maxCardKB.toFixed(1)} kB (avg ${u.averageCardKB.toFixed(1)}) ≤ 30 kB: ${verdict(u.maxCardKB <= 30, sent)}`,
      `  stored detail: max ${u.maxDetailKB.toFixed(1)} kB (avg ${u.averageDetailKB.toFixed(1)}) ≤ 250 kB: ${verdict(u.maxDetailKB <= 250, sent)}`,
    );
  }
  console.log(out.join('\n'));
  const failed = [main, small].flatMap((run) => [...run.rows.values(), ...run.search.rows]);
  return anyFailed(failed) || Boolean(u?.failures.length);
}

const generator = LoadGenerator.start();
try {
  const small = await measure(SMALL, generator, true);
  const big = values.quick ? undefined : await measure(BIG, generator, false);
  print(small);
  if (big) print(big);
  const failed = summary(small, big);
  // The chat row: its own database and server processes; `npm run bench:chat` runs it alone.
  const chat = await benchChat({
    connections: 1000,
    rate: 200,
    seconds: 30,
    url: process.env.BENCH_CHAT_DATABASE_URL ?? DEFAULT_CHAT_BENCH_URL,
    log,
  });
  console.log(`\n${printChat(chat)}`);
  console.log(
    `\nBenchmark finished in ${((Date.now() - started) / 60_000).toFixed(1)} min on ${os.cpus().length} cores.`,
  );
  if (failed) {
    console.log('\nSome rows FAILED: requests were refused or errored, so their figures measure nothing.');
    process.exitCode = 1;
  }
} finally {
  generator.stop();
}
process.exit(process.exitCode ?? 0);
