// GET /api/ads?category&…: one page of a listing (24 ads), filtered and sorted by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';
import { SAME_FOR_EVERYONE } from '../../../lib/same-for-everyone';

const listingKeys = {
  all: ['ads', 'list'] as const,
  page: (query: string) => [...listingKeys.all, query] as const,
};

/** `query` is the API query string, category included (see listingApiParams). */
export const getListingQueryOptions = (query: string) =>
  queryOptions({
    queryKey: listingKeys.page(query),
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) =>
      api<ListingResponse & { totalIsCapped?: boolean }>(`/api/ads?${query}`, { signal }),
    // A 400 (bad filter) will not get better by asking again.
    retry: false,
  });

export function useListing(query: string) {
  // The previous page stays on screen (dimmed) while the next one loads: no flash of skeletons per filter.
  return useQuery({ ...getListingQueryOptions(query), placeholderData: keepPreviousData });
}
