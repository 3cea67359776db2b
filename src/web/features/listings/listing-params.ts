// The listing's state is its query string (shareable, reloadable, the back button works).
// These helpers read it and write it; the page and the API requests are built from the same params.
import type { CategoryKey } from '../../../domain/categories';
import { COMMON_PARAMS, getFilters } from '../../../domain/filters';
import { AREA_CATEGORIES } from '../../../domain/area';
import { parsePriceText } from '../../../domain/format/price-text';

/** Property area filter params. */
const AREA_PARAMS = ['minArea', 'maxArea', 'areaUnit'];

/** Every query-string key a listing understands: q, prices, sort, page and its filters. */
function listingParamKeys(category: CategoryKey): string[] {
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

/** The boxes of the panel that are typed into, not chosen: price and area bounds, and the area's unit. */
export const TYPED_PARAMS = ['minPrice', 'maxPrice', 'minArea', 'maxArea', 'areaUnit'] as const;
export type TypedParam = (typeof TYPED_PARAMS)[number];
export type TypedFilters = Partial<Record<TypedParam, string>>;

/**
 * The params with what was typed in the given boxes, as applying them sets them: a price in rupees
 * (blank is no bound), the area's unit only with a bound. A box left as the query string has it
 * changes nothing (the page stays), and a price that is not one keeps the query string's value and is
 * named in `invalid`, so the count never counts what will not be applied.
 */
export function withTyped(
  category: CategoryKey,
  params: URLSearchParams,
  typed: TypedFilters,
): { params: URLSearchParams; invalid?: 'minPrice' | 'maxPrice' } {
  let next = params;
  let invalid: 'minPrice' | 'maxPrice' | undefined;
  const put = (key: string, value: string) => {
    if (value.trim() !== (params.get(key) ?? '').trim()) next = withParam(category, next, key, value);
  };
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const text = typed[key];
    if (text === undefined) continue;
    if (!text.trim()) put(key, '');
    else {
      const read = parsePriceText(text);
      if (read.ok) put(key, String(read.rupees));
      else invalid ??= key;
    }
  }
  if (
    AREA_CATEGORIES.includes(category) &&
    (typed.minArea ?? typed.maxArea ?? typed.areaUnit) !== undefined
  ) {
    const min = typed.minArea ?? params.get('minArea') ?? '';
    const max = typed.maxArea ?? params.get('maxArea') ?? '';
    put('minArea', min);
    put('maxArea', max);
    put('areaUnit', min.trim() || max.trim() ? (typed.areaUnit ?? params.get('areaUnit') ?? 'marla') : '');
  }
  return { params: next, invalid };
}
