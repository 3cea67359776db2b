// GET /api/ads/:id/similar: the ad page's 'Similar ads' (decision 195). The server draws them with the
// page (app/ssr-pages.ts asks for them beside the ad), so the browser finds them in its cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarAdsResponse } from '../../../../domain/api';
import { api, ApiRequestError } from '../../../lib/api/client';

const similarKeys = { of: (id: string) => ['ads', 'similar', id] as const };

export const getSimilarAdsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: similarKeys.of(id),
    queryFn: ({ signal }) =>
      api<SimilarAdsResponse>(`/api/ads/${encodeURIComponent(id)}/similar`, { signal }),
    // As the ad's own answer: a 4xx will not change on a second try, and a drawn answer is not asked again.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    retryOnMount: false,
  });

export function useSimilarAds(id: string) {
  return useQuery(getSimilarAdsQueryOptions(id));
}
