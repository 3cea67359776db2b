// `npm run seed -- --ads N` (decision 041): many realistic ads, fast, for benchmarks. Rows
// are made by the demo generators (valid forms, derived columns) and inserted in batches of a few
// thousand with one INSERT … SELECT FROM unnest($1::uuid[], …) each (bulk-columns.ts), two batches in
// flight; a big load into an empty table builds its indexes afterwards. Photos: a few dozen are drawn
// once and shared by all ads of their category; each has one ad_images row attached to one ad.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATEGORY_KEYS, getCategory, type CategoryKey } from '../domain/categories';
import type { Db } from '../server/db/client';
import { adImages } from '../server/db/schema';
import { pickCity, pickPhone } from './context';
import { draftFor, type PlannedAd, type Seller } from './generate';
import { DemoImageRenderer, type StoredImage } from './images';
import { upsertPeople } from './people';
import { Rng } from './prng';
import { emptyColumns, insertColumns, pushAd } from './bulk-columns';
import { hasAds } from './seed-demo';
import { REDERIVE_JOB } from '../server/ads/rederive';
import { DAY_MS } from '../domain/limits';

export const SEED_ISSUER = 'urn:bs:seed';

/** Share of ads per category, skewed like a real classifieds site. */
const CATEGORY_WEIGHTS: Record<CategoryKey, number> = {
  mobiles: 25,
  vehicles: 20,
  propertyforsale: 15,
  propertyforrent: 14,
  electronicsandhome: 5,
  bikes: 5,
  businessandindustrial: 2,
  services: 2,
  jobs: 3,
  animals: 2,
  furnitureanddecor: 2,
  fashionandbeauty: 2,
  booksandhobbies: 1.5,
  kids: 1.5,
};

export interface BulkSeedOptions {
  ads: number;
  /** Where the shared photos are written (DATA_DIR). */
  dataDir: string;
  /** Owners the ads are spread over. */
  users?: number;
  batchSize?: number;
  seed?: number;
  /** Ads are dated over this many days before `now`. */
  days?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** Called when the index re-build starts and ends (it takes a while at a million rows). */
  onIndexes?: (phase: 'start' | 'done') => void;
  /**
   * Drop the secondary indexes during the load and build them after: much faster for big loads.
   * Default: when loading at least REBUILD_FROM ads into an empty table.
   */
  rebuildIndexes?: boolean;
}

export interface BulkSeedResult {
  ads: number;
  ms: number;
  rebuiltIndexes: boolean;
}

/** From this many ads into an empty table, building indexes after the load beats maintaining them. */
const REBUILD_FROM = 50_000;

const FIRST = [
  'Ali',
  'Hamza',
  'Usman',
  'Bilal',
  'Hassan',
  'Zain',
  'Saad',
  'Imran',
  'Kashif',
  'Faisal',
  'Ayesha',
  'Fatima',
  'Sana',
  'Hira',
  'Maryam',
  'Zainab',
  'Noor',
  'Amna',
  'Rabia',
  'Iqra',
];
const LAST = [
  'Khan',
  'Ahmed',
  'Malik',
  'Chaudhry',
  'Butt',
  'Qureshi',
  'Sheikh',
  'Raza',
  'Siddiqui',
  'Abbasi',
  'Javed',
  'Iqbal',
  'Hussain',
  'Mirza',
  'Baig',
];

/** Rows into the ads table per statement: ~5 MB of parameters, well inside every limit. */
const DEFAULT_BATCH = 5000;
const IN_FLIGHT = 2;

export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const started = Date.now();
  const rng = new Rng(options.seed ?? 7);
  const now = options.now ?? new Date();
  const userCount = Math.max(1, Math.min(options.users ?? 1000, options.ads));
  const people = Array.from({ length: userCount }, (_, i) => ({
    issuer: SEED_ISSUER,
    subject: `seed-${i + 1}`,
    name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    email: `seed-${i + 1}@example.com`,
  }));
  const userIds = await upsertPeople(db, people);
  const sellers: Seller[] = people.map((_, index) => ({ index, phone: pickPhone(rng), city: pickCity(rng) }));
  const pool = await drawPhotoPool(rng, options.dataDir, now);
  const rebuild = options.rebuildIndexes ?? (options.ads >= REBUILD_FROM && !(await hasAds(db)));
  const load = (tx: Db) => loadAds(tx, rng, now, options, userIds, sellers, pool, rebuild);
  // Dropping the indexes, loading and re-creating them in one transaction: if the load dies half way,
  // PostgreSQL rolls the whole of it back, indexes included.
  if (rebuild) await db.transaction((tx) => load(tx as unknown as Db));
  else await load(db);
  // Fresh statistics, or the planner would plan from an empty table's (decision 041).
  // The ads written here already carry today's derived columns (toRow uses deriveColumns):
  // the one-time re-derive pass for older ads (ads/rederive.ts) has nothing to do.
  await db.execute(sql`insert into job_runs (name, last_run_at) values (${REDERIVE_JOB}, now())
    on conflict (name) do nothing`);
  // VACUUM, not only ANALYZE: a freshly loaded table has no visibility map, so every index-only
  // scan (the search walks, deep listing pages) would fetch each row until autovacuum came by, as
  // it does on a live database. Benchmarks must measure that steady state, not the first minutes.
  await db.execute(sql`vacuum analyze ads`);
  return { ads: options.ads, ms: Date.now() - started, rebuiltIndexes: rebuild };
}

