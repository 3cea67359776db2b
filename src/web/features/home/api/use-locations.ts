// GET /api/locations: the distinct locations of the ads, for the home search's dropdown (docs/product.md §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationsResponse } from '../../../../domain/api';
import { api } from '../../../lib/api';
import { SAME_FOR_EVERYONE } from '../../../lib/same-for-everyone';

export const locationKeys = { all: ['locations'] as const };

export const getLocationsQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.all,
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<LocationsResponse>('/api/locations', { signal }),
    staleTime: 10 * 60_000,
  });

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
