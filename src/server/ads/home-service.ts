// Home rows (docs/product.md §2 "Home page"): up to HOME_ROW_SIZE newest ads of every category, optionally in
// one location, answered by one SQL statement and kept briefly in the browse caches (any change to an
// ad makes them stale, browse-caches.ts).
import type { AdSummary, HomeResponse } from '../../domain/api';
import { CATEGORY_KEYS, type CategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import type { BrowseCaches } from './browse-caches';
import { findHomeRows } from './listing-repository';
import { canonicalCity } from './listing-service';
import { toSummaries } from './summary';

export async function homeRows(
  db: Db,
  caches: BrowseCaches,
  location: string | undefined,
): Promise<HomeResponse> {
  const place = canonicalCity(location);
  return caches.home.getOrLoad(JSON.stringify([place ?? null]), () => loadHomeRows(db, place));
}

async function loadHomeRows(db: Db, place: string | undefined): Promise<HomeResponse> {
  const rows = Object.fromEntries(CATEGORY_KEYS.map((k) => [k, [] as AdSummary[]])) as Record<
    CategoryKey,
    AdSummary[]
  >;
  for (const ad of toSummaries(await findHomeRows(db, place))) rows[ad.category].push(ad);
  return { rows };
}
