// Where a search typed into the search bar or home's search box leads. Loaded when a search is sent:
// reading the words (category keywords and their synonyms, cities, filters) is code no first paint
// needs, and it was ~3 kB gzipped of every page's first load (decision 137). Both boxes read the
// words with the domain's readSearch, as the server's home search does (decision 150).
import { categoryByListingPath } from '../../../domain/categories';
import { parseSearch, readSearch } from '../../../domain/search/read-search';
import { toQuery } from '../../lib/api/client';
import { categorySearchUrl, listingSearchParams } from './parse-search';

/** Home's own results: the words searched, the place and the typed price bounds, as its URL holds them. */
export interface HomeSearchParams {
  q: string;
  location: string;
  minPrice?: string;
  maxPrice?: string;
}

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
  return `/${toQuery({ q, location: found.location, minPrice: found.minPrice, maxPrice: found.maxPrice })}`;
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
