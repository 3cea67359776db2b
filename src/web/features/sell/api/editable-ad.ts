// GET /api/ads/:id/edit: the owner's ad as the form needs it; 404 for a missing ad or someone else's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditableAd } from '../../../../domain/api';
import { api, ApiRequestError } from '../../../lib/api/client';

const editableAdKeys = { one: (id: string) => ['ads', id, 'edit'] as const };

const fetchEditableAd = (id: string, signal?: AbortSignal) =>
  api<EditableAd>(`/api/ads/${encodeURIComponent(id)}/edit`, { signal });

const getEditableAdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: editableAdKeys.one(id),
    queryFn: ({ signal }) => fetchEditableAd(id, signal),
    // A 404 will not change on retry; a dropped connection might.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
    // The form keeps its own copy; a background refetch must not reset what the person typed.
    staleTime: Infinity,
  });

export function useEditableAd(id: string) {
  return useQuery(getEditableAdQueryOptions(id));
}
