// Route guards: who may call a route at all. The auth plugin sets request.user from the session
// cookie (null when signed out); these two rules read it, so no route checks either itself.
//
// Signed in. A plugin whose routes are all for signed-in people adds the sign-in hook once (decision
// 161); its handlers then read the person with signedInUser.
//
// Not banned. A ban holds everywhere (decision 141): a suspended person may sign in and read, but
// every route that changes something or reveals a seller's contact answers 403 'Your account has been
// suspended.'. The rule lives here, once: an app-wide hook refuses before the route runs, so no route
// can forget it; a route opts out only by saying so in its config (signing out). lockUser (below)
// refuses again under the person's row lock, for a ban that lands while a request is already under way.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_MSG } from '../../domain/safety/reports';
import { users, type User } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyContextConfig {
    /** The 401 message of a signed-out request to this route, when it is not the default one. */
    signIn?: string;
    /** 'allowed': a suspended person may still call this change (ending their own sessions). */
    banned?: 'allowed';
    /** Answers with what a suspended person may not see (a seller's phone number), whatever the method. */
    reveals?: true;
  }
}

/** The signed-in user, or a 401 in the API's error shape. */
export function requireUser(request: FastifyRequest, message?: string): User {
  if (!request.user) throw unauthorized(message);
  return request.user;
}

/**
 * A hook refusing signed-out requests with a 401 (the route's config.signIn message, else `message`,
 * else the default). preValidation: after the body is read, as when handlers checked it themselves,
 * and before the route's schemas, so a signed-out person learns nothing from a 400 or a 404.
 */
export function signInHook(message?: string) {
  return async (request: FastifyRequest) => {
    requireUser(request, request.routeOptions.config.signIn ?? message);
  };
}

/** Every route registered in this plugin after the call needs a session. */
export function requireSignIn(app: FastifyInstance, message?: string): void {
  app.addHook('preValidation', signInHook(message));
}

/** The person, inside a plugin that required sign-in (requireSignIn): never null there. */
export function signedInUser(request: FastifyRequest): User {
  return requireUser(request);
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
 * Registers the ban guard on the whole app. Runs after the session hook has set request.user (the
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
