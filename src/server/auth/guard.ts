// Route guards. The auth plugin sets request.user from the session cookie (null when signed out).
// A plugin whose routes are all for signed-in people adds the sign-in hook once (decision 161); its
// handlers then read the person with signedInUser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyContextConfig {
    /** The 401 message of a signed-out request to this route, when it is not the default one. */
    signIn?: string;
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
