// @vitest-environment happy-dom
// The live channel comes back at once when the tab does, not when the page turns hidden: a page being
// left turns hidden too, and after a sign-out sent as a form it would ask again without a session,
// which the browser logs as a failed socket.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useChatLive } from './chat-live';

class FakeSocket {
  static opened: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: (event: { code: number }) => void;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server ends it: the session ended on this device (4401, no retry). */
  end(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const becomes = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

it('asks again when the tab comes back, and not when the page turns hidden', () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { unmount } = renderHook(() => useChatLive(true), { wrapper });
  expect(FakeSocket.opened).toHaveLength(1);
  FakeSocket.opened[0]!.end(4401);

  becomes('hidden');
  expect(FakeSocket.opened).toHaveLength(1);
  // The same tab shown again is taken: the channel opens at once.
  becomes('visible');
  expect(FakeSocket.opened).toHaveLength(2);
  unmount();
});
