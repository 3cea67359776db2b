// The browser's end of the live channel (decision 100): one WebSocket per tab while signed
// in. The server only signals; on each signal the affected queries are refetched over HTTP. On every
// (re)connect the server says 'hello' and everything chat shows is reloaded, unread counts included,
// so nothing missed while the network was down stays missing. Reconnects back off from 0.5 s to 10 s.
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_NO_SESSION_CLOSE, type LiveSignal } from '../../domain/chat';
import { CHAT_RECONNECT_MAX_MS } from '../../domain/limits';
import { chatKeys } from './chat-keys';
import { sessionEnded } from './signed-in-fetch';

export type LiveStatus = 'connecting' | 'open' | 'closed';

let status: LiveStatus = 'closed';
const watchers = new Set<() => void>();
function setStatus(next: LiveStatus) {
  status = next;
  watchers.forEach((w) => w());
}

/** 'open' while the live channel is up; the conversation page says 'Reconnecting…' otherwise. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => status,
    () => 'closed',
  );
}

function onSignal(queryClient: QueryClient, signal: LiveSignal) {
  // Signed out, on the way home: the socket closes with the next render; a late signal asks nothing.
  if (sessionEnded(queryClient)) return;
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (signal.type) {
    case 'hello':
      return refresh(chatKeys.all);
    case 'message':
      refresh(chatKeys.messages(signal.conversationId));
      refresh(chatKeys.inbox);
      return refresh(chatKeys.unread);
    case 'read':
      refresh(chatKeys.messages(signal.conversationId));
      refresh(chatKeys.inbox);
      return refresh(chatKeys.unread);
    case 'conversation':
      return refresh(chatKeys.conversation(signal.conversationId));
    default:
      return undefined;
  }
}

/** Keeps the live channel open while `enabled` (signed in); mounted once, by the top bar. */
export function useChatLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 500;
    let stopped = false;
    const connect = () => {
      // The session has ended (sign-out here): asking again would only earn a 401 the browser logs.
      if (sessionEnded(queryClient)) return;
      setStatus('connecting');
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/chat/live`;
      const ws = new WebSocket(url);
      socket = ws;
      ws.onopen = () => {
        delay = 500;
        setStatus('open');
      };
      ws.onmessage = (event) => {
        try {
          onSignal(queryClient, JSON.parse(String(event.data)) as LiveSignal);
        } catch {
          // not a frame of ours: ignore
        }
      };
      ws.onclose = (event) => {
        if (socket !== ws) return;
        setStatus('closed');
        // The server closed it for want of a session (decisions 141, 225): it ended here or on another
        // device, or before the socket opened (a sign-out sent as a form while the app started). The
        // page learns it is signed out from its next request; asking again would only be closed again.
        if (stopped || event.code === LIVE_NO_SESSION_CLOSE || sessionEnded(queryClient)) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, CHAT_RECONNECT_MAX_MS);
      };
    };
    // Back online or back to the tab: try at once rather than waiting out the back-off. Not when the
    // page is hidden: a page being left turns hidden too, and after a sign-out sent as a form (decision
    // 213) it would ask once more without a session, only to be closed.
    const wake = () => {
      if (document.visibilityState === 'hidden') return;
      if (stopped || socket?.readyState === WebSocket.OPEN || socket?.readyState === WebSocket.CONNECTING)
        return;
      clearTimeout(retry);
      delay = 500;
      connect();
    };
    // The network went away: a socket may linger half-open for a long time, so drop it now and show
    // 'Reconnecting…'; 'online' brings it back and the hello reloads what was missed.
    const drop = () => {
      const ws = socket;
      socket = undefined;
      ws?.close();
      setStatus('closed');
    };
    connect();
    window.addEventListener('offline', drop);
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('offline', drop);
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      socket?.close();
      setStatus('closed');
    };
  }, [enabled, queryClient]);
}
