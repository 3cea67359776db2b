// The moderation API (issue 11): the list, one ad's page, and the actions. Every action refreshes
// both, and any list that might show the ad.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { ModerationAdResponse, ModerationQueueResponse } from '../../../../domain/moderation-api';
import { api, ApiRequestError } from '../../../lib/api';
import { sessionKeys } from '../../../lib/session';

export const moderationKeys = {
  queue: ['admin', 'queue'] as const,
  ad: (id: string) => ['admin', 'ad', id] as const,
};

export const getQueueQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.queue,
    queryFn: ({ signal }) => api<ModerationQueueResponse>('/api/admin/reports', { signal }),
  });

export const useModerationQueue = () => useQuery(getQueueQueryOptions());

export const getModerationAdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: moderationKeys.ad(id),
    queryFn: ({ signal }) =>
      api<ModerationAdResponse>(`/api/admin/ads/${encodeURIComponent(id)}`, { signal }),
  });

export const useModerationAd = (id: string) => useQuery(getModerationAdQueryOptions(id));

export type AdAction = 'dismiss' | 'hide' | 'restore';
export type SellerAction = 'ban' | 'unban';

export const ACTION_LABELS: Record<AdAction | SellerAction, string> = {
  dismiss: 'Dismiss reports',
  hide: 'Hide ad',
  restore: 'Restore ad',
  ban: 'Ban seller',
  unban: 'Unban',
};

const DONE: Record<AdAction | SellerAction, string> = {
  dismiss: 'Reports dismissed.',
  hide: 'Ad hidden.',
  restore: 'Ad restored.',
  ban: 'Seller banned.',
  unban: 'Seller unbanned.',
};

export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: AdAction | SellerAction; targetId: string; reason: string }) => {
      const base = input.action === 'ban' || input.action === 'unban' ? 'users' : 'ads';
      return api<{ ok: true }>(`/api/admin/${base}/${encodeURIComponent(input.targetId)}/${input.action}`, {
        method: 'POST',
        body: { reason: input.reason },
      });
    },
    onSuccess: async (_data, input) => {
      toast.success(DONE[input.action]);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.me[0] });
    },
    onError: (error) => {
      toast.error(error instanceof ApiRequestError ? error.message : 'That did not work. Please try again.');
    },
  });
}
