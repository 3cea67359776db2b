// Demo data at start-up (decision 040): when DEMO_DATA=1 and the ads table is empty, fill it
// with realistic ads in all 14 categories, owned by a few demo people, with photos drawn locally.
// Deterministic (a fixed seed), so two fresh starts show the same ads, dated relative to now.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { getCategory } from '../domain/categories';
import { deriveColumns } from '../server/ads/ad-repository';
import { effectiveNames } from '../domain/fields/other';
import type { Config } from '../server/config';
import type { Db } from '../server/db/client';
import { adImages, ads, type NewAd } from '../server/db/schema';
import { removeImageFiles } from '../server/images/store';
import { planDemoAds, type PlannedAd } from './generate';
import { DemoImageRenderer, GALLERY_POOL_SIZE, runPool, type StoredImage } from './images';
import { demoPeople, upsertPeople } from './people';
import { Rng } from './prng';

const DEMO_SEED = 20_240_614;
const DEMO_ADS_PER_CATEGORY = 24;
/** Photos drawn at once: three keep both cores busy while one of them writes its files. */
const RENDER_CONCURRENCY = 3;
/** Serialises seeding between processes sharing one PostgreSQL (any fixed number will do). */
const SEED_LOCK = 424_242;

export interface SeedOptions {
  perCategory?: number;
  now?: Date;
}

export interface SeedResult {
  ads: number;
  images: number;
  ms: number;
}

type Executor = Pick<Db, 'execute'>;

export async function hasAds(db: Executor): Promise<boolean> {
  const { rows } = await db.execute(sql`select exists (select 1 from ads) as any`);
  return Boolean((rows[0] as { any: boolean }).any);
}

export async function seedDemoIfEmpty(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = Date.now();
  if (await hasAds(db)) return { ads: 0, images: 0, ms: Date.now() - started };
  const now = options.now ?? new Date();
  const rng = new Rng(DEMO_SEED);
  const people = demoPeople(rng);
  const plan = planDemoAds(
    rng,
    people.map((p) => p.seller),
    options.perCategory ?? DEMO_ADS_PER_CATEGORY,
    now,
  );
  const rows = plan.map((ad) => ({ ad, row: toRow(ad) }));

  // Photos first, outside the transaction: rendering takes seconds, the insert milliseconds.
  const renderer = new DemoImageRenderer(config.dataDir);
  const tasks: (() => Promise<StoredImage & { adId: string; position: number }>)[] = [];
  for (const ad of plan) {
    // Gallery pictures follow the cover in pool order from a random start, so one ad never repeats one.
    const start = rng.int(0, GALLERY_POOL_SIZE - 1);
    for (let position = 0; position < ad.imageCount; position++) {
      const id = rng.uuid();
      const n = start + position - 1;
      tasks.push(async () => ({
        ...(position === 0
          ? await renderer.cover(id, ad.category, ad.headline, getCategory(ad.category).name)
          : await renderer.galleryPicture(id, ad.category, n)),
        adId: ad.id,
        position,
      }));
    }
  }
  const images = await runPool(tasks, RENDER_CONCURRENCY);
  const imagesByAd = new Map<string, string[]>();
  for (const img of images) imagesByAd.set(img.adId, [...(imagesByAd.get(img.adId) ?? []), img.id]);

  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasAds(tx)) return false; // another process seeded while we drew
    const userIds = await upsertPeople(tx, people);
    const adRows: NewAd[] = rows.map(({ ad, row }) => ({
      ...row,
      userId: userIds[ad.seller]!,
      images: imagesByAd.get(ad.id) ?? [],
    }));
    for (let i = 0; i < adRows.length; i += 500) await tx.insert(ads).values(adRows.slice(i, i + 500));
    const adById = new Map(adRows.map((r) => [r.id!, r]));
    const imageRows = images.map((img) => ({
      id: img.id,
      userId: adById.get(img.adId)!.userId,
      adId: img.adId,
      position: img.position,
      width: img.width,
      height: img.height,
      bytes: img.bytes,
      createdAt: adById.get(img.adId)!.createdAt,
    }));
    for (let i = 0; i < imageRows.length; i += 1000)
      await tx.insert(adImages).values(imageRows.slice(i, i + 1000));
    return true;
  });
  if (!inserted) {
    await Promise.all(images.map((img) => removeImageFiles(config.dataDir, img.id)));
    return { ads: 0, images: 0, ms: Date.now() - started };
  }
  const result = { ads: rows.length, images: images.length, ms: Date.now() - started };
  log.info(result, 'demo data ready');
  return result;
}

export type AdRowWithoutOwner = Omit<NewAd, 'userId' | 'images'> & { price: number };

/** The ads row of a planned ad, with the columns derived from its form (decision 003). */
export function toRow(ad: PlannedAd): AdRowWithoutOwner {
  const names = effectiveNames(ad.brand, ad.model, ad.formData);
  const derived = deriveColumns({
    category: ad.category,
    ...names,
    variant: ad.variant,
    formData: ad.formData,
  });
  return {
    id: ad.id,
    category: ad.category,
    brand: names.brand,
    model: names.model,
    variant: ad.variant,
    formData: ad.formData,
    ...derived,
    createdAt: ad.createdAt,
    updatedAt: ad.createdAt,
  };
}
