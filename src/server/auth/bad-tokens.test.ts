// Token-level attacks. A small misbehaving issuer lives in this file; the app is
// pointed at it by configuration alone (oidcIssuer), exactly as it would be at Google. Each bad ID
// token must leave no session, send the person back with the failure signal and log one line.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { sessions } from '../db/schema';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { request, testConfig } from '../../../test/support/server/app';
import { AUTH_FLASH } from '../../domain/api';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '../../domain/limits';
import { LANG_COOKIE } from '../../domain/lang';
import { say } from '../../domain/messages';
import { UR_MESSAGES } from '../../domain/messages-ur';
import { DEV_CLIENT } from './oidc';
import { freePort, warnings, type LogLine } from '../../../test/support/server/test-browser';

type Mode = 'good' | 'wrong-nonce' | 'foreign-issuer' | 'wrong-audience' | 'expired' | 'bad-signature';

interface MisbehavingIssuer {
  url: string;
  mode: Mode;
  /** The nonce of the sign-in under way, as the real issuer would have kept it from /authorize. */
  nonce: string;
  close(): Promise<void>;
}

async function misbehavingIssuer(port = 0): Promise<MisbehavingIssuer> {
  const good = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(good.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const state = { mode: 'good' as Mode, nonce: '' };
  let url = '';

  const idToken = async () => {
    const now = Math.floor(Date.now() / 1000);
    const m = state.mode;
    const key: CryptoKey = m === 'bad-signature' ? other.privateKey : good.privateKey;
    return new SignJWT({
      nonce: m === 'wrong-nonce' ? 'a-nonce-from-another-sign-in' : state.nonce,
      name: 'Mallory',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(m === 'foreign-issuer' ? 'https://issuer.evil.example' : url)
      .setAudience(m === 'wrong-audience' ? 'some-other-client' : DEV_CLIENT.clientId)
      .setSubject('mallory')
      .setIssuedAt(m === 'expired' ? now - 7200 : now)
      .setExpirationTime(m === 'expired' ? now - 3600 : now + 300)
      .sign(key);
  };

  const server: Server = createServer((req, res) => {
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration')
      return json({
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    if (req.url === '/jwks') return json({ keys: [jwk] });
    if (req.url === '/token' && req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        void idToken().then((id_token) => json({ access_token: 'at', token_type: 'Bearer', id_token }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    get nonce() {
      return state.nonce;
    },
    set nonce(n) {
      state.nonce = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('sign-in refuses bad ID tokens', (database) => {
  let issuer: MisbehavingIssuer;
  let app: FastifyInstance;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    issuer = await misbehavingIssuer();
    app = await buildApp({
      config: testConfig({ oidcIssuer: issuer.url, logLevel: 'warn' }),
      database: database(),
      logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  /** /auth/login, then the provider's redirect back with a code, as a browser would carry it. */
  async function attempt(mode: Mode) {
    issuer.mode = mode;
    logs.length = 0;
    const login = await request(app, { url: '/auth/login?returnTo=/my-ads' });
    expect(login.statusCode).toBe(302);
    const authorize = new URL(login.headers.location as string);
    expect(authorize.origin).toBe(issuer.url);
    issuer.nonce = authorize.searchParams.get('nonce')!;
    const transaction = login.cookies.find((c) => c.name === 'bs_signin')!;
    const state = authorize.searchParams.get('state')!;
    return request(app, {
      url: `/auth/callback?code=any-code&state=${state}`,
      cookie: `bs_signin=${transaction.value}`,
    });
  }
  const sessionCount = async () => (await database().db.select({ n: count() }).from(sessions))[0]!.n;

  it('signs in with a good token (the harness itself works)', async () => {
    const callback = await attempt('good');
    expect(callback.headers.location).toBe('/my-ads');
    expect(callback.cookies.find((c) => c.name === 'bs_session')?.value).toBeTruthy();
    expect(callback.cookies.find((c) => c.name === AUTH_FLASH.cookie)?.value).toBe(AUTH_FLASH.signedIn);
    expect(warnings(logs)).toEqual([]);
  });

  it.each([
    ['wrong-nonce', /nonce/],
    ['foreign-issuer', /"iss"/],
    ['wrong-audience', /"aud"/],
    ['expired', /"exp"/],
    ['bad-signature', /signature/],
  ] as [Mode, RegExp][])('refuses %s: no session, the failure signal, one log line', async (mode, cause) => {
    const before = await sessionCount();
    const callback = await attempt(mode);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/my-ads');
    expect(callback.cookies.find((c) => c.name === 'bs_session')).toBeUndefined();
    expect(callback.cookies.find((c) => c.name === AUTH_FLASH.cookie)?.value).toBe(AUTH_FLASH.failed);
    expect(await sessionCount()).toBe(before);
    const lines = warnings(logs);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/^sign-in failed: /);
    expect(lines[0]!.msg).toMatch(cause);
  });
});

describeEachDatabase('sign-in while the issuer is unreachable', (database) => {
  it('fails with one log line, then works once the issuer is back', async () => {
    const port = await freePort();
    const logs: LogLine[] = [];
    const app = await buildApp({
      config: testConfig({ oidcIssuer: `http://127.0.0.1:${port}`, logLevel: 'warn' }),
      database: database(),
      logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
    logs.length = 0;
    const down = await request(app, { url: '/auth/login?returnTo=/settings' });
    expect(down.statusCode).toBe(302);
    expect(down.headers.location).toBe('/settings');
    expect(down.cookies.find((c) => c.name === AUTH_FLASH.cookie)?.value).toBe(AUTH_FLASH.failed);
    expect(warnings(logs).map((l) => l.msg)).toEqual([
      expect.stringMatching(/^sign-in failed: issuer .* unavailable/),
    ]);

    const issuer = await misbehavingIssuer(port);
    const up = await request(app, { url: '/auth/login?returnTo=/settings' });
    expect(new URL(up.headers.location as string).origin).toBe(issuer.url);
    await app.close();
    await issuer.close();
  });

  it('limits sign-in attempts per address', async () => {
    const app = await buildApp({
      config: testConfig({ oidcIssuer: `http://127.0.0.1:${await freePort()}` }),
      database: database(),
    });
    await app.ready();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_ATTEMPTS_PER_MINUTE; i += 1)
      statuses.push((await request(app, { url: '/auth/login' })).statusCode);
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_MINUTE).every((s) => s === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // A person whose browser went there reads a page in their words; the app's own call reads JSON.
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' };
    const refused = await request(app, { url: '/auth/login', headers: navigate });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(say('http.tooManyRequests'));
    const inUrdu = await request(app, { url: '/auth/login', headers: navigate, cookie: `${LANG_COOKIE}=ur` });
    expect(inUrdu.body).toContain(UR_MESSAGES['http.tooManyRequests']);
    const fromApp = await request(app, { url: '/auth/login' });
    expect(fromApp.json().error).toMatchObject({
      code: 'too_many_requests',
      messageCode: 'http.tooManyRequests',
    });
    await app.close();
  });
});
