// DELETE /api/ads/:id (owner only; 404 otherwise). On success the ad leaves My Ads and every cached
// list it might appear in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session';
import { myAdsKeys } from './my-ads';
import type { MyAdsResponse } from '../../../../domain/api';

export const DELETE_TEXT = {
  confirm: 'Are you sure you want to delete this ad?',
  done: 'Ad deleted successfully.',
  failed: 'Failed to delete ad.',
} as const;

export const deleteAd = (id: string) => api<void>(`/api/ads/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: async (_data, id) => {
      // Take it off the page at once, then refresh My Ads and any list, home row or detail that showed it.
      queryClient.setQueryData<MyAdsResponse>(myAdsKeys.all, (old) =>
        old ? { items: old.items.filter((ad) => ad.id !== id) } : old,
      );
      toast.success(DELETE_TEXT.done);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.me[0] });
    },
    onError: () => {
      toast.error(DELETE_TEXT.failed);
    },
  });
}
