// GET /api/price-guide: what ads like the one being filled in ask (decision 193). The answer is a kept
// row that changes slowly, so a query string asked once is not asked again while the form is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceGuideResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';

const priceGuideKeys = { one: (query: string) => ['price-guide', query] as const };

const fetchPriceGuide = (query: string, signal?: AbortSignal) =>
  api<PriceGuideResponse>(`/api/price-guide?${query}`, { signal });

const getPriceGuideQueryOptions = (query: string) =>
  queryOptions({
    queryKey: priceGuideKeys.one(query),
    queryFn: ({ signal }) => fetchPriceGuide(query, signal),
    enabled: query !== '',
    staleTime: Infinity,
    retry: false,
  });

export function usePriceGuide(query: string) {
  return useQuery(getPriceGuideQueryOptions(query));
}
