// GET /api/chat/conversations/:id/messages: newest page first, older pages with `before`. The live
// channel invalidates this key on every signal about the conversation, which refetches the pages.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagesResponse } from '../../../../domain/chat';
import { api, toQuery } from '../../../lib/api/client';
import { chatKeys } from '../../../lib/chat-keys';

const getMessagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ signal, pageParam }) =>
      api<MessagesResponse>(
        `/api/chat/conversations/${encodeURIComponent(id)}/messages${toQuery({ before: pageParam })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    retry: false,
  });

export const useMessages = (id: string) => useInfiniteQuery(getMessagesQueryOptions(id));
