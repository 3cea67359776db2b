// Moderator rights need the email in ADMIN_EMAILS *and* the issuer's `email_verified: true` at sign-in
// (decision 142): an address someone merely typed at an issuer proves nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MeResponse } from '../../domain/api';
import { SESSION_COOKIE } from './sessions';
import { signIn } from './sign-in';
import { buildTestApp, request } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { isModerator } from './moderators';

const ADMIN = 'mod@bs.pk';

it('is one test: the listed email, trimmed and in any case, verified by the issuer', () => {
  const config = { adminEmails: [ADMIN] };
  expect(isModerator(config, { email: ' Mod@BS.pk ', emailVerified: true })).toBe(true);
  expect(isModerator(config, { email: ADMIN, emailVerified: false })).toBe(false);
  expect(isModerator(config, { email: 'other@bs.pk', emailVerified: true })).toBe(false);
  expect(isModerator(config, { email: null, emailVerified: true })).toBe(false);
  expect(isModerator(config, null)).toBe(false);
});

describeEachDatabase("Moderator rights and the issuer's email_verified", (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN] });
  });
  afterAll(() => app.close());

  let n = 0;
  /** Signs in through the real sign-in with these claims; answers the session cookie. */
  const signInWith = async (claims: Record<string, unknown>) => {
    n += 1;
    const { token } = await signIn(
      db().db,
      { iss: 'https://issuer.test', sub: `mod-${Date.now()}-${n}`, email: ADMIN, ...claims },
      undefined,
    );
    return `${SESSION_COOKIE}=${token}`;
  };
  const rights = async (cookie: string) => ({
    me: (await request(app, { url: '/api/me', cookie })).json<MeResponse>().user?.isModerator,
    queue: (await request(app, { url: '/api/admin/reports', cookie })).statusCode,
  });

  it('gives no moderator rights to a listed email the issuer did not verify', async () => {
    for (const claims of [{ email_verified: false }, {}, { email_verified: 'true' }]) {
      expect(await rights(await signInWith(claims)), JSON.stringify(claims)).toEqual({
        me: false,
        queue: 404,
      });
    }
  });

  it('gives moderator rights to a listed email the issuer verified, and takes them back when it no longer does', async () => {
    const sub = `mod-verified-${Date.now()}`;
    const verified = await signInWith({ sub, email_verified: true });
    expect(await rights(verified)).toEqual({ me: true, queue: 200 });
    // The same person signs in again and the issuer no longer vouches for the address.
    const unverified = await signInWith({ sub, email_verified: false });
    expect(await rights(unverified)).toEqual({ me: false, queue: 404 });
  });
});
