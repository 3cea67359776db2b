// Home rows (docs/product.md §2 "Home page"): up to HOME_ROW_SIZE newest ads of every category, optionally in
// one location, answered by one SQL statement.
import type { AdSummary, HomeResponse } from '../../domain/api';
import { CATEGORY_KEYS, type CategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import { findHomeRows } from './listing-repository';
import { canonicalCity } from './listing-service';
import { toSummaries } from './summary';

export async function homeRows(db: Db, location: string | undefined): Promise<HomeResponse> {
  const rows = Object.fromEntries(CATEGORY_KEYS.map((k) => [k, [] as AdSummary[]])) as Record<
    CategoryKey,
    AdSummary[]
  >;
  for (const ad of toSummaries(await findHomeRows(db, canonicalCity(location)))) rows[ad.category].push(ad);
  return { rows };
}
