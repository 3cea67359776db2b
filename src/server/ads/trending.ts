// The footer's 'Trending Searches': a fixed list ('Toyota Corolla', 'iPhone 15') led to
// listings with no ads. These are the makes and models listed most among the newest ads instead, each
// linking to its listing filtered by make and model, so every link leads to at least one ad.
import type { TrendingResponse } from '../../domain/api';
import { getCategory, isCategoryKey, type CategoryKey } from '../../domain/categories';
import { TRENDING_LIMIT, TRENDING_WINDOW } from '../../domain/limits';
import type { Db } from '../db/client';
import { findTrending } from './listing-repository';

/** Categories where a make and model is what people search for. */
const TRENDING_CATEGORIES: readonly CategoryKey[] = ['mobiles', 'vehicles', 'bikes'];

export async function trendingSearches(db: Db): Promise<TrendingResponse> {
  const rows = await findTrending(db, TRENDING_CATEGORIES, TRENDING_WINDOW, TRENDING_LIMIT);
  return {
    items: rows.flatMap((row) => {
      if (!isCategoryKey(row.category)) return [];
      const query = new URLSearchParams({ brand: row.brand, model: row.model });
      const label = row.model.toLowerCase().startsWith(row.brand.toLowerCase())
        ? row.model
        : `${row.brand} ${row.model}`;
      return [{ label, path: `${getCategory(row.category).listingPath}?${query}`, count: row.n }];
    }),
  };
}
