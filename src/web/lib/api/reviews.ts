// Writing, answering and reporting reviews (decision 184). The pages that show them refresh their own
// query once a change is made (`onChanged`): a component here knows no feature's keys.
import { useMutation } from '@tanstack/react-query';
import { api } from './client';

const post = <T>(path: string, body: Record<string, unknown>) => api<T>(path, { method: 'POST', body });

export function useWriteReview(conversationId: string, onChanged: () => unknown) {
  return useMutation({
    mutationFn: (input: { rating: number; body: string }) =>
      post<{ id: string }>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/review`, input),
    onSuccess: () => onChanged(),
  });
}

export function useAnswerReview(reviewId: string, onChanged: () => unknown) {
  return useMutation({
    mutationFn: (reply: string) =>
      post<{ id: string }>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { reply }),
    onSuccess: () => onChanged(),
  });
}

export function useReportReview(reviewId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      post<{ message: string }>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { reason }),
  });
}
