// For queries that only make sense signed in and live in the app's shell (the bell, the hearts):
// sign-out forgets the person, then refreshes every query still on screen before React has
// re-rendered them disabled. Reading the session from the cache at fetch time skips the request that
// would only earn a 401.
import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../domain/api';
import { sessionKeys } from './session';

export function whenSignedIn<T>(queryClient: QueryClient, fetch: () => Promise<T>, signedOut: T): Promise<T> {
  const user = queryClient.getQueryData<MeResponse>(sessionKeys.me)?.user;
  return user ? fetch() : Promise.resolve(signedOut);
}
