// `npm run bench:photos`: the photo-match lookup at scale (decision 194). Seeds a fresh PostgreSQL with
// a few thousand ads (the bulk seed) and 5,000,000 stored photos with random 64-bit hashes (made in SQL
// with generate_series, spread over those ads), plants near copies of some of them, ANALYZEs, and then
// times the lookup the app makes for each photo of a saved ad (findNearPhotos, the same repository
// function) one caller at a time for 1,000 distinct hashes: half near a stored photo (0 to
// PHOTO_MATCH_MAX_DISTANCE bits away, spread over the bands), half random. Prints p50, p95 and max;
// fails when a lookup errors or misses a planted photo. Target: p95 ≤ 20 ms at 5,000,000 photos.
//   --photos N (default 5,000,000)  --lookups N (default 1,000)  --ads N (default 5,000)
// Database: BENCH_PHOTOS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_photos_bench),
// made fresh and dropped at the end.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DAY_MS, PHOTO_MATCH_MAX_DISTANCE, PHOTO_MATCH_REMOVED_DAYS } from '../../src/domain/limits';
import { rowsOf } from '../../src/server/db/rows';
import { findNearPhotos } from '../../src/server/photo-match/photo-match-repository';
import { dropDatabase, freshDatabase, seed } from './bench-db';

const { values } = parseArgs({
  options: { photos: { type: 'string' }, lookups: { type: 'string' }, ads: { type: 'string' } },
});
const PHOTOS = Number(values.photos ?? 5_000_000);
const LOOKUPS = Number(values.lookups ?? 1_000);
const ADS = Number(values.ads ?? 5_000);
const TARGET_P95_MS = 20;
const CHUNK = 500_000;
const URL_ = process.env.BENCH_PHOTOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bs_photos_bench';
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-photos-'));
log(`${PHOTOS.toLocaleString('en-US')} photos on ${ADS.toLocaleString('en-US')} ads: creating the database…`);
const database = await freshDatabase(URL_);
let exitCode = 0;
try {
  await seed(database, ADS, dataDir, log);
  // Each photo on an ad in turn, as its seller's; 64 random bits made of two random 32-bit halves.
  for (let from = 1; from <= PHOTOS; from += CHUNK) {
    const to = Math.min(PHOTOS, from + CHUNK - 1);
    const t = Date.now();
    await database.db.execute(sql`
      with a as (select id, user_id, row_number() over (order by id) - 1 as n from ads),
      total as (select count(*) as c from ads)
      insert into ad_images (id, user_id, ad_id, position, width, height, bytes, phash)
      select gen_random_uuid(), a.user_id, a.id, g % 5, 1600, 1200, 120000,
        (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint
      from generate_series(${from}::bigint, ${to}::bigint) g
      join total on true
      join a on a.n = g % total.c`);
    log(
      `  photos ${to.toLocaleString('en-US')} / ${PHOTOS.toLocaleString('en-US')} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
    );
  }
  await database.db.execute(sql`vacuum analyze ad_images`);
  log('  vacuumed and analyzed');

  // Half the lookups are near copies of stored photos on active ads, the other half random hashes.
  const planted = await rowsOf<{ id: string; phash: string }>(
    database.db,
    sql`select i.id, i.phash::text as phash from ad_images i join ads a on a.id = i.ad_id
      where a.status = 'active' order by random() limit ${Math.floor(LOOKUPS / 2)}`,
  );
  const randomBits = () =>
    BigInt.asIntN(64, BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) |
    BigInt(Math.floor(Math.random() * 2 ** 32));
  const nearOf = (hash: bigint) => {
    const flips = new Set<number>();
    const k = Math.floor(Math.random() * (PHOTO_MATCH_MAX_DISTANCE + 1));
    while (flips.size < k) flips.add(Math.floor(Math.random() * 64));
    return BigInt.asIntN(
      64,
      [...flips].reduce((h, bit) => h ^ (1n << BigInt(bit)), hash),
    );
  };
  const lookups = [
    ...planted.map((p) => ({ hash: nearOf(BigInt(p.phash)), expect: p.id })),
    ...Array.from({ length: LOOKUPS - planted.length }, () => ({ hash: randomBits(), expect: null })),
  ].sort(() => Math.random() - 0.5);

  const options = {
    sellerId: randomUUID(),
    maxDistance: PHOTO_MATCH_MAX_DISTANCE,
    leftSince: new Date(Date.now() - PHOTO_MATCH_REMOVED_DAYS * DAY_MS),
  };
  const times: number[] = [];
  let errors = 0;
  let missed = 0;
  for (const lookup of lookups) {
    const t = performance.now();
    try {
      const found = await findNearPhotos(database.db, lookup.hash, options);
      times.push(performance.now() - t);
      if (lookup.expect && !found.some((f) => f.imageId === lookup.expect)) missed += 1;
    } catch (error) {
      errors += 1;
      if (errors === 1) console.error(error);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\nphoto lookup, ${PHOTOS.toLocaleString('en-US')} photos, one caller, ${lookups.length} distinct hashes ` +
      `(${planted.length} near a stored photo): p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(at(1))}; ` +
      `errors ${errors}, planted photos missed ${missed}`,
  );
  console.log(`target p95 ≤ ${TARGET_P95_MS} ms: ${at(0.95) <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
  if (errors > 0 || missed > 0 || times.length === 0) exitCode = 1;
} finally {
  await database.close();
  await dropDatabase(URL_);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
