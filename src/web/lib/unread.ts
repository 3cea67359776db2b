// GET /api/chat/unread: the total unread messages behind the top bar's chat badge. Reloaded by the
// live channel on every signal and every reconnect (src/web/lib/chat-live.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadResponse } from '../../domain/chat';
import { api } from './api';
import { chatKeys } from './chat-keys';

export const getUnreadQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => api<UnreadResponse>('/api/chat/unread', { signal }),
  });

export function useUnreadTotal(enabled: boolean): number {
  return useQuery({ ...getUnreadQueryOptions(), enabled }).data?.total ?? 0;
}
