// One process, no shared service: the embedded PGlite default (PGlite has no LISTEN across processes,
// and a single-process server needs none). Publishing is a function call.
import { listeners, type ChatBus, type LiveEnvelope } from './bus';

export function createMemoryBus(): ChatBus {
  const envelopes = listeners<[LiveEnvelope]>();
  return {
    kind: 'memory',
    async publish(envelope) {
      // Async like the other backends, so callers never depend on delivery happening inside publish().
      queueMicrotask(() => envelopes.emit(envelope));
    },
    onEnvelope: envelopes.add,
    onReconnect: () => {},
    async close() {},
  };
}
