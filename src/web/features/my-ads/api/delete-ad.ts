// DELETE /api/ads/:id (owner only; 404 otherwise). On success the ad leaves My Ads and every cached
// list it might appear in (lib/api/ad-views.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api/client';
import { refreshAdViews } from '../../../lib/api/ad-views';
import { myAdsKeys } from './my-ads';
import type { MyAdsResponse } from '../../../../domain/api';
import { useTranslation } from '../../../lib/translation';

const deleteAd = (id: string) => api<void>(`/api/ads/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAd() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: async (_data, id) => {
      // Take it off the page at once, then refresh My Ads and any list, home row or detail that showed it.
      queryClient.setQueryData<MyAdsResponse>(myAdsKeys.all, (old) =>
        old ? { items: old.items.filter((ad) => ad.id !== id) } : old,
      );
      toast.success(t('myAds.deleted'));
      await refreshAdViews(queryClient);
    },
    onError: () => {
      toast.error(t('myAds.deleteFailed'));
    },
  });
}
