// The rules of the price guide (decision 193): which kept guides an ad touches, counting one again
// from its comparables, and choosing the place a page speaks of. Pages only read price_guides; an ad's
// write counts its own keys again, and the job counts the rest as the 90-day window moves.
//
// The price-anomaly flag reads the same comparables (decision 193): an ad priced below
// PRICE_ANOMALY_RATIO of the median of at least PRICE_ANOMALY_MIN_ADS of them (the same price group,
// year ± 1 for vehicles and bikes, active or sold in the last 90 days), across Pakistan. Judged once
// when the ad is saved and kept as ads.price_anomaly, so the ad page and the moderation list read a
// flag. The median is over the newest PRICE_ANOMALY_SAMPLE comparables, read from the price-group
// index: a bounded read at any number of ads.
import {
  DAY_MS,
  PRICE_ANOMALY_MIN_ADS,
  PRICE_ANOMALY_RATIO,
  PRICE_ANOMALY_SAMPLE,
  PRICE_GUIDE_DAYS,
  PRICE_GUIDE_MIN_ADS,
  PRICE_GUIDE_SWEEP_BATCH,
  PRICE_GUIDE_SWEEP_MS,
  PRICE_GUIDE_YEAR_SPAN,
} from '../../domain/limits';
import {
  cityInGroup,
  comparesByYear,
  hasPriceGuide,
  priceGroupOf,
  type PriceGuide,
} from '../../domain/price-guide';
import { areaInSquareFeet, marlaSizeOf } from '../../domain/area';
import { readChoice } from '../../domain/catalogue';
import type { CategoryKey } from '../../domain/categories';
import type { PriceGuideQuery } from '../../domain/schemas/price-guide';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import {
  comparableMedian,
  comparableStats,
  dropGuide,
  guideSourceOf,
  readGuides,
  recentSources,
  saveGuide,
  staleGuides,
  type GuideKey,
  type GuideRow,
} from './repository';

/** An ad as the guide sees it: its category, price group, year and city. */
export interface GuideSource {
  category: string;
  priceGroup: string;
  year: number | null;
  location: string;
}

const windowStart = (now: Date) => new Date(now.getTime() - PRICE_GUIDE_DAYS * DAY_MS);

/** The year a key is read with: the ad's own for vehicles and bikes, 0 for the rest. */
function keyYear(source: GuideSource): number | null {
  if (!comparesByYear(source.category)) return 0;
  return source.year && source.year > 0 ? source.year : null;
}

/**
 * The guides whose comparables include this ad: for vehicles and bikes the keys of its year and the
 * years either side, each in its city and in all of Pakistan; property's city is in its group.
 */
function keysTouchedBy(source: GuideSource): GuideKey[] {
  const year = keyYear(source);
  if (!source.priceGroup || !hasPriceGuide(source.category) || year === null) return [];
  const years = year
    ? Array.from({ length: 2 * PRICE_GUIDE_YEAR_SPAN + 1 }, (_, i) => year - PRICE_GUIDE_YEAR_SPAN + i)
    : [0];
  const places = cityInGroup(source.category) || !source.location ? [''] : [source.location, ''];
  return years.flatMap((y) => places.map((place) => ({ group: source.priceGroup, year: y, place })));
}

/** Counts one guide again: kept while it has PRICE_GUIDE_MIN_ADS comparables, dropped below. */
async function refreshGuide(db: Db | Tx, key: GuideKey, now = new Date()): Promise<void> {
  const stats = await comparableStats(db, key, windowStart(now));
  if (stats.n < PRICE_GUIDE_MIN_ADS || stats.p25 === null || stats.p75 === null) return dropGuide(db, key);
  await saveGuide(db, key, { p25: Math.round(stats.p25), p75: Math.round(stats.p75), count: stats.n }, now);
}

/** Counts again every guide these ads (as they were and as they are) are part of. */
export async function refreshGuidesOf(
  db: Db | Tx,
  sources: readonly (GuideSource | undefined)[],
  now = new Date(),
): Promise<void> {
  const seen = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    for (const key of keysTouchedBy(source)) {
      const id = `${key.group}\n${key.year}\n${key.place}`;
      if (seen.has(id)) continue;
      seen.add(id);
      await refreshGuide(db, key, now);
    }
  }
}

/** What an ad's guides are keyed by now, read before a write that may move it. */
export function guideSourceOfAd(db: Db | Tx, adId: string): Promise<GuideSource | undefined> {
  return guideSourceOf(db, adId);
}

/** Counts again the guides of the ad with this id (after it was marked sold, available or renewed). */
export async function refreshGuidesOfAd(db: Db, adId: string, now = new Date()): Promise<void> {
  await refreshGuidesOf(db, [await guideSourceOf(db, adId)], now);
}

