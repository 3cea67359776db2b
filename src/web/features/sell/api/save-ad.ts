// POST /api/ads (create) and PUT /api/ads/:id (edit). The form refreshes cached lists on success
// (ad-form.tsx), where it shows the links to the ad and to My Ads.
import type { SavedAdResponse } from '../../../../domain/api';
import type { AdInput } from '../../../../domain/schemas';
import { api } from '../../../lib/api';

export function saveAd(input: AdInput, id?: string): Promise<SavedAdResponse> {
  return id
    ? api<SavedAdResponse>(`/api/ads/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<SavedAdResponse>('/api/ads', { method: 'POST', body: input });
}
