// When sessions end (sign-out, sign-out everywhere, a ban, a deleted account, a new sign-in in the same
// browser), whatever holds them open is told: the chat's live sockets close on every server copy within
// a moment, instead of listening on until their next send (decision 141).
import type { FastifyInstance } from 'fastify';

interface SessionEnd {
  userId: string;
  /** The ended session's stored hash (sessions.ts), or null when all of the person's sessions ended. */
  session: string | null;
}

type Handler = (end: SessionEnd) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every listener; a listener's failure is logged, never the caller's (sign-out must succeed). */
    sessionEnded(end: SessionEnd): Promise<void>;
    onSessionEnded(handler: Handler): void;
  }
}

export function registerSessionEnds(app: FastifyInstance): void {
  const handlers: Handler[] = [];
  app.decorate('onSessionEnded', (handler: Handler) => void handlers.push(handler));
  app.decorate('sessionEnded', async (end: SessionEnd) => {
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(end);
        } catch (err) {
          app.log.warn({ err }, 'a listener of ended sessions failed');
        }
      }),
    );
  });
}
