// The bell's number: asked once a minute and whenever the window regains focus.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '../../../domain/api';
import { api } from './client';
import { whenSignedIn } from '../signed-in-fetch';

export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

const POLL_MS = 60_000;

export const getUnreadCountQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: notificationsKeys.unread,
    queryFn: ({ signal }) =>
      whenSignedIn(
        queryClient,
        () => api<UnreadCountResponse>('/api/notifications/unread-count', { signal }),
        { unread: 0 },
      ),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(useQueryClient()), enabled });
}
