// Route guards. The auth plugin sets request.user from the session cookie (null when signed out).
import type { FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

/** The signed-in user, or a 401 in the API's error shape. */
export function requireUser(request: FastifyRequest, message?: string): User {
  if (!request.user) throw unauthorized(message);
  return request.user;
}
