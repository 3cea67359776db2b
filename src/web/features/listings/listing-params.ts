// The listing's state is its query string (shareable, reloadable, the back button works).
// These helpers read it and write it; the page and the API requests are built from the same params.
import type { CategoryKey } from '../../../domain/categories';
import { COMMON_PARAMS, getFilters } from '../../../domain/filters';
import { AREA_CATEGORIES } from '../../../domain/area';

/** Property area filter params. */
const AREA_PARAMS = ['minArea', 'maxArea', 'areaUnit'];

/** Every query-string key a listing understands: q, prices, sort, page and its filters. */
export function listingParamKeys(category: CategoryKey): string[] {
  const area = AREA_CATEGORIES.includes(category) ? AREA_PARAMS : [];
  return [...COMMON_PARAMS, ...area, ...getFilters(category).map((f) => f.param)];
}

/** The API query for this listing: category plus the known, non-blank params (junk keys dropped). */
export function listingApiParams(
  category: CategoryKey,
  params: URLSearchParams,
  omit: readonly string[] = [],
): URLSearchParams {
  const out = new URLSearchParams({ category });
  for (const key of listingParamKeys(category)) {
    if (omit.includes(key)) continue;
    const value = params.get(key)?.trim();
    if (value) out.set(key, value);
  }
  return out;
}

/** The facets' params: the whole matching set, so neither the page nor the order. */
export const facetApiParams = (category: CategoryKey, params: URLSearchParams): URLSearchParams =>
  listingApiParams(category, params, ['page', 'sort']);

/**
 * The params after setting one filter: blank removes it, the page goes back to 1, and filters that
 * depend on it are cleared (changing the brand clears the model, docs/product.md §4).
 */
export function withParam(
  category: CategoryKey,
  params: URLSearchParams,
  key: string,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(key, value.trim());
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  for (const f of getFilters(category)) if (f.dependsOn === key) next.delete(f.param);
  return next;
}
