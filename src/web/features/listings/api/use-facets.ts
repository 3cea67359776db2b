// GET /api/ads/facets?category&…: the values found in the matching ads, with counts, for the filters
// without a fixed option list (docs/product.md §2: "Filter options are the distinct values found in the ads").
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FacetsResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';
import { SAME_FOR_EVERYONE } from '../../../lib/same-for-everyone';

const facetKeys = { list: (query: string) => ['ads', 'facets', query] as const };

export const getFacetsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: facetKeys.list(query),
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<FacetsResponse>(`/api/ads/facets?${query}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useFacets(query: string) {
  return useQuery({ ...getFacetsQueryOptions(query), placeholderData: keepPreviousData });
}
