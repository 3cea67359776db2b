// Who is signed in, as the query cache holds it: the key and options of /api/me and the readings of
// its answer. Apart from the provider (session.tsx) so the modules that provider calls can read it too.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MeResponse, SessionUser } from '../../../domain/api';
import { api } from './client';

export const sessionKeys = {
  me: ['session', 'me'] as const,
  /** Set by sign-out before the page forgets the person (signed-in-fetch.ts); never fetched. */
  ended: ['session', 'ended'] as const,
};

/** Who the cache says is signed in: a person, null when signed out, undefined before it knows. */
export function cachedUser(queryClient: QueryClient): SessionUser | null | undefined {
  return queryClient.getQueryData<MeResponse>(sessionKeys.me)?.user;
}

/**
 * The signed-in person's id for deciding whose data this device holds: null when signed out,
 * undefined while unknown — before /api/me answered, or while a drawn page's first answer, which
 * names nobody (decision 144), waits for the whole one.
 */
export function sessionUserId(me: MeResponse | undefined): string | null | undefined {
  if (!me) return undefined;
  return me.user ? me.user.id || undefined : null;
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => api<MeResponse>('/api/me', { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /auth/logout (this device) or /auth/logout-all (every device). */
export const endSession = (everywhere: boolean) =>
  api<void>(everywhere ? '/auth/logout-all' : '/auth/logout', { method: 'POST' });
