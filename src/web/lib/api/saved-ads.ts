// The hearts' requests: which ads the person saved (GET /api/saved-ads/ids, with their own listed ads
// beside them), and saving or unsaving one, at once on screen, then on the server
// (PUT or DELETE /api/saved-ads/:id). The hearts themselves are components/saved/.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SavedAdIdsResponse } from '../../../domain/api';
import { api } from './client';
import { whenSignedIn } from '../signed-in-fetch';
import { toast } from '../toast';
import { useTranslation } from '../translation';

export const savedAdsKeys = { all: ['saved-ads'] as const, ids: ['saved-ads', 'ids'] as const };

export const getSavedAdIdsQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: savedAdsKeys.ids,
    queryFn: ({ signal }) =>
      whenSignedIn(queryClient, () => api<SavedAdIdsResponse>('/api/saved-ads/ids', { signal }), {
        ids: [],
        own: [],
      }),
    staleTime: 60_000,
  });

export function useToggleSave() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adId, save }: { adId: string; save: boolean }) =>
      api<void>(`/api/saved-ads/${encodeURIComponent(adId)}`, { method: save ? 'PUT' : 'DELETE' }),
    onMutate: async ({ adId, save }) => {
      await queryClient.cancelQueries({ queryKey: savedAdsKeys.ids });
      const before = queryClient.getQueryData<SavedAdIdsResponse>(savedAdsKeys.ids);
      const ids = (before?.ids ?? []).filter((id) => id !== adId);
      queryClient.setQueryData<SavedAdIdsResponse>(savedAdsKeys.ids, {
        ids: save ? [adId, ...ids] : ids,
        own: before?.own ?? [],
      });
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(savedAdsKeys.ids, context.before);
      toast.error(t.error(error, t('saved.failed')));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAdsKeys.all }),
  });
}
