// The conversation's changes: send (text or one photo), mark read, block/unblock, report. Each
// refreshes what it changed; the live channel refreshes the other person's screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../domain/chat';
import { api } from '../../../lib/api/client';
import { chatKeys } from '../../../lib/chat-keys';
import { notificationsKeys } from '../../../lib/api/notifications';

const base = (id: string) => `/api/chat/conversations/${encodeURIComponent(id)}`;

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; imageId?: string }) =>
      api<ChatMessage>(`${base(id)}/messages`, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.messages(id) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.inbox }),
      ]),
  });
}

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`${base(id)}/read`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
        queryClient.invalidateQueries({ queryKey: chatKeys.inbox }),
        // The chat's 'New message' notices are read with it (the server marks them).
        queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  });
}

export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => api<void>(`${base(id)}/block`, { method: blocked ? 'POST' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) }),
  });
}

export function useReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api<void>(`${base(id)}/report`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) }),
  });
}
