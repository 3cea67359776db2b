// GET /api/saved-ads: the person's saved ads, newest saved first, with what became of each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAdsResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';
import { savedAdsKeys } from '../../../lib/api/saved-ads';

const getSavedAdsQueryOptions = () =>
  queryOptions({
    queryKey: [...savedAdsKeys.all, 'list'] as const,
    queryFn: ({ signal }) => api<SavedAdsResponse>('/api/saved-ads', { signal }),
  });

export function useSavedAds() {
  return useQuery(getSavedAdsQueryOptions());
}
