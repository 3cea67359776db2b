// /api/notifications: the list, marking one or all as read (the bell's count follows).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse, SavedSearchItem } from '../../../../domain/api';
import { api } from '../../../lib/api';
import { notificationsKeys } from '../../../components/notifications/use-unread-count';

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list,
    queryFn: ({ signal }) => api<NotificationsResponse>('/api/notifications', { signal }),
  });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
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
