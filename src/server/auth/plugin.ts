// Sign-in (OpenID Connect) and sessions: every request gets request.user from the session cookie;
// /auth/* signs people in and out; /dev-oidc is the local development issuer when no Google client is
// configured outside production. Expired sessions are swept in the background.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
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
import { registerLentSessions } from './lent-sessions';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    registerSessionEnds(app);
    const lentSessions = registerLentSessions(app);
    app.addHook('onRequest', async (request) => {
      const borrowed = lentSessions.borrowed(request);
      if (borrowed) {
        request.user = borrowed.user;
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
