// GET /api/ads/:id: one ad for its detail page (signed in only; 404 for an unknown or malformed id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdDetail } from '../../../../domain/api';
import { api, ApiRequestError } from '../../../lib/api';

export const adKeys = { detail: (id: string) => ['ads', 'detail', id] as const };

export const getAdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adKeys.detail(id),
    queryFn: ({ signal }) => api<AdDetail>(`/api/ads/${encodeURIComponent(id)}`, { signal }),
    // 'Ad not found.' will not change on a second try; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    // A page drawn by the server as 'sign in' (401) or 'not found' (404) is hydrated as that answer and
    // not asked again on mount; otherwise both sides would draw the loading state over it.
    retryOnMount: false,
  });

export function useAd(id: string) {
  return useQuery(getAdQueryOptions(id));
}
