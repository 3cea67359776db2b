// GET /api/chat/conversations: every conversation of the signed-in person, newest first; the page's
// Buying and Selling tabs filter it, so switching tabs needs no request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxResponse } from '../../../../domain/chat';
import { api } from '../../../lib/api/client';
import { chatKeys } from '../../../lib/chat-keys';

const getInboxQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.inbox,
    queryFn: ({ signal }) => api<InboxResponse>('/api/chat/conversations', { signal }),
  });

export const useInbox = () => useQuery(getInboxQueryOptions());
