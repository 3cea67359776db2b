// Sign-in (OpenID Connect) and sessions: every request gets request.user from the session cookie.
// The sign-in routes and the development issuer are added by the sign-in work (issue 3).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findSessionUser, SESSION_COOKIE } from './sessions';
import './guard';

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      // A tampered or unknown cookie is simply "signed out", never an error.
      request.user = token ? await findSessionUser(app.db, token).catch(() => null) : null;
    });
    app.get('/api/me', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const u = request.user;
      return {
        user: u
          ? {
              id: u.id,
              name: u.name,
              email: u.email,
              avatarUrl: u.avatarUrl,
              defaultPhone: u.defaultPhone,
              defaultCity: u.defaultCity,
            }
          : null,
      };
    });
  },
  { name: 'auth' },
);
