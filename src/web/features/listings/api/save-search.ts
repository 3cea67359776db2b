// POST /api/saved-searches from a listing: the listing's own parameters, named by the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchItem } from '../../../../domain/api';
import { api } from '../../../lib/api/client';

const savedSearchesKey = ['saved-searches'] as const;

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: Record<string, string>) =>
      api<SavedSearchItem>('/api/saved-searches', { body: { params } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
