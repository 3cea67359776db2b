// GET /api/trending: the footer's 'Trending Searches', the makes and models listed most.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingResponse } from '../../../domain/api';
import { api } from './client';
import { SAME_FOR_EVERYONE } from '../same-for-everyone';

const trendingKeys = { all: ['trending'] as const };

export const getTrendingQueryOptions = () =>
  queryOptions({
    queryKey: trendingKeys.all,
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<TrendingResponse>('/api/trending', { signal }),
    staleTime: 10 * 60_000,
  });

export function useTrending() {
  return useQuery(getTrendingQueryOptions());
}
