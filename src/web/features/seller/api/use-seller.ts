// GET /api/sellers/:id: a seller's page (signed in only; 404 for no such person, banned or deleted).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProfile } from '../../../../domain/api';
import { api, ApiRequestError } from '../../../lib/api/client';

export const sellerKeys = {
  profile: (id: string) => ['sellers', id] as const,
  ads: (id: string, page: number) => ['sellers', id, 'ads', page] as const,
};

export const getSellerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sellerKeys.profile(id),
    queryFn: ({ signal }) => api<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal }),
    // 'Seller not found.' and 'sign in' will not change on a second try; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    // A page drawn by the server as 'sign in' (401) or 'not found' (404) is hydrated as that answer.
    retryOnMount: false,
  });

export function useSeller(id: string) {
  return useQuery(getSellerQueryOptions(id));
}
