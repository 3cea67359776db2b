// A page the server draws asks this app's own API in process for what it shows (http/server-render.ts):
// the person, the footer, the badges, the ad and its similar ads, each a request with the page
// request's cookie. Those calls belong to the page request, so they carry the person already found for
// it instead of each reading the session again (decision 206). The person is lent under a random key
// that never leaves the process, and only while the page is drawn: a key sent from outside, or after the
// page, finds nothing, and that request reads its session from its cookie as any other.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';

/** The header an in-process call carries its key in. */
export const LENT_SESSION_HEADER = 'x-bs-lent-session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lends request.user to the in-process calls made for this request until `release`. */
    lendSession(request: FastifyRequest): { headers: Record<string, string>; release(): void };
  }
}

export function registerLentSessions(app: FastifyInstance): {
  /** The person lent under this request's key, or undefined when it carries none that is lent now. */
  borrowed(request: FastifyRequest): { user: User | null } | undefined;
} {
  const lent = new Map<string, User | null>();
  app.decorate('lendSession', (request: FastifyRequest) => {
    const key = randomUUID();
    lent.set(key, request.user);
    return { headers: { [LENT_SESSION_HEADER]: key }, release: () => void lent.delete(key) };
  });
  return {
    borrowed(request) {
      const key = request.headers[LENT_SESSION_HEADER];
      return typeof key === 'string' && lent.has(key) ? { user: lent.get(key)! } : undefined;
    },
  };
}
