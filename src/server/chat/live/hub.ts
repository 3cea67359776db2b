// The sockets this copy holds, by person, each with the session it was opened under. The bus hands every
// envelope to deliver(); only the people named in it (the conversation's two people) get the signal, so
// no one hears about another's chat. An 'ended' envelope closes the sockets of sessions that ended.
import type { WebSocket } from 'ws';
import { LIVE_NO_SESSION_CLOSE, type LiveSignal } from '../../../domain/chat';
import type { LiveEnvelope } from './bus';

export class LiveHub {
  /** Per person: each socket and the stored hash of the session it was opened under. */
  private readonly sockets = new Map<string, Map<WebSocket, string>>();

  add(userId: string, socket: WebSocket, session: string): void {
    let mine = this.sockets.get(userId);
    if (!mine) this.sockets.set(userId, (mine = new Map()));
    mine.set(socket, session);
  }

  remove(userId: string, socket: WebSocket): void {
    const mine = this.sockets.get(userId);
    if (!mine) return;
    mine.delete(socket);
    if (mine.size === 0) this.sockets.delete(userId);
  }

  get size(): number {
    let n = 0;
    for (const mine of this.sockets.values()) n += mine.size;
    return n;
  }

  deliver(envelope: LiveEnvelope): void {
    if ('ended' in envelope) return this.endSessions(envelope.to, envelope.ended.session);
    const text = JSON.stringify(envelope.signal);
    for (const userId of new Set(envelope.to)) {
      for (const socket of this.sockets.get(userId)?.keys() ?? []) send(socket, text);
    }
  }

  /** After the bus came back: every browser reloads what it shows (catch-up from the tables). */
  helloAll(): void {
    const text = JSON.stringify({ type: 'hello' } satisfies LiveSignal);
    for (const mine of this.sockets.values()) for (const socket of mine.keys()) send(socket, text);
  }

  closeAll(code: number, reason: string): void {
    for (const mine of this.sockets.values()) for (const socket of mine.keys()) socket.close(code, reason);
  }

  /** Like a refused send: the browser's session is over, it signs in again to listen again. */
  private endSessions(userIds: string[], session: string | null): void {
    for (const userId of new Set(userIds)) {
      for (const [socket, opened] of this.sockets.get(userId) ?? []) {
        if (session === null || session === opened) socket.close(LIVE_NO_SESSION_CLOSE, 'session ended');
      }
    }
  }
}

export function send(socket: WebSocket, data: string | LiveSignal): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(typeof data === 'string' ? data : JSON.stringify(data));
}
