// A WebSocket client for tests of the live channel: collects every frame and waits for one that matches.
import { WebSocket } from 'ws';
import type { LiveSignal } from '../../../src/domain/chat';
import { TEST_ORIGIN } from './app';

export interface LiveClient {
  socket: WebSocket;
  frames: LiveSignal[];
  next(match: (signal: LiveSignal) => boolean, timeoutMs?: number): Promise<LiveSignal>;
  send(frame: unknown): void;
  close(): Promise<void>;
}

interface SocketOptions {
  url?: string;
  origin?: string;
}

/** A socket to `url` with the cookie and origin a browser would send; `refused` rejects on a refused upgrade. */
function openSocket(
  baseUrl: string,
  cookie: string,
  { url = '/api/chat/live', origin = TEST_ORIGIN }: SocketOptions,
) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${url}`, { headers: { cookie, origin } });
  const refused = (reject: (error: Error) => void) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
  };
  return { socket, refused };
}

/**
 * Opens a socket and waits for its end: the close code and whatever frames came first, or the refusal
 * of the upgrade as `refused: <status>`.
 */
export function liveEnd(
  baseUrl: string,
  cookie: string,
  options: SocketOptions = {},
): Promise<{ code: number; frames: unknown[] }> {
  const { socket, refused } = openSocket(baseUrl, cookie, options);
  const frames: unknown[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  return new Promise((resolve, reject) => {
    refused(reject);
    socket.once('close', (code) => resolve({ code, frames }));
  });
}

/** Opens a socket and closes it again; resolves once it was open, rejects as liveEnd when refused. */
export function liveOpens(baseUrl: string, cookie: string, options: SocketOptions = {}) {
  const { socket, refused } = openSocket(baseUrl, cookie, options);
  return new Promise<void>((resolve, reject) => {
    refused(reject);
    socket.once('open', () => {
      socket.close();
      resolve();
    });
  });
}

/** Opens /api/chat/live on a listening server; resolves after the server's 'hello'. */
export function connectLive(baseUrl: string, cookie: string, origin = TEST_ORIGIN): Promise<LiveClient> {
  const { socket, refused } = openSocket(baseUrl, cookie, { origin });
  const frames: LiveSignal[] = [];
  const waiters: { match: (s: LiveSignal) => boolean; resolve: (s: LiveSignal) => void }[] = [];
  let seen = 0;
  socket.on('message', (data) => {
    const signal = JSON.parse(data.toString()) as LiveSignal;
    frames.push(signal);
    for (const w of [...waiters]) {
      if (w.match(signal)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(signal);
      }
    }
  });
  const client: LiveClient = {
    socket,
    frames,
    next(match, timeoutMs = 3000) {
      // Frames already received and not yet consumed count too.
      const found = frames.slice(seen).find(match);
      if (found) {
        seen = frames.indexOf(found) + 1;
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching live frame in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (s) => {
            clearTimeout(timer);
            seen = frames.indexOf(s) + 1;
            resolve(s);
          },
        });
      });
    },
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    refused(reject);
    void client.next((s) => s.type === 'hello').then(() => resolve(client), reject);
  });
}
