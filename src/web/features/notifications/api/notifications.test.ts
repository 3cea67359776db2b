// @vitest-environment happy-dom
// The bell follows the list: the list's own unread count replaces an older answer of the bell's.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import type { NotificationsResponse, UnreadCountResponse } from '../../../../domain/api';
import { notificationsKeys } from '../../../lib/api/notifications';
import { getNotificationsQueryOptions } from './notifications';

afterEach(() => vi.unstubAllGlobals());

it("sets the bell's count from the list it has just fetched", async () => {
  const list: NotificationsResponse = { items: [], unread: 1 };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient();
  // The bell asked a moment before the notification arrived.
  client.setQueryData<UnreadCountResponse>(notificationsKeys.unread, { unread: 0 });

  await client.fetchQuery(getNotificationsQueryOptions(client));

  expect(client.getQueryData(notificationsKeys.unread)).toEqual({ unread: 1 });
});
