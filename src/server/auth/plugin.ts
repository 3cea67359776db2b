// Sign-in (OpenID Connect) and sessions: every request gets request.user from the session cookie;
// /auth/* signs people in and out; /dev-oidc is the local development issuer when no Google client is
// configured outside production. Expired sessions are swept in the background.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { toSessionUser } from './session-user';
import { isModerator } from './moderators';
import type { MeResponse } from '../../domain/api';
import { meResponseSchema } from '../../domain/api-schemas';
import { devIssuer } from './dev-issuer/plugin';
import { createOidcClient, DEV_ISSUER_PATH, oidcSettings, runsDevIssuer } from './oidc';
import { authRoutes } from './routes';
import { findSessionUser, SESSION_COOKIE, sweepSessions } from './sessions';
import { claimJobRun } from '../jobs/claim-run';
import { registerAccessRules, registerSuspendedGuard } from './guard';
import { registerSessionEnds } from './session-ends';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * A page the server draws asks this app's own API in process for what it shows (http/server-render.ts):
 * the person, the footer, the badges, the ad and its similar ads, each a request with the page
 * request's cookie. Those calls belong to the page request, so they carry the person already found for
 * it instead of each reading the session again (decision 206): lent under a random key, in this header,
 * that never leaves the process, and only while the page is drawn. A key sent from outside, or after
 * the page, finds nothing, and that request reads its session from its cookie as any other.
 */
export const LENT_SESSION_HEADER = 'x-bs-lent-session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lends request.user to the in-process calls made for this request until `release`. */
    lendSession(request: FastifyRequest): { headers: Record<string, string>; release(): void };
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    registerSessionEnds(app);
    const lent = new Map<string, User | null>();
    app.decorate('lendSession', (request: FastifyRequest) => {
      const key = randomUUID();
      lent.set(key, request.user);
      return { headers: { [LENT_SESSION_HEADER]: key }, release: () => void lent.delete(key) };
    });
    app.addHook('onRequest', async (request) => {
      const key = request.headers[LENT_SESSION_HEADER];
      if (typeof key === 'string' && lent.has(key)) {
        request.user = lent.get(key)!;
        return;
      }
      const token = request.cookies[SESSION_COOKIE];
      // A tampered or unknown cookie is simply "signed out" (findSessionUser answers null). A database
      // that cannot answer is not: signing the person out over a blip would throw away their form and
      // show the sign-in dialog, so the request fails with a 503 they can retry, still signed in.
      request.user = token ? await findSessionUser(app.db, token) : null;
    });
    // After request.user is known: a suspended person's changes and reveals stop here (decision 141).
    registerSuspendedGuard(app);
    // Who may call each route, and whether its answer may be kept, as the route declares (decision 197).
    registerAccessRules(app);
    const me = {
      config: { auth: 'anyone', private: true },
      schema: { response: { 200: meResponseSchema } },
    } as const;
    app.get('/api/me', me, async (request): Promise<MeResponse> => {
      return {
        user: request.user ? toSessionUser(request.user, isModerator(app.config, request.user)) : null,
      };
    });

    const settings = oidcSettings(app.config);
    await app.register(authRoutes, { oidc: createOidcClient(settings), settings });
    if (runsDevIssuer(app.config)) await app.register(devIssuer, { prefix: DEV_ISSUER_PATH, settings });
    else if (!app.config.google && !app.config.oidcIssuer)
      app.log.warn(
        'No sign-in is available: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or DEV_SIGN_IN=1 for the development sign-in on a trusted network',
      );

    // unref'd: a pending sweep never keeps a test or a stopping server alive.
    // Every copy keeps the timer; claimJobRun lets one copy per period do the sweep.
    const sweep = setInterval(() => {
      claimJobRun(app.db, 'session-sweep', SWEEP_EVERY_MS - 60_000)
        .then((mine) => (mine ? sweepSessions(app.db) : 0))
        .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'auth' },
);
