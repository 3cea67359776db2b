// What a drawn page may carry of its signed-in person (decision 144). The page is `private, no-store`
// and never cached, but its JSON block is the easiest place on a shared phone to read someone from:
// so it holds only what the top bar draws (name and picture, for the first paint) and no email, phone,
// city, account id or saved-ad ids. The browser asks /api/me (no-store) again at once, as the block's
// answer is marked stale, and fetches the hearts itself.
import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../domain/api';
import { cachedUser, sessionKeys } from '../lib/session';

/** Replaces the signed-in person in a server render's cache with what the top bar needs. */
export function keepOnlyTheTopBar(client: QueryClient): void {
  const user = cachedUser(client);
  if (!user) return;
  client.setQueryData<MeResponse>(
    sessionKeys.me,
    {
      user: {
        // Empty: known to be signed in, not yet who (lib/session.tsx sessionUserId).
        id: '',
        name: user.name,
        avatarUrl: user.avatarUrl,
        email: null,
        defaultPhone: null,
        defaultCity: null,
      },
    },
    // Stale from the start, so the browser replaces it with the whole answer as soon as it runs.
    { updatedAt: 0 },
  );
}
