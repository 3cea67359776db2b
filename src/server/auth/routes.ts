// The sign-in routes (docs/architecture.md §5): /auth/login starts an OpenID Connect sign-in, /auth/callback
// finishes it, /auth/logout and /auth/logout-all end sessions. A failed sign-in never leaves a session:
// it writes one warning naming the cause and returns the person with the failure signal for the toast.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_FLASH } from '../../domain/api';
import { PAGE_PATHS } from '../../domain/categories';
import {
  clearSessionCookie,
  clearTransactionCookie,
  setFlashCookie,
  setSessionCookie,
  setTransactionCookie,
  TRANSACTION_COOKIE,
} from './cookies';
import { ANYONE, PERSON, signedInUser } from './guard';
import type { OidcClient, OidcSettings } from './oidc';
import { signInRateLimit } from './rate-limit';
import { safeReturnTo } from '../http/return-to';
import { acceptFormPosts, setFormFlash } from '../http/form-posts';
import { deleteSession, deleteUserSessions, SESSION_COOKIE } from './sessions';
import { signIn } from './sign-in';
import { openTransaction, sealTransaction, transactionKey } from './transaction';

/**
 * One line naming the cause. openid-client wraps the specific check that failed (say, the ID token's
 * "nonce") as the `cause` of a generic error, and keeps the OAuth error code apart from the message.
 */
function describe(error: unknown): string {
  type Coded = Error & { error?: unknown; error_description?: unknown; code?: unknown };
  if (!(error instanceof Error)) return String(error);
  let e = error as Coded;
  let oauth = '';
  for (;;) {
    if (typeof e.error === 'string')
      oauth = ` [${e.error}${e.error_description ? `: ${String(e.error_description)}` : ''}]`;
    if (!(e.cause instanceof Error)) break;
    e = e.cause as Coded;
  }
  return `${e.message}${oauth}${typeof e.code === 'string' ? ` (${e.code})` : ''}`;
}

export async function authRoutes(app: FastifyInstance, opts: { oidc: OidcClient; settings: OidcSettings }) {
  const { config } = app;
  const { oidc, settings } = opts;
  const key = transactionKey(settings.clientSecret);
  acceptFormPosts(app);

  const fail = (reply: FastifyReply, returnTo: string) => {
    setFlashCookie(reply, config, AUTH_FLASH.failed);
    return reply.redirect(returnTo);
  };

  app.get<{ Querystring: { returnTo?: unknown } }>(
    '/auth/login',
    { config: { ...ANYONE, private: true, ...signInRateLimit } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      try {
        const { url, checks } = await oidc.start();
        setTransactionCookie(reply, config, await sealTransaction(key, { ...checks, returnTo }));
        return reply.redirect(url.href);
      } catch (error) {
        request.log.warn(`sign-in failed: issuer ${settings.issuer.href} unavailable: ${describe(error)}`);
        return fail(reply, returnTo);
      }
    },
  );

  app.get(
    '/auth/callback',
    { config: { ...ANYONE, private: true, ...signInRateLimit } },
    async (request, reply) => {
      const transaction = await openTransaction(key, request.cookies[TRANSACTION_COOKIE]);
      clearTransactionCookie(reply, config);
      const returnTo = 'problem' in transaction ? '/' : safeReturnTo(transaction.returnTo);
      try {
        if ('problem' in transaction) throw new Error(transaction.problem);
        // The exact registered redirect URI plus the provider's parameters; never the request's Host.
        const callbackUrl = new URL(settings.redirectUri);
        callbackUrl.search = new URL(request.url, callbackUrl).search;
        const claims = await oidc.finish(callbackUrl, transaction);
        const session = await signIn(app.db, claims, request.cookies[SESSION_COOKIE]);
        if (session.ended) await app.sessionEnded(session.ended);
        setSessionCookie(reply, config, session.token, session.expiresAt);
        // A suspended person is not welcomed back: they land where they are told why (decision 189).
        if (session.suspended) return reply.redirect(PAGE_PATHS.suspended);
        setFlashCookie(reply, config, AUTH_FLASH.signedIn);
        return reply.redirect(returnTo);
      } catch (error) {
        request.log.warn(`sign-in failed: ${describe(error)}`);
        return fail(reply, returnTo);
      }
    },
  );

  // Ending one's own sessions is open to a suspended person too (decision 141).
  const endThisSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const ended = token ? await deleteSession(app.db, token) : null;
    if (ended) await app.sessionEnded(ended);
    clearSessionCookie(reply, config);
  };
  app.post(
    '/auth/logout',
    { config: { ...ANYONE, private: true, banned: 'allowed' } },
    async (request, reply) => {
      await endThisSession(request, reply);
      return reply.status(204).send();
    },
  );
  // 'Logout' as a form, from the account menu the server draws (decision 213): the same end of this
  // session behind the same origin check, then home, as the app goes, with its words.
  app.post(
    '/auth/logout/form',
    { config: { ...ANYONE, private: true, banned: 'allowed', form: true } },
    async (request, reply) => {
      await endThisSession(request, reply);
      setFormFlash(reply, config, 'notice', 'signedOut');
      return reply.redirect('/', 303);
    },
  );

  app.post('/auth/logout-all', { config: { ...PERSON, banned: 'allowed' } }, async (request, reply) => {
    const user = signedInUser(request);
    await deleteUserSessions(app.db, user.id);
    await app.sessionEnded({ userId: user.id, session: null });
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  });
}
