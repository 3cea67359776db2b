// The development issuer holds to the protocol on its own: exact client and redirect URI, PKCE,
// one-time codes, client authentication. And it exists only when no real issuer is configured.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../../test/support/server/databases';
import { buildTestApp, request, TEST_ORIGIN } from '../../../../test/support/server/app';
import { DEV_CLIENT } from '../oidc';
import { subjectFor } from './keys-and-codes';

const verifier = 'v'.repeat(43);
const challenge = createHash('sha256').update(verifier).digest('base64url');
const redirectUri = `${TEST_ORIGIN}/auth/callback`;
const authorization = {
  client_id: DEV_CLIENT.clientId,
  redirect_uri: redirectUri,
  response_type: 'code',
  scope: 'openid email profile',
  state: 'st',
  nonce: 'no',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describeEachDatabase('the development issuer', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  async function code(person = { email: 'Dev@Example.pk', name: 'Dev' }) {
    const res = await request(app, {
      method: 'POST',
      url: '/dev-oidc/authorize',
      ...form({ ...authorization, ...person }),
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(res.headers.location as string);
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('st');
    return back.searchParams.get('code')!;
  }
  const token = (fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/dev-oidc/token', ...form(fields) });
  const exchange = (c: string, extra: Record<string, string> = {}) =>
    token({
      grant_type: 'authorization_code',
      code: c,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: DEV_CLIENT.clientId,
      client_secret: DEV_CLIENT.clientSecret,
      ...extra,
    });

  it('shows the sign-in page with its labelled inputs and no script', async () => {
    const res = await request(app, { url: `/dev-oidc/authorize?${new URLSearchParams(authorization)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Development sign-in</h1>');
    expect(res.body).toMatch(/<label for="email">Email<\/label>/);
    expect(res.body).toMatch(/<label for="name">Name<\/label>/);
    expect(res.body).toContain('<button type="submit">Sign in</button>');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses an unknown client or redirect URI without redirecting anywhere', async () => {
    for (const bad of [{ client_id: 'stranger' }, { redirect_uri: 'https://evil.example/auth/callback' }]) {
      const res = await request(app, {
        url: `/dev-oidc/authorize?${new URLSearchParams({ ...authorization, ...bad })}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('insists on PKCE with S256', async () => {
    const res = await request(app, {
      url: `/dev-oidc/authorize?${new URLSearchParams({ ...authorization, code_challenge_method: 'plain' })}`,
    });
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('issues a signed ID token once per code, for the same person per email', async () => {
    const res = await exchange(await code());
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().id_token);
    expect(claims).toMatchObject({
      iss: `${TEST_ORIGIN}/dev-oidc`,
      aud: DEV_CLIENT.clientId,
      sub: subjectFor('dev@example.pk'),
      email: 'Dev@Example.pk',
      // The development issuer's contract: the address is the one the person typed, and it vouches
      // for it, so a moderator can try moderation locally (decision 142).
      email_verified: true,
      name: 'Dev',
      nonce: 'no',
    });
    const again = await exchange(await code({ email: 'dev@example.pk', name: 'Dev' }));
    expect(decodeJwt(again.json().id_token).sub).toBe(claims.sub);
  });

  it('refuses a used code, a wrong verifier, a wrong redirect URI and a wrong secret', async () => {
    const used = await code();
    expect((await exchange(used)).statusCode).toBe(200);
    expect((await exchange(used)).json().error).toBe('invalid_grant');
    expect((await exchange(await code(), { code_verifier: 'w'.repeat(43) })).json().error).toBe(
      'invalid_grant',
    );
    expect((await exchange(await code(), { redirect_uri: `${TEST_ORIGIN}/elsewhere` })).json().error).toBe(
      'invalid_grant',
    );
    const wrongSecret = await exchange(await code(), { client_secret: 'guess' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().error).toBe('invalid_client');
  });

  it('asks again for a malformed email', async () => {
    const res = await request(app, {
      method: 'POST',
      url: '/dev-oidc/authorize',
      ...form({ ...authorization, email: 'not-an-email', name: 'X' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Development sign-in');
    expect(res.body).toContain('role="alert"');
  });
});

describeEachDatabase('no development issuer beside a real one', (database) => {
  it.each([
    ['a Google client', { google: { clientId: 'id.apps.googleusercontent.com', clientSecret: 's' } }],
    ['an OIDC_ISSUER override', { oidcIssuer: 'http://127.0.0.1:9' }],
  ])('is not mounted with %s', async (_what, overrides) => {
    const app = await buildTestApp(database(), overrides);
    const res = await request(app, { url: '/dev-oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
