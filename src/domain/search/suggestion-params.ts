// Where a suggestion leads: its category's listing filtered by the brand and model the suggestion
// names, through that listing's own brand and model filters. The suggestion's count groups listed ads
// by the same stored brand and model (server/ads/suggestion-counts.ts), so 'Honda Civic · 2' opens a
// listing of 2 (decision 151). A text search for 'Honda Civic' could count differently: it also finds
// a City whose description compares it with a Civic.
import type { CategoryKey } from '../categories';
import { getFilters } from '../filters';

/**
 * The listing params that list exactly the ads filed under this brand (and model); undefined when
 * the category's listing has no filter for it (jobs have no brand filter, property no model filter).
 */
export function catalogueParams(
  category: CategoryKey,
  brand?: string,
  model?: string,
): Record<string, string> | undefined {
  const paramOf = (column: 'brand' | 'model') =>
    getFilters(category).find((f) => 'column' in f.target && f.target.column === column)?.param;
  const params: Record<string, string> = {};
  for (const [column, value] of [
    ['brand', brand],
    ['model', model],
  ] as const) {
    if (value === undefined) continue;
    const param = paramOf(column);
    if (!param) return undefined;
    params[param] = value;
  }
  return params;
}
