// The hearts' requests: which ads the person saved (GET /api/saved-ads/ids, with their own listed ads
// beside them), and saving or unsaving one, at once on screen, then on the server
// (PUT or DELETE /api/saved-ads/:id). The hearts themselves are components/saved/.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SavedAdIdsResponse } from '../../../domain/api';
import { SAVING_BEFORE_APP } from '../../../domain/ssr';
import { api } from './client';
import { whenSignedIn } from '../signed-in-fetch';
import { toast } from '../toast';
import { useTranslation } from '../translation';

export const savedAdsKeys = { all: ['saved-ads'] as const, ids: ['saved-ads', 'ids'] as const };

/** A saved ad's route: PUT saves it, DELETE takes it off, and a form post does either (decision 208). */
export const savedAdPath = (adId: string) => `/api/saved-ads/${encodeURIComponent(adId)}`;

/**
 * The hearts boot.js saved before the app started (decision 222), once the server has them: asked
 * sooner, the answer could predate them and turn those hearts back.
 */
const savedBeforeApp = () =>
  (globalThis as { [SAVING_BEFORE_APP]?: Promise<unknown> })[SAVING_BEFORE_APP] ?? Promise.resolve();

export const getSavedAdIdsQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: savedAdsKeys.ids,
    queryFn: ({ signal }) =>
      whenSignedIn(
        queryClient,
        async () => {
          await savedBeforeApp();
          return api<SavedAdIdsResponse>('/api/saved-ads/ids', { signal });
        },
        { ids: [], own: [] },
      ),
    staleTime: 60_000,
  });

export function useToggleSave() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adId, save }: { adId: string; save: boolean }) =>
      api<void>(savedAdPath(adId), { method: save ? 'PUT' : 'DELETE' }),
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
