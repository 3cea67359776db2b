// POST /api/ads (create) and PUT /api/ads/:id (edit). The page navigates away on success (docs/product.md §4),
// so nothing here needs to update cached lists.
import type { SavedAdResponse } from '../../../../domain/api';
import type { AdInput } from '../../../../domain/schemas';
import { api } from '../../../lib/api';

export function saveAd(input: AdInput, id?: string): Promise<SavedAdResponse> {
  return id
    ? api<SavedAdResponse>(`/api/ads/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<SavedAdResponse>('/api/ads', { method: 'POST', body: input });
}
