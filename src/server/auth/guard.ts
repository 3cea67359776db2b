// Route guards: who may call a route at all. The auth plugin sets request.user from the session
// cookie (null when signed out); the rules below read it, so no route checks it itself.
//
// Who may call, and whether the answer may be kept. Every route says so in its config, once
// (decision 197): `auth: 'person'` (a signed-in person, else 401), `auth: 'moderator'` (else 404: the
// admin area does not admit it exists) or `auth: 'anyone'`; `private: true` when the answer is the
// caller's own and no cache may keep it (Cache-Control: no-store). One app-wide hook reads both
// (registerAccessRules); src/server/http/access.test.ts walks every route and checks each declared it
// and behaves as declared. Handlers read the person with signedInUser.
//
// Not banned. A ban holds everywhere (decision 141): a suspended person may sign in and read, but
// every route that changes something or reveals a seller's contact answers 403 'Your account has been
// suspended.'. The rule lives here, once: an app-wide hook refuses before the route runs, so no route
// can forget it; a route opts out only by saying so in its config (signing out). lockUser (below)
// refuses again under the person's row lock, for a ban that lands while a request is already under way.
//
// A person's WebSocket, signed out, is let in and closed at once with the live channel's 'no session'
// code (decision 225), by personSocket below: refused at the upgrade, the browser logs a failed socket
// and the page cannot tell a sign-out from a lost network, so it would ask again and again.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_NO_SESSION_CLOSE } from '../../domain/chat';
import { REPORT_MSG } from '../../domain/safety/reports';
import { users, type User } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { isModerator } from './moderators';
import { formBack } from '../http/form-posts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (decision 197): every route says it, the access test checks it. */
    auth?: 'anyone' | 'person' | 'moderator';
    /**
     * auth 'person' only: signed out, ask this first and answer 404 (the route's notFound message)
     * when it says the thing does not exist, so a dead link reads 'not found' instead of 'sign in'.
     */
    existsForStrangers?: (request: FastifyRequest) => Promise<boolean>;
    /** The answer is the caller's own: no cache, shared or the browser's, may keep it. */
    private?: true;
    /** The 401 message of a signed-out request to this route, when it is not the default one. */
    signIn?: string;
    /** 'allowed': a suspended person may still call this change (ending their own sessions). */
    banned?: 'allowed';
    /** Answers with what a suspended person may not see (a seller's phone number), whatever the method. */
    reveals?: true;
  }
}

/** A signed-in person's own answer, kept by no cache: what most routes for a person declare. */
export const PERSON = { auth: 'person', private: true } as const;
/** A moderator's: anyone else is told 'Not found.' (decision 142), and no cache keeps it. */
export const MODERATOR = { auth: 'moderator', private: true } as const;
/** Anyone, signed in or not. */
export const ANYONE = { auth: 'anyone' } as const;

function requireUser(request: FastifyRequest, message?: string): User {
  if (!request.user) throw unauthorized(message);
  return request.user;
}

/**
 * The hooks of who may call a route and whether its answer may be kept (decision 197). no-store is
 * set as the request arrives, so every answer of a private route, a refusal included, carries it.
 * Who may call is checked at preValidation: after the body is read and before the route's schemas,
 * so a signed-out person learns nothing from a 400 or a 404.
 */
export function registerAccessRules(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.private) reply.header('Cache-Control', 'no-store');
  });
  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.auth === 'moderator') {
      if (!request.user || !isModerator(app.config, request.user)) throw notFound();
    } else if (config.auth === 'person' && !request.user) {
      // A socket: personSocket closes it once it is open.
      if (request.ws) return;
      if (config.existsForStrangers && !(await config.existsForStrangers(request)))
        throw notFound(config.notFound);
      // A form posted without the app (decision 208): to sign in, and back to the page it came from.
      if (config.form)
        return reply.redirect(`/auth/login?returnTo=${encodeURIComponent(formBack(request))}`, 303);
      requireUser(request, config.signIn);
    }
  });
}

/**
 * The handler of a person's WebSocket route: signed out, the socket is closed before a frame is sent
 * (the hook above let it in); signed in, `handler` gets the person.
 */
export function personSocket(
  handler: (socket: WebSocket, request: FastifyRequest, user: User) => void,
): (socket: WebSocket, request: FastifyRequest) => void {
  return (socket, request) => {
    if (request.user) return handler(socket, request, request.user);
    socket.close(LIVE_NO_SESSION_CLOSE, 'signed out');
  };
}

/** The person, on a route declared `auth: 'person'` or `'moderator'`: never null there. */
export function signedInUser(request: FastifyRequest): User {
  return requireUser(request);
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const suspended = () => new ApiError(403, 'suspended', REPORT_MSG.suspended);

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
