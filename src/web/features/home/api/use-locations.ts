// Home's city picker: the one city list (src/domain/cities.ts), as the filter sheet and the post form
// offer it, not only the cities that have ads today. Read as a query rather than imported: the server's
// render puts the list in the page's JSON block, so the picker hydrates with it and home's first load
// carries none of the list's code (its budget is full, decision 122); a home reached inside the app
// loads the list as the small chunk the filter sheet and the form already share (decision 198).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAME_FOR_EVERYONE } from '../../../lib/same-for-everyone';

const locationKeys = { all: ['locations', 'cities'] as const };

export const getLocationsQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.all,
    meta: SAME_FOR_EVERYONE,
    queryFn: async (): Promise<readonly string[]> => (await import('../../../../domain/cities')).CITIES,
    // The list ships with the app: it changes only with a new version.
    staleTime: Infinity,
  });

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
