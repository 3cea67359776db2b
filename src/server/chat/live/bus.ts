// The live channel across server copies (decision 100). A copy publishes "tell these people
// that something changed" and every copy, itself included, hands it to the sockets it holds. Only ids
// travel: the messages live in the database, and a browser reads them over HTTP.
import type { LiveSignal } from '../../../domain/chat';

export type LiveEnvelope =
  | {
      /** User ids to tell. */
      to: string[];
      signal: LiveSignal;
    }
  | {
      /** Whose sessions ended (decision 141): their sockets close, on every copy. */
      to: string[];
      /** session: the ended session's stored hash, or null for all of the person's sessions. */
      ended: { session: string | null };
    };

export interface ChatBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  publish(envelope: LiveEnvelope): Promise<void>;
  /** Every envelope published by any copy, this one included. */
  onEnvelope(handler: (envelope: LiveEnvelope) => void): void;
  /**
   * After the bus lost its connection and got it back: signals may have been missed in between, so the
   * copy tells its sockets to catch up from the database.
   */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

/** Parses an envelope from another copy; anything else is dropped (null). */
export function parseEnvelope(text: string): LiveEnvelope | null {
  try {
    const value = JSON.parse(text) as { to?: unknown; signal?: LiveSignal; ended?: { session?: unknown } };
    if (!Array.isArray(value.to)) return null;
    const to = value.to.filter((id): id is string => typeof id === 'string');
    if (typeof value.signal?.type === 'string') return { to, signal: value.signal };
    const session = value.ended?.session;
    if (value.ended && (session === null || typeof session === 'string')) return { to, ended: { session } };
    return null;
  } catch {
    return null;
  }
}

/** Handlers list shared by the backends. */
export function listeners<T extends unknown[]>() {
  const list: ((...args: T) => void)[] = [];
  return {
    add: (handler: (...args: T) => void) => void list.push(handler),
    emit: (...args: T) => list.forEach((handler) => handler(...args)),
  };
}
