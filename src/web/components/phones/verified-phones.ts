// The signed-in person's verified numbers (GET /api/me/phones, decision 186): Settings lists them and
// the ad form offers them first. Shared here because both features read the same query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifiedPhonesResponse } from '../../../domain/phone-api';
import { api } from '../../lib/api';

export const phoneKeys = { verified: ['me', 'phones'] as const };

export const getVerifiedPhonesQueryOptions = () =>
  queryOptions({
    queryKey: phoneKeys.verified,
    queryFn: ({ signal }) => api<VerifiedPhonesResponse>('/api/me/phones', { signal }),
    staleTime: 30_000,
  });

export function useVerifiedPhones(enabled = true) {
  return useQuery({ ...getVerifiedPhonesQueryOptions(), enabled });
}
