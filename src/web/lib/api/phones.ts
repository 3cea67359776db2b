// The signed-in person's verified numbers (GET /api/me/phones, decision 186): Settings lists them and
// the ad form offers them first. Shared here because both features read the same query. Asked only
// while someone is signed in (lib/signed-in-fetch.ts): Settings is still on screen for a moment after
// sign-out, and a refresh then would earn a 401.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { VerifiedPhonesResponse } from '../../../domain/phone-api';
import { api } from './client';
import { whenSignedIn } from '../signed-in-fetch';

export const phoneKeys = { verified: ['me', 'phones'] as const };

const SIGNED_OUT: VerifiedPhonesResponse = { items: [], available: true };

const getVerifiedPhonesQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: phoneKeys.verified,
    queryFn: ({ signal }) =>
      whenSignedIn(queryClient, () => api<VerifiedPhonesResponse>('/api/me/phones', { signal }), SIGNED_OUT),
    staleTime: 30_000,
  });

export function useVerifiedPhones(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({ ...getVerifiedPhonesQueryOptions(queryClient), enabled });
}
