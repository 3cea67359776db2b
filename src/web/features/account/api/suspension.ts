// GET /api/me/suspension and POST /api/me/suspension/review (decision 189).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuspensionResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';

const suspensionKey = ['me', 'suspension'] as const;

const getSuspensionQueryOptions = () =>
  queryOptions({
    queryKey: suspensionKey,
    queryFn: () => api<SuspensionResponse>('/api/me/suspension'),
    retry: false,
  });

export const useSuspension = (enabled: boolean) => useQuery({ ...getSuspensionQueryOptions(), enabled });

export function useAskForReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<{ message: string }>('/api/me/suspension/review', { method: 'POST', body: { text } }),
    // Asked (or asked before, a 409): the page reads the request's date again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: suspensionKey }),
  });
}