async function loadAds(
  db: Db,
  rng: Rng,
  now: Date,
  options: BulkSeedOptions,
  userIds: readonly string[],
  sellers: readonly Seller[],
  pool: Map<CategoryKey, StoredImage[]>,
  rebuild: boolean,
): Promise<void> {
  const indexes = rebuild ? await dropSecondaryIndexes(db) : [];
  const weights = CATEGORY_KEYS.map((c) => [c, CATEGORY_WEIGHTS[c]] as const);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const days = options.days ?? 365;
  const firstAdOf = new Map<CategoryKey, { id: string; userId: string; createdAt: Date }>();
  const inFlight = new Set<Promise<unknown>>();
  let done = 0;
  for (let offset = 0; offset < options.ads; offset += batchSize) {
    const n = Math.min(batchSize, options.ads - offset);
    const cols = emptyColumns();
    for (let i = 0; i < n; i++) {
      const category = rng.weighted(weights);
      const seller = rng.pick(sellers);
      const photos = pool.get(category)!;
      const ad: PlannedAd = {
        ...draftFor(rng, category, seller, now),
        id: randomUUID(),
        seller: seller.index,
        createdAt: new Date(
          now.getTime() - Math.floor(rng.next() ** 1.5 * days * DAY_MS) - rng.int(60, 3600) * 1000,
        ),
        imageCount: 1,
      };
      const userId = userIds[seller.index]!;
      if (!firstAdOf.has(category)) firstAdOf.set(category, { id: ad.id, userId, createdAt: ad.createdAt });
      pushAd(cols, ad, userId, rng.sample(photos, rng.int(1, photos.length)));
    }
    // Two statements in flight: the database inserts one batch while we build the next.
    const insert: Promise<unknown> = insertColumns(db, cols).then(() => {
      done += n;
      options.onProgress?.(done, options.ads);
      inFlight.delete(insert);
    });
    inFlight.add(insert);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  if (rebuild) {
    options.onIndexes?.('start');
    for (const definition of indexes) await db.execute(sql.raw(definition));
    options.onIndexes?.('done');
  }

  // One ad_images row per shared photo, attached to the first ad of its category.
  const imageRows = [...pool.entries()].flatMap(([category, photos]) => {
    const owner = firstAdOf.get(category);
    if (!owner) return [];
    return photos.map((p, position) => ({
      id: p.id,
      userId: owner.userId,
      adId: owner.id,
      position,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      createdAt: owner.createdAt,
    }));
  });
  if (imageRows.length > 0) await db.insert(adImages).values(imageRows);
}

/** Drops the ads table's secondary indexes (inside the load's transaction); returns how to re-create them. */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  // More memory for the index builds of this transaction only.
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  const { rows } = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'ads'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const found = rows as { name: string; definition: string }[];
  for (const { name } of found) await db.execute(sql.raw(`drop index "${name.replace(/"/g, '""')}"`));
  return found.map((r) => r.definition);
}

/** Three photos per category (two covers and a gallery picture), drawn once for all ads. */
async function drawPhotoPool(rng: Rng, dataDir: string, now: Date): Promise<Map<CategoryKey, StoredImage[]>> {
  const renderer = new DemoImageRenderer(dataDir);
  const seller: Seller = { index: 0, phone: '0300-0000000', city: 'Lahore' };
  const entries = await Promise.all(
    CATEGORY_KEYS.map(async (category) => {
      const label = getCategory(category).name;
      const photos = await Promise.all([
        renderer.cover(randomUUID(), category, draftFor(rng, category, seller, now).headline, label),
        renderer.cover(randomUUID(), category, draftFor(rng, category, seller, now).headline, label),
        renderer.galleryPicture(randomUUID(), category, 0),
      ]);
      return [category, photos] as const;
    }),
  );
  return new Map(entries);
}
