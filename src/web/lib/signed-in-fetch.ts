// For queries that only make sense signed in and live in the app's shell (the bell, the hearts, the
// chat badge): they ask only while the cache says someone is signed in, so none earns a 401 (which
// the browser logs as an error) in the moments around sign-out:
// - the server has ended the session but the page has not forgotten the person yet (it goes home
//   first, useAfterSignOut): a late live-channel 'hello' or a poll would ask with no cookie, so
//   sign-out marks the session ended at once (sessionKeys.ended);
// - the person is forgotten, and every query still on screen is refreshed before React has
//   re-rendered them disabled.
import type { QueryClient } from '@tanstack/react-query';
import { cachedUser, sessionKeys } from './session';

/** True from the moment sign-out succeeded on the server until the page is left (sign-in reloads it). */
export function sessionEnded(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<boolean>(sessionKeys.ended) === true;
}

export function whenSignedIn<T>(queryClient: QueryClient, ask: () => Promise<T>, signedOut: T): Promise<T> {
  return cachedUser(queryClient) && !sessionEnded(queryClient) ? ask() : Promise.resolve(signedOut);
}
