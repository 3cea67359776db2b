// /api/notifications: the list, marking one or all as read (the bell's count follows).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationsResponse, SavedSearchItem, UnreadCountResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';
import { notificationsKeys } from '../../../lib/api/notifications';

export const getNotificationsQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: notificationsKeys.list,
    queryFn: async ({ signal }) => {
      const answer = await api<NotificationsResponse>('/api/notifications', { signal });
      // The list brings its own unread count, and it is the newer word: the bell's request may have
      // left before the latest notification arrived, and would then say 'no new' beside it for a
      // minute (until its next poll).
      queryClient.setQueryData<UnreadCountResponse>(notificationsKeys.unread, { unread: answer.unread });
      return answer;
    },
  });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions(useQueryClient()));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      api<void>(id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/** A grouped new-ads alert opens its saved search (resetting its new-ad count) at the search's listing. */
export const openSavedSearch = (id: string) =>
  api<SavedSearchItem>(`/api/saved-searches/${encodeURIComponent(id)}/visit`, { method: 'POST' });