/**
 * The guide of an ad or of a form being filled, from the kept rows only: in the ad's city when that
 * city alone has enough comparables, else in all of Pakistan; property's always speaks of its city.
 */
export async function guideFor(db: Db | Tx, source: GuideSource): Promise<PriceGuide | null> {
  const year = keyYear(source);
  if (!source.priceGroup || !hasPriceGuide(source.category) || year === null) return null;
  const places = cityInGroup(source.category) || !source.location ? [''] : [source.location, ''];
  const rows = await readGuides(db, source.priceGroup, year, places);
  return guideFromRows(
    source,
    rows.map((r) => ({ ...r, year })),
  );
}

/**
 * The same guide from kept rows already read (the ad page reads them with the ad, in one query:
 * decision 193): the rows of other years and places are passed over.
 */
export function guideFromRows(
  source: GuideSource,
  all: readonly (GuideRow & { year: number })[],
): PriceGuide | null {
  const year = keyYear(source);
  if (!source.priceGroup || !hasPriceGuide(source.category) || year === null) return null;
  const inCity = cityInGroup(source.category);
  const places = inCity || !source.location ? [''] : [source.location, ''];
  const rows = all.filter((r) => Number(r.year) === year && places.includes(r.place));
  const enough = (place: string) =>
    rows.find((r) => r.place === place && Number(r.count) >= PRICE_GUIDE_MIN_ADS);
  const local = source.location && !inCity ? enough(source.location) : undefined;
  const row = local ?? enough('');
  if (!row) return null;
  return {
    low: Number(row.p25),
    high: Number(row.p75),
    count: Number(row.count),
    city: inCity || local ? source.location || null : null,
  };
}

export interface PricedAd extends GuideSource {
  price: number;
  /** The ad itself when editing: it does not count towards its own median. */
  id?: string;
}

/**
 * Whether the ad is priced far below the median of its comparables (the newest PRICE_ANOMALY_SAMPLE of
 * them, across Pakistan; property within its city): the price-anomaly flag, judged as the ad is saved.
 */
export async function isPriceAnomaly(db: Db | Tx, ad: PricedAd, now = new Date()): Promise<boolean> {
  // No price ('Contact for price'), or nothing to compare with: nothing to judge.
  const year = comparesByYear(ad.category) ? (ad.year ?? null) : 0;
  if (ad.price <= 0 || !ad.priceGroup || year === null) return false;
  const { n, median } = await comparableMedian(
    db,
    { group: ad.priceGroup, year, place: '' },
    windowStart(now),
    PRICE_ANOMALY_SAMPLE,
    ad.id,
  );
  return n >= PRICE_ANOMALY_MIN_ADS && ad.price < PRICE_ANOMALY_RATIO * median;
}

/** The job: counts again the guides read longest ago, as ads leave the 90-day window. */
export async function sweepPriceGuides(db: Db, now = new Date()): Promise<number> {
  const keys = await staleGuides(db, new Date(now.getTime() - PRICE_GUIDE_SWEEP_MS), PRICE_GUIDE_SWEEP_BATCH);
  for (const key of keys) await refreshGuide(db, key, now);
  return keys.length;
}

/** Counts every guide from the ads of the window: once, after the ads got their price groups. */
export async function countAllPriceGuides(db: Db, now = new Date()): Promise<void> {
  await refreshGuidesOf(db, await recentSources(db, windowStart(now)), now);
}

/**
 * The guide of what the post form holds so far: its brand and model as the catalogue names them, and
 * its year, city and size read the way an ad's derived columns are (src/domain/area.ts), so the form
 * is keyed as the ad will be once posted. An unknown brand or model has no kept guide: null.
 */
export async function guideForForm(db: Db, query: PriceGuideQuery): Promise<PriceGuide | null> {
  const category = query.category as CategoryKey;
  const choice = readChoice(category, query.brand, query.model ?? '');
  const brand = choice.brand?.name ?? query.brand;
  const model = choice.model ?? query.model ?? '';
  const location = query.location ?? '';
  const formData: Record<string, string> = {};
  for (const name of ['storage', 'ptaApproved', 'society', 'areaUnit', 'marlaSize'] as const) {
    const value = query[name];
    if (value !== undefined) formData[name] = value;
  }
  if (query.area !== undefined) formData.area = String(query.area);
  const marla = marlaSizeOf(formData.marlaSize, location, formData.society);
  const areaSqft = areaInSquareFeet(formData, marla);
  const year = query.year ?? null;
  const priceGroup = priceGroupOf({
    category,
    brand,
    model,
    formData,
    location,
    year,
    areaSqft,
    marlaSqft: areaSqft === null ? null : marla,
  });
  return guideFor(db, { category, priceGroup, year, location });
}
