// A ban holds everywhere (decision 141): a suspended person may sign in and read, but every route that
// changes something or reveals a seller's contact answers 403 'Your account has been suspended.'. The
// rule lives here, once: an app-wide hook refuses before the route runs, so no route can forget it; a
// route opts out only by saying so in its config (signing out). lockUser (below) refuses
// again under the person's row lock, for a ban that lands while a request is already under way.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_MSG } from '../../domain/safety/reports';
import { users } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'allowed': a suspended person may still call this change (ending their own sessions). */
    banned?: 'allowed';
    /** Answers with what a suspended person may not see (a seller's phone number), whatever the method. */
    reveals?: true;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const suspended = () => new ApiError(403, 'suspended', REPORT_MSG.suspended);

/** Throws the 403 when the person is suspended. */
export function refuseSuspended(user: { bannedAt: Date | null } | null): void {
  if (user?.bannedAt) throw suspended();
}

/** Whether the ban guard applies to a route: it changes something or reveals, and has not opted out. */
export function guardsRoute(method: string, config: { banned?: 'allowed'; reveals?: true } | undefined) {
  if (config?.banned === 'allowed') return false;
  return !SAFE.has(method.toUpperCase()) || config?.reveals === true;
}

/**
 * Registers the guard on the whole app. Runs after the session hook has set request.user (the
 * session's row already carries banned_at, so this costs no query) and before the body is read.
 */
export function registerSuspendedGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.user?.bannedAt) return;
    // An unknown path is a 404 for everyone; only real routes are guarded.
    if (request.is404) return;
    if (guardsRoute(request.method, request.routeOptions.config)) throw suspended();
  });
}

/**
 * Serialises one person's writes (the daily count, the photo claims) until the transaction ends, and
 * refuses a suspended person: the app-wide hook above refuses them first; this read under
 * the lock catches a ban that lands while the request is already under way (decision 141).
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  refuseSuspended(row ?? null);
}
