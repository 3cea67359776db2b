// Chat's requests that live outside the chat pages: GET /api/chat/unread, the total unread messages
// behind the top bar's chat badge (reloaded by the live channel on every signal and every reconnect,
// src/web/lib/chat-live.ts), and starting a conversation from an ad's 'Chat with seller'.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StartConversationResponse, UnreadResponse } from '../../../domain/chat';
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

/** POST /api/chat/conversations: opens (or starts) this buyer's conversation about the ad. */
export const startConversation = (adId: string) =>
  api<StartConversationResponse>('/api/chat/conversations', { method: 'POST', body: { adId } });
