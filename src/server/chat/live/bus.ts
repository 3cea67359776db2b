// The live channel across server copies (issue 14, decision 100). A copy publishes "tell these people
// that something changed" and every copy, itself included, hands it to the sockets it holds. Only ids
// travel: the messages live in the database, and a browser reads them over HTTP.
import type { LiveSignal } from '../../../domain/chat';

export interface LiveEnvelope {
  /** User ids to tell. */
  to: string[];
  signal: LiveSignal;
}

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
    const value = JSON.parse(text) as Partial<LiveEnvelope>;
    if (!Array.isArray(value.to) || typeof value.signal?.type !== 'string') return null;
    return { to: value.to.filter((id): id is string => typeof id === 'string'), signal: value.signal };
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
