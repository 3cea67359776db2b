// GET /api/chat/conversations/:id: the ad summary, the other person, block and report state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '../../../../domain/chat';
import { api } from '../../../lib/api/client';
import { chatKeys } from '../../../lib/chat-keys';

const getConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) =>
      api<ConversationDetail>(`/api/chat/conversations/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const useConversation = (id: string) => useQuery(getConversationQueryOptions(id));
