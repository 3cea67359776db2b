// The bell's number (issue 13): asked once a minute and whenever the window regains focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '../../../domain/api';
import { api } from '../../lib/api';

export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

const POLL_MS = 60_000;

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unread,
    queryFn: ({ signal }) => api<UnreadCountResponse>('/api/notifications/unread-count', { signal }),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
