// The shell's personal queries ask the server only while someone is signed in: not before sign-in,
// and not in the moment between the server ending the session and the page forgetting the person.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { aSessionUser } from '../../../test/support/web/session-user-factory';
import { sessionKeys } from './session';
import { sessionEnded, whenSignedIn } from './signed-in-fetch';

const user = aSessionUser();

function client(me: unknown, ended = false) {
  const queryClient = new QueryClient();
  if (me !== undefined) queryClient.setQueryData(sessionKeys.me, me);
  if (ended) queryClient.setQueryData(sessionKeys.ended, true);
  return queryClient;
}

describe('whenSignedIn', () => {
  it('asks the server while someone is signed in', async () => {
    const fetch = vi.fn(async () => ({ total: 3 }));
    await expect(whenSignedIn(client({ user }), fetch, { total: 0 })).resolves.toEqual({ total: 3 });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it.each([
    ['signed out', client({ user: null })],
    ['not known yet', client(undefined)],
    ['signed in, but the session has just ended', client({ user }, true)],
  ])('answers the signed-out value without asking when %s', async (_, queryClient) => {
    const fetch = vi.fn(async () => ({ total: 3 }));
    await expect(whenSignedIn(queryClient, fetch, { total: 0 })).resolves.toEqual({ total: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows an ended session only once sign-out marked it', () => {
    expect(sessionEnded(client({ user }))).toBe(false);
    expect(sessionEnded(client({ user }, true))).toBe(true);
  });
});
