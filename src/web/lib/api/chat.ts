// GET /api/chat/unread: the total unread messages behind the top bar's chat badge. Reloaded by the
// live channel on every signal and every reconnect (src/web/lib/chat-live.ts). Starting a conversation
// from an ad is chat-start.ts: the badge is in the shell's first load, the button in the cards'.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnreadResponse } from '../../../domain/chat';
import { api } from './client';
import { chatKeys } from '../chat-keys';
import { whenSignedIn } from '../signed-in-fetch';

// The badge lives in the shell: after sign-out it must not ask (and earn a 401), see signed-in-fetch.ts.
export const getUnreadQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) =>
      whenSignedIn(queryClient, () => api<UnreadResponse>('/api/chat/unread', { signal }), {
        total: 0,
      }),
  });

export function useUnreadTotal(enabled: boolean): number {
  return useQuery({ ...getUnreadQueryOptions(useQueryClient()), enabled }).data?.total ?? 0;
}
