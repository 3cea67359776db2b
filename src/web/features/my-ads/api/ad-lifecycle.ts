// 'Mark as sold' and 'Renew': POST /api/ads/:id/sold and /renew, owner only. On success My
// Ads and every list that might show the ad refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useMessageText } from '../../../lib/use-message-text';

export type LifecycleAction = 'sold' | 'renew';

export const changeLifecycle = (id: string, action: LifecycleAction) =>
  api<{ status: string }>(`/api/ads/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} });

export function useLifecycle() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: LifecycleAction }) => changeLifecycle(id, action),
    onSuccess: async (_data, { action }) => {
      toast.success(action === 'sold' ? t('myAds.sold') : t('myAds.renewed'));
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.me[0] });
    },
    onError: (error) => {
      toast.error(messageText.error(error, t('myAds.failed')));
    },
  });
}
