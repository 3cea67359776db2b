// The sockets this copy holds, by person. The bus hands every envelope to deliver(); only the people
// named in it (the conversation's two people) get the signal, so no one hears about another's chat.
import type { WebSocket } from 'ws';
import type { LiveSignal } from '../../../domain/chat';
import type { LiveEnvelope } from './bus';

export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  add(userId: string, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
  }

  remove(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(userId);
  }

  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  deliver(envelope: LiveEnvelope): void {
    const text = JSON.stringify(envelope.signal);
    for (const userId of new Set(envelope.to)) {
      for (const socket of this.sockets.get(userId) ?? []) send(socket, text);
    }
  }

  /** After the bus came back: every browser reloads what it shows (catch-up from the tables). */
  helloAll(): void {
    const text = JSON.stringify({ type: 'hello' } satisfies LiveSignal);
    for (const set of this.sockets.values()) for (const socket of set) send(socket, text);
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(code, reason);
  }
}

export function send(socket: WebSocket, data: string | LiveSignal): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(typeof data === 'string' ? data : JSON.stringify(data));
}
