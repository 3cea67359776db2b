// GET /api/search: home's search across every category, paged and counted as a listing (docs/product.md
// §4, decision 150). Its state is home's URL: ?q=&location=&minPrice=&maxPrice=&page=&exact=.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../domain/api';
import { api, toQuery } from '../../../lib/api/client';
import { SAME_FOR_EVERYONE } from '../../../lib/same-for-everyone';

export interface HomeSearch {
  q: string;
  location: string;
  minPrice: string;
  maxPrice: string;
  page: number;
  /** Search the text as typed, without typo corrections. */
  exact: boolean;
}

/** Home's search as its URL holds it. */
export function homeSearchOf(params: URLSearchParams): HomeSearch {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const page = Number(get('page'));
  return {
    q: get('q'),
    location: get('location'),
    minPrice: get('minPrice'),
    maxPrice: get('maxPrice'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    exact: get('exact') === '1',
  };
}

/** Words or a price make a search; a place alone only narrows home's rows. */
export const isSearching = (s: HomeSearch) => s.q !== '' || s.minPrice !== '' || s.maxPrice !== '';

/** The URL query of a search (also home's own URL, which the API mirrors). */
export function homeSearchQuery(s: Partial<HomeSearch>): string {
  return toQuery({
    q: s.q,
    location: s.location,
    minPrice: s.minPrice,
    maxPrice: s.maxPrice,
    page: s.page && s.page > 1 ? s.page : undefined,
    exact: s.exact ? '1' : undefined,
  });
}

const searchKeys = {
  results: (s: HomeSearch) => ['search', s.q, s.location, s.minPrice, s.maxPrice, s.page, s.exact] as const,
};

export const getSearchQueryOptions = (s: HomeSearch) =>
  queryOptions({
    queryKey: searchKeys.results(s),
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<SearchResponse>(`/api/search${homeSearchQuery(s)}`, { signal }),
    retry: false,
  });

export function useSearch(s: HomeSearch) {
  return useQuery({
    ...getSearchQueryOptions(s),
    enabled: isSearching(s),
    placeholderData: keepPreviousData,
  });
}
