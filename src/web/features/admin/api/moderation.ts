// The moderation API: the list, one ad's page, and the actions. Every action refreshes
// both, and any list that might show the ad.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationAdResponse,
  type ModerationQueueResponse,
} from '../../../../domain/moderation-api';
import { api } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';

const moderationKeys = {
  queue: ['admin', 'queue'] as const,
  ad: (id: string) => ['admin', 'ad', id] as const,
};

const getQueueQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.queue,
    queryFn: ({ signal }) => api<ModerationQueueResponse>('/api/admin/reports', { signal }),
  });

export const useModerationQueue = () => useQuery(getQueueQueryOptions());

const getModerationAdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: moderationKeys.ad(id),
    queryFn: ({ signal }) =>
      api<ModerationAdResponse>(`/api/admin/ads/${encodeURIComponent(id)}`, { signal }),
  });

export const useModerationAd = (id: string) => useQuery(getModerationAdQueryOptions(id));

/** Whether an audit row's action is one the page has words for (admin.dismiss…, i18n/en-admin.ts). */
export const isModerationAction = (action: string): action is ModerationAction =>
  (MODERATION_ACTIONS as readonly string[]).includes(action);

export function useModerationAction() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: {
      action: ModerationAction;
      targetId: string;
      reason: string;
      /** A reported conversation's dismiss, a reported review's, a photo match's, or the name of the person a ban is for. */
      conversation?: true;
      review?: true;
      photoMatch?: true;
      name?: string;
    }) => {
      const base = input.conversation
        ? 'conversations'
        : input.photoMatch
          ? 'photo-matches'
          : input.review || input.action === 'removeReview'
            ? 'user-reviews'
            : input.action === 'ban' || input.action === 'unban'
              ? 'users'
              : 'ads';
      const verb = input.action === 'removeReview' ? 'remove' : input.action;
      return api<{ ok: true }>(`/api/admin/${base}/${encodeURIComponent(input.targetId)}/${verb}`, {
        method: 'POST',
        body: { reason: input.reason },
      });
    },
    onSuccess: async (_data, input) => {
      toast.success(
        input.name
          ? t('admin.personBanned', { name: input.name })
          : input.photoMatch
            ? t('admin.dismissPhotoMatchDone')
            : t(`admin.${input.action}Done`),
      );
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.me[0] });
    },
    onError: (error) => {
      toast.error(t.error(error, t('admin.failed')));
    },
  });
}

/** A suspended person's request answered by keeping the ban (decision 189); lifting it is the unban. */
export function useKeepBan() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: { reviewId: string; reason: string }) =>
      api<{ ok: true }>(`/api/admin/reviews/${encodeURIComponent(input.reviewId)}/keep-ban`, {
        method: 'POST',
        body: { reason: input.reason },
      }),
    onSuccess: async () => {
      toast.success(t('admin.keepBanDone'));
      await queryClient.invalidateQueries({ queryKey: moderationKeys.queue });
    },
    onError: (error) => {
      toast.error(t.error(error, t('admin.failed')));
    },
  });
}
