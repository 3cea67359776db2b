// POST /api/ads/:id/reports: 'Report this ad' (docs/product.md §8). Apart from the ad's other requests:
// only the report dialog, which loads on first use, reads it.
import { useMutation } from '@tanstack/react-query';
import type { ReportReason } from '../../../domain/safety/reports';
import { api } from './client';

export function useReportAd(adId: string, onError: (error: Error) => void) {
  return useMutation({
    mutationFn: (body: { reason: ReportReason; note: string }) =>
      api<{ message: string }>(`/api/ads/${encodeURIComponent(adId)}/reports`, { method: 'POST', body }),
    onError,
  });
}
