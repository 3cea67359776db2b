// GET /api/my-ads: the signed-in person's ads, newest first (docs/product.md §7 "My Ads").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAdsResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';

export const myAdsKeys = { all: ['my-ads'] as const };

const fetchMyAds = (signal?: AbortSignal) => api<MyAdsResponse>('/api/my-ads', { signal });

const getMyAdsQueryOptions = () =>
  queryOptions({ queryKey: myAdsKeys.all, queryFn: ({ signal }) => fetchMyAds(signal) });

export function useMyAds(enabled: boolean) {
  return useQuery({ ...getMyAdsQueryOptions(), enabled });
}
