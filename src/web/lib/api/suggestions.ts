// GET /api/suggestions?q=: brands, models and categories matching the typed text (docs/product.md §4, §7).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionsResponse } from '../../../domain/api';
import { api, toQuery } from './client';
import { SAME_FOR_EVERYONE } from '../same-for-everyone';

const suggestionKeys = { list: (q: string) => ['suggestions', q.toLowerCase()] as const };

const getSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: suggestionKeys.list(q),
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<SuggestionsResponse>(`/api/suggestions${toQuery({ q })}`, { signal }),
    staleTime: 5 * 60_000,
  });

export function useSuggestions(q: string, enabled: boolean) {
  return useQuery({ ...getSuggestionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
