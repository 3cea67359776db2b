// POST /api/ads (create) or PUT /api/ads/:id (edit). Once saved, what the ad changed is asked again:
// the lists, home, My Ads, the seller's page and the ad itself (lib/api/ad-views.ts), so the ad page
// and My Ads, a link away now, show the ad as saved, not as cached before.
import { useQueryClient } from '@tanstack/react-query';
import type { SavedAdResponse } from '../../../../domain/api';
import type { AdInput } from '../../../../domain/schemas/ad-input';
import { api } from '../../../lib/api/client';

export function useSaveAd(id: string | undefined): (input: AdInput) => Promise<SavedAdResponse> {
  const queryClient = useQueryClient();
  return async (input) => {
    const saved = await (id
      ? api<SavedAdResponse>(`/api/ads/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
      : api<SavedAdResponse>('/api/ads', { method: 'POST', body: input }));
    // Loaded once saved: the list of what shows ads is no part of the form's first load (decision 122).
    void import('../../../lib/api/ad-views').then(({ refreshAdViews }) => refreshAdViews(queryClient));
    return saved;
  };
}
