// The local development issuer (docs/architecture.md §6): a small but real OpenID Connect provider
// built on jose, mounted at /dev-oidc when no Google client is configured outside production. The app's
// sign-in talks to it over HTTP with the same openid-client code it uses for Google: discovery, JWKS,
// authorization code + PKCE (S256), client authentication, a signed RS256 ID token with the nonce.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import type { OidcSettings } from '../oidc';
import { signInRateLimit } from '../rate-limit';
import { ANYONE } from '../guard';
import { codeStore, DEV_ALG, lazySigningKey, s256, subjectFor } from './keys-and-codes';
import { invalidRequestPage, signInPage } from './page';

const ID_TOKEN_SECONDS = 300;
/** The authorization request parameters the sign-in form carries through. */
const REQUEST_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

type Params = Partial<Record<string, string>>;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function devIssuer(app: FastifyInstance, opts: { settings: OidcSettings }) {
  const { settings } = opts;
  const issuer = settings.issuer.href.replace(/\/$/, '');
  const signingKey = lazySigningKey();
  const codes = codeStore();

  // Browsers post the sign-in form, and openid-client the token request, as urlencoded forms. Parsed
  // here only: this plugin is encapsulated, so the rest of the app still takes JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [DEV_ALG],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
  }));

  app.get('/jwks', async () => ({ keys: [(await signingKey()).publicJwk] }));

  /** Checks what must hold before the issuer may redirect back at all; a string says what is wrong. */
  const clientProblem = (p: Params) =>
    p.client_id !== settings.clientId
      ? 'Unknown client_id.'
      : p.redirect_uri !== settings.redirectUri
        ? `redirect_uri must be exactly ${settings.redirectUri}.`
        : undefined;

  const backToClient = (reply: FastifyReply, p: Params, params: Record<string, string>) => {
    const url = new URL(p.redirect_uri!);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    if (p.state) url.searchParams.set('state', p.state);
    return reply.redirect(url.href);
  };

  const requestProblem = (p: Params) =>
    p.response_type !== 'code'
      ? 'unsupported_response_type'
      : !p.scope?.split(' ').includes('openid') ||
          p.code_challenge_method !== 'S256' ||
          !/^[A-Za-z0-9_-]{43,128}$/.test(p.code_challenge ?? '')
        ? 'invalid_request'
        : undefined;

  const carried = (p: Params) =>
    Object.fromEntries(REQUEST_PARAMS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]!]));

  const page = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The app's no-referrer policy makes browsers send `Origin: null` with a form post, which the
      // CSRF check refuses; same-origin keeps the real Origin on this page's own post.
      .header('Referrer-Policy', 'same-origin')
      .send(html);

  const cancelUrl = (p: Params) => {
    const url = new URL(p.redirect_uri!);
    url.searchParams.set('error', 'access_denied');
    if (p.state) url.searchParams.set('state', p.state);
    return url.href;
  };

  app.get<{ Querystring: Params }>(
    '/authorize',
    { config: { ...ANYONE, private: true } },
    async (request, reply) => {
      const p = request.query;
      const bad = clientProblem(p);
      if (bad) return page(reply, invalidRequestPage(bad), 400);
      const error = requestProblem(p);
      if (error) return backToClient(reply, p, { error });
      return page(
        reply,
        signInPage({
          params: carried(p),
          cancelUrl: cancelUrl(p),
          action: `${settings.issuer.pathname}/authorize`,
        }),
      );
    },
  );

  // This issuer stands in for Google, which knows nothing of the app's bans: a suspended person still
  // signs in (and then only reads, decision 141).
  app.post<{ Body: Params }>(
    '/authorize',
    { config: { ...ANYONE, private: true, ...signInRateLimit, banned: 'allowed' } },
    async (request, reply) => {
      const p = request.body ?? {};
      const bad = clientProblem(p);
      if (bad) return page(reply, invalidRequestPage(bad), 400);
      const error = requestProblem(p);
      if (error) return backToClient(reply, p, { error });
      const email = (p.email ?? '').trim();
      const name = (p.name ?? '').trim().slice(0, 100);
      if (!EMAIL.test(email) || !name) {
        return page(
          reply,
          signInPage({
            params: carried(p),
            email,
            name,
            error: !EMAIL.test(email) ? 'Enter an email address such as ayesha@example.pk.' : 'Enter a name.',
            cancelUrl: cancelUrl(p),
            action: `${settings.issuer.pathname}/authorize`,
          }),
          400,
        );
      }
      const code = codes.issue({
        clientId: p.client_id!,
        redirectUri: p.redirect_uri!,
        codeChallenge: p.code_challenge!,
        nonce: p.nonce,
        email,
        name,
      });
      return backToClient(reply, p, { code });
    },
  );

  // Server to server (openid-client → here): the caller proves itself with the client secret, so the
  // browser-facing Origin check does not apply.
  app.post<{ Body: Params }>(
    '/token',
    { config: { ...ANYONE, private: true, ...signInRateLimit, originCheck: false, banned: 'allowed' } },
    async (request, reply) => {
      const p = request.body ?? {};
      const oauthError = (status: number, error: string, description: string) =>
        reply.status(status).send({ error, error_description: description });

      let clientId = p.client_id;
      let clientSecret = p.client_secret;
      const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
      if (basic) {
        const [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':');
        clientId = decodeURIComponent(id ?? '');
        clientSecret = decodeURIComponent(secret ?? '');
      }
      if (clientId !== settings.clientId || !same(clientSecret ?? '', settings.clientSecret))
        return oauthError(401, 'invalid_client', 'client authentication failed');
      if (p.grant_type !== 'authorization_code')
        return oauthError(400, 'unsupported_grant_type', 'only authorization_code');
      const grant = codes.redeem(p.code ?? '');
      if (!grant) return oauthError(400, 'invalid_grant', 'unknown, expired or already used code');
      if (grant.clientId !== clientId || grant.redirectUri !== p.redirect_uri)
        return oauthError(400, 'invalid_grant', 'code was issued to another client or redirect_uri');
      if (!p.code_verifier || s256(p.code_verifier) !== grant.codeChallenge)
        return oauthError(400, 'invalid_grant', 'PKCE code_verifier does not match');

      const { privateKey, publicJwk } = await signingKey();
      const idToken = await new SignJWT({
        email: grant.email,
        email_verified: true,
        name: grant.name,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: DEV_ALG, kid: publicJwk.kid })
        .setIssuer(issuer)
        .setAudience(grant.clientId)
        .setSubject(subjectFor(grant.email))
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
        .sign(privateKey);
      return {
        // Never used by the app; OAuth requires one.
        access_token: randomBytes(32).toString('base64url'),
        token_type: 'Bearer',
        expires_in: ID_TOKEN_SECONDS,
        scope: 'openid email profile',
        id_token: idToken,
      };
    },
  );
}
