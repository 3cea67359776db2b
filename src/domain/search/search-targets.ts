// Where a search typed into the search bar or home's search box leads (docs/product.md §4). Both boxes
// read the words with readSearch, as the server's home search does (decision 150): a category keyword
// ('phone', 'cars', 'house for rent') sends the search to that category's page with the rest as q.
// Shared by the app, which loads it when a search is sent (reading the words is code no first paint
// needs: ~3 kB gzipped of every page's first load, decision 137), and by the server's route for a box
// sent before the app or without it (server/http/search-form.ts, decision 221), so a search goes to the
// same page either way.
import { CATEGORIES, categoryByListingPath, type Category } from '../categories';
import { toQuery } from '../query-string';
import { parseQueryFilters } from './query-filters';
import { parseSearch, readParsed, readSearch, type ParsedSearch } from './read-search';

/** Home's own results: the words searched, the place and the typed price bounds, as its URL holds them. */
export interface HomeSearchParams {
  q: string;
  location: string;
  minPrice?: string;
  maxPrice?: string;
}

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

/** Home's results as their address holds them (the app's home page writes the same query). */
const homeResultsUrl = ({ q, location, minPrice, maxPrice }: HomeSearchParams) =>
  `/${toQuery({ q, location, minPrice, maxPrice })}`;

/** The search bar: a category's listing, this listing narrowed, or home's search on other pages. */
export function barSearchTarget(text: string, pathname: string, params: URLSearchParams): string {
  const parsed = parseSearch(text);
  const here = categoryByListingPath(pathname);
  // On a listing, only words naming a category leave it; its filters are read for this listing.
  const toCategory = !here || parsed.category ? categorySearchUrl(parsed) : undefined;
  if (toCategory) return toCategory;
  if (here) {
    const search = listingSearchParams(here, params, parsed).toString();
    return search ? `${pathname}?${search}` : pathname;
  }
  const { text: q, params: found } = readSearch(text);
  return homeResultsUrl({
    q,
    location: found.location ?? '',
    minPrice: found.minPrice,
    maxPrice: found.maxPrice,
  });
}

/** Home's search box: a category's listing, or home's own results for the words, a place and a price. */
export function homeSearchTarget(text: string, location: string): { url: string } | HomeSearchParams {
  const parsed = parseSearch(text);
  const toCategory = categorySearchUrl(parsed, location || undefined);
  if (toCategory) return { url: toCategory };
  // No category: home's results narrow by place and price, so a city named in the text becomes it.
  const { text: q, params } = readSearch(text);
  return {
    q,
    location: params.location ?? location,
    ...(params.minPrice ? { minPrice: params.minPrice } : {}),
    ...(params.maxPrice ? { maxPrice: params.maxPrice } : {}),
  };
}

/**
 * Where a box sent from page `on` (a path and query of this site) leads: home's box reads its place
 * picker's `location`, the bar the listing it is on.
 */
export function formSearchTarget(text: string, on: string, location = ''): string {
  const page = new URL(on, 'http://x');
  if (page.pathname === '/') {
    const target = homeSearchTarget(text, location);
    return 'url' in target ? target.url : homeResultsUrl(target);
  }
  return barSearchTarget(text, page.pathname, page.searchParams);
}
