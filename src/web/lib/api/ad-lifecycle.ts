// 'Mark as sold', 'Mark as available' and 'Renew': POST /api/ads/:id/sold, /available and /renew,
// owner only. On success every query that shows ads (My Ads, the ad page, lists) refreshes (ad-views.ts).
// A plain request and a busy flag rather than a mutation hook: the ad page carries this for every
// owner, and its first-load budget is tight (decision 122).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast';
import { api } from './client';
import { useTranslation } from '../translation';

export type LifecycleAction = 'sold' | 'available' | 'renew';

const changeLifecycle = (id: string, action: LifecycleAction) =>
  api<{ status: string }>(`/api/ads/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} });

export function useLifecycle() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async (id: string, action: LifecycleAction) => {
    setPending(true);
    try {
      await changeLifecycle(id, action);
      toast.success(
        action === 'sold'
          ? t('owner.soldDone')
          : action === 'available'
            ? t('owner.availableDone')
            : t('owner.renewDone'),
      );
      // Loaded on the first change: the list of what shows ads is no part of the ad page's first load.
      await (await import('./ad-views')).refreshAdViews(queryClient);
    } catch (error) {
      toast.error(t.error(error, t('owner.failed')));
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
