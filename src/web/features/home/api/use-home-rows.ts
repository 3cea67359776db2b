// GET /api/home?location=: the newest ads of every category in one request, not 14.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '../../../../domain/api';
import { api, toQuery } from '../../../lib/api/client';
import { SAME_FOR_EVERYONE } from '../../../lib/same-for-everyone';

const homeKeys = { rows: (location: string) => ['home', 'rows', location] as const };

export const getHomeRowsQueryOptions = (location: string) =>
  queryOptions({
    queryKey: homeKeys.rows(location),
    meta: SAME_FOR_EVERYONE,
    queryFn: ({ signal }) => api<HomeResponse>(`/api/home${toQuery({ location })}`, { signal }),
  });

export function useHomeRows(location: string) {
  // Choosing another location keeps the current rows on screen (dimmed) until the new ones arrive.
  return useQuery({ ...getHomeRowsQueryOptions(location), placeholderData: keepPreviousData });
}
