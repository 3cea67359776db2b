// Where a search typed into the search bar or home's search box leads. Loaded when a search is sent:
// reading the words (category keywords and their synonyms, cities, filters) is code no first paint
// needs, and it was ~3 kB gzipped of every page's first load (decision 137).
import { categoryByListingPath } from '../../../domain/categories';
import { parseQueryFilters } from '../../../domain/search/query-filters';
import { toQuery } from '../../lib/api';
import { categorySearchUrl, listingSearchParams, parseSearch } from './parse-search';

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
  const { text: q, params: found } = parseQueryFilters(parsed.text);
  return `/${toQuery({ q, location: parsed.location ?? found.location })}`;
}

/** Home's search box: a category's listing, or home's own results for the words and a place. */
export function homeSearchTarget(
  text: string,
  location: string,
): { url: string } | { q: string; location: string } {
  const parsed = parseSearch(text);
  const toCategory = categorySearchUrl(parsed, location || undefined);
  if (toCategory) return { url: toCategory };
  // No category: the home search can only narrow by place, so a city named in the text becomes it.
  const { text: rest, params } = parseQueryFilters(parsed.text);
  return { q: rest, location: parsed.location ?? params.location ?? location };
}
