// /api/saved-searches: the list with new-ad counts, and open (visit), rename and delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchItem, SavedSearchesResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';

const savedSearchesKeys = { all: ['saved-searches'] as const };

const getSavedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesKeys.all,
    queryFn: ({ signal }) => api<SavedSearchesResponse>('/api/saved-searches', { signal }),
  });

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}

const url = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

function useSearchMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKeys.all }),
  });
}

export const useRenameSearch = () =>
  useSearchMutation(({ id, name }: { id: string; name: string }) =>
    api<SavedSearchItem>(url(id), { method: 'PATCH', body: { name } }),
  );

export const useDeleteSearch = () =>
  useSearchMutation((id: string) => api<void>(url(id), { method: 'DELETE' }));

/** Opening resets the new-ad count; the caller then goes to the returned href. */
export const visitSearch = (id: string) => api<SavedSearchItem>(`${url(id)}/visit`, { method: 'POST' });
