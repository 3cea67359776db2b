// Where a read search leads (docs/product.md §4): a category keyword ('phone', 'cars', 'house for
// rent') sends the search to that category's page with the rest as q; the reading itself is the
// domain's (src/domain/search/read-search.ts), the same the server's home search uses.
import { CATEGORIES, type Category } from '../../../domain/categories';
import { parseQueryFilters } from '../../../domain/search/query-filters';
import { readParsed, type ParsedSearch } from '../../../domain/search/read-search';
import { toQuery } from '../../lib/api/client';

/**
 * The listing page a parsed search goes to, or undefined when it stays a free-text search. The
 * category is the one its words name, else the one its filters imply ('10 marla' → property); the
 * filters typed in the text ('under 40 lac', '128gb') become that listing's own params.
 */
export function categorySearchUrl(parsed: ParsedSearch, fallbackLocation?: string): string | undefined {
  const { category: key, text, params } = readParsed(parsed);
  const category = CATEGORIES.find((c) => c.key === key);
  if (!category) return undefined;
  return (
    category.listingPath + toQuery({ q: text, ...params, location: params.location ?? fallbackLocation })
  );
}

/** The params of a listing after a search typed on it: q and the filters the text names, page reset. */
export function listingSearchParams(
  category: Category,
  current: URLSearchParams,
  parsed: ParsedSearch,
): URLSearchParams {
  const { text, params } = parseQueryFilters(parsed.text, category.key);
  const next = new URLSearchParams(current);
  next.delete('page');
  if (text) next.set('q', text);
  else next.delete('q');
  for (const [key, value] of Object.entries(params)) next.set(key, value);
  // An area typed as one bound ('under 10 marla') replaces both bounds of the one before.
  if (params.areaUnit) for (const k of ['minArea', 'maxArea']) if (!params[k]) next.delete(k);
  if (params.minPrice || params.maxPrice)
    for (const k of ['minPrice', 'maxPrice']) if (!params[k]) next.delete(k);
  if (parsed.location) next.set('location', parsed.location);
  return next;
}
