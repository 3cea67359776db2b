// GET /api/search?q=&location=: the home page's free-text search, de-duplicated by the server (SPEC §4).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../domain/api';
import { api, toQuery } from '../../../lib/api';

export const searchKeys = { results: (q: string, location: string) => ['search', q, location] as const };

export const getSearchQueryOptions = (q: string, location: string) =>
  queryOptions({
    queryKey: searchKeys.results(q, location),
    queryFn: ({ signal }) => api<SearchResponse>(`/api/search${toQuery({ q, location })}`, { signal }),
    retry: false,
  });

export function useSearch(q: string, location: string) {
  return useQuery({
    ...getSearchQueryOptions(q, location),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
