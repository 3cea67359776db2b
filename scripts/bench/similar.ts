// `npm run bench:similar`: the ad page's 'Similar ads' at scale (decision 195). Seeds a fresh PostgreSQL
// with 1,000,000 ads (the bulk seed's mix of categories, brands, models and cities), then times the
// similar-ads read one caller at a time over many distinct ads: the SQL alone (service call on the
// pool) and the whole request, signed in, on the real app on 127.0.0.1. Prints p50, p95 and max of
// each, and the plan of one read of the most common model, so a plan that stops using the listing
// indexes shows. Fails when any request failed or a p95 is over the target.
//   --ads N (default 1,000,000; e.g. --ads 20000 to check that it works)  --count N (default 2,000)
// Database: BENCH_SIMILAR_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_similar_bench),
// made fresh and dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { createBrowseCaches, readAround } from '../../src/server/ads/browse-caches';
import { localGenerations } from '../../src/server/shared/generations';
import { getSimilarAds } from '../../src/server/ads/similar-service';
import { findSimilar, findSimilarSource } from '../../src/server/ads/similar-repository';
import type { Db } from '../../src/server/db/client';
import { benchAppConfig, dropDatabase, freshDatabase, seed } from './bench-db';
import { freePort } from './free-port';

const { values } = parseArgs({ options: { ads: { type: 'string' }, count: { type: 'string' } } });
const ADS = Number(values.ads ?? 1_000_000);
const COUNT = Number(values.count ?? 2_000);
const TARGET_P95_MS = 10;
const URL_ = process.env.BENCH_SIMILAR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bs_similar_bench';
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface Timing {
  name: string;
  ms: number[];
  failures: number;
  empty: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function figures(t: Timing) {
  const sorted = [...t.ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-similar-'));
log(`${ADS.toLocaleString('en-US')} ads: creating the database and seeding…`);
const database = await freshDatabase(URL_);
log(`  ads seeded in ${(await seed(database, ADS, dataDir, log)).toFixed(0)} s`);
await database.db.execute(sql`analyze`);

// Distinct listed ads spread over the whole table (every category, common and rare models), in a
// fixed pseudo-random order so runs compare.
const { rows: picked } = await database.db.execute(
  sql`select id, category from ads where listed order by md5(id::text) limit ${COUNT}`,
);
const ids = (picked as { id: string }[]).map((r) => r.id);
log(`  ${ids.length.toLocaleString('en-US')} distinct ads to ask about`);

// The plan of the read for an ad of the most common model: the worst case for a bounded read.
const { rows: common } = await database.db.execute(
  sql`select a.id from ads a join (
      select category, brand, model from ads where listed and model <> ''
      group by 1, 2, 3 order by count(*) desc limit 1
    ) m using (category, brand, model) where a.listed limit 1`,
);
const commonId = (common[0] as { id: string } | undefined)?.id;
if (commonId) {
  const source = await findSimilarSource(database.db, commonId);
  const { rows: counts } = await database.db.execute(
    sql`select count(*)::int as n from ads where listed and category = ${source!.category}
      and brand = ${source!.brand} and model = ${source!.model}`,
  );
  log(
    `  plan for an ad of ${source!.brand} ${source!.model} (${(counts[0] as { n: number }).n.toLocaleString('en-US')} listed):`,
  );
  // The repository's own statement, explained: a stand-in database that asks for its plan instead.
  const explaining = {
    execute: async (query: SQL) => {
      const { rows } = await database.db.execute(sql`explain (analyze, buffers, costs off) ${query}`);
      for (const row of rows as { 'QUERY PLAN': string }[]) console.log(`      ${row['QUERY PLAN']}`);
      return { rows: [] };
    },
  };
  await findSimilar(explaining as unknown as Db, source!);
}

const viewer = { id: '00000000-0000-4000-8000-000000000000', isModerator: false };
// The service's SQL every time: caches read around, as for a person whose own change is pending.
const uncached = readAround(createBrowseCaches(localGenerations()));
const sqlRow: Timing = { name: 'one caller: similar ads (service, SQL)', ms: [], failures: 0, empty: 0 };
for (const id of ids.slice(0, 50)) await getSimilarAds(database.db, uncached, id, viewer); // warm the pool
for (const id of ids) {
  const t = performance.now();
  try {
    const answer = await getSimilarAds(database.db, uncached, id, viewer);
    if (answer.items.length === 0) sqlRow.empty += 1;
  } catch {
    sqlRow.failures += 1;
  }
  sqlRow.ms.push(performance.now() - t);
}

const port = await freePort();
const app = await buildApp({ config: benchAppConfig(port, dataDir, URL_), database });
await app.listen({ host: '127.0.0.1', port });
const { rows: me } = await database.db.execute(
  sql`insert into users (issuer, subject, name) values ('urn:bs:bench', ${`bench-${Date.now()}`}, 'Bench Person') returning id`,
);
const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, (me[0] as { id: string }).id)).token}`;
const httpRow: Timing = { name: 'one caller: GET /api/ads/:id/similar', ms: [], failures: 0, empty: 0 };
const ask = (id: string) => fetch(`http://127.0.0.1:${port}/api/ads/${id}/similar`, { headers: { cookie } });
for (const id of ids.slice(0, 50)) await (await ask(id)).arrayBuffer();
for (const id of ids) {
  const t = performance.now();
  try {
    const res = await ask(id);
    const body = (await res.json()) as { items?: unknown[] };
    if (!res.ok) httpRow.failures += 1;
    else if (!body.items?.length) httpRow.empty += 1;
  } catch {
    httpRow.failures += 1;
  }
  httpRow.ms.push(performance.now() - t);
}

await app.close();
await database.close();
await dropDatabase(URL_);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nSimilar ads, ${ADS.toLocaleString('en-US')} ads on PostgreSQL, ${ids.length.toLocaleString('en-US')} distinct ads, ` +
    `one request at a time; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
console.log(
  `${'endpoint'.padEnd(42)} ${'p50 ms'.padEnd(7)} ${'p95 ms'.padEnd(7)} ${'max ms'.padEnd(7)} ${'empty'.padEnd(6)} ${'fails'.padEnd(9)} target`,
);
let failed = false;
for (const row of [sqlRow, httpRow]) {
  const f = figures(row);
  const ok = row.failures === 0 && row.ms.length > 0 && f.p95 <= TARGET_P95_MS;
  failed ||= !ok;
  console.log(
    `${row.name.padEnd(42)} ${f.p50.toFixed(1).padEnd(7)} ${f.p95.toFixed(1).padEnd(7)} ${f.max.toFixed(1).padEnd(7)} ` +
      `${String(row.empty).padEnd(6)} ${(row.failures ? `${row.failures} FAILED` : '0').padEnd(9)} ` +
      `p95 ≤ ${TARGET_P95_MS} ms: ${ok ? 'met' : 'NOT MET'}`,
  );
}
process.exit(failed ? 1 : 0);
