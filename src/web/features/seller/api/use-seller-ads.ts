// GET /api/sellers/:id/ads?page=: the seller's listed ads, newest first, as listing cards.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerAdsResponse } from '../../../../domain/api';
import { api, ApiRequestError } from '../../../lib/api/client';
import { sellerKeys } from './use-seller';

export const getSellerAdsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: sellerKeys.ads(id, page),
    queryFn: ({ signal }) =>
      api<SellerAdsResponse>(`/api/sellers/${encodeURIComponent(id)}/ads?page=${page}`, { signal }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    retryOnMount: false,
  });

export function useSellerAds(id: string, page: number) {
  // The previous page stays on screen while the next one loads, as on a listing.
  return useQuery({ ...getSellerAdsQueryOptions(id, page), placeholderData: keepPreviousData });
}

/** The page number of the address (?page=N), 1 for anything else. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
