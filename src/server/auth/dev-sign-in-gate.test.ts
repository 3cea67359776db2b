// The development sign-in lets anyone sign in as anyone, so it must not run on a server strangers can
// reach: only with PUBLIC_URL on localhost, or when DEV_SIGN_IN=1 says so.
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, request } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('development sign-in gate', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  const appFor = async (env: Record<string, string>) => {
    const { publicUrl, devSignIn } = loadConfig(env);
    app = await buildTestApp(database(), { publicUrl, devSignIn });
    return request(app, { url: '/dev-oidc/.well-known/openid-configuration' });
  };

  it('is off for a server on a public name outside production', async () => {
    const res = await appFor({ NODE_ENV: 'development', PUBLIC_URL: 'https://staging.bs.example' });
    expect(res.statusCode).toBe(404);
  });

  it('is on for localhost, and where DEV_SIGN_IN=1 asks for it', async () => {
    expect((await appFor({ PUBLIC_URL: 'http://localhost:4000' })).statusCode).toBe(200);
    await app!.close();
    const res = await appFor({ PUBLIC_URL: 'https://staging.bs.example', DEV_SIGN_IN: '1' });
    expect(res.statusCode).toBe(200);
  });
});
