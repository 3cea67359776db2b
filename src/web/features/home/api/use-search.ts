// GET /api/search?q=&location=: the home page's free-text search, de-duplicated by the server (docs/product.md §4).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../domain/api';
import { api, toQuery } from '../../../lib/api';

export const searchKeys = {
  results: (q: string, location: string, exact = false) => ['search', q, location, exact] as const,
};

/** `exact`: search the text as typed, without typo corrections. */
export const getSearchQueryOptions = (q: string, location: string, exact = false) =>
  queryOptions({
    queryKey: searchKeys.results(q, location, exact),
    queryFn: ({ signal }) =>
      api<SearchResponse>(`/api/search${toQuery({ q, location, exact: exact ? '1' : '' })}`, { signal }),
    retry: false,
  });

export function useSearch(q: string, location: string, exact = false) {
  return useQuery({
    ...getSearchQueryOptions(q, location, exact),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
