// Builds the real app for API tests (driven with app.inject), on a database from databases.ts.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/sessions';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DEMO_DATA: '0', PUBLIC_URL: TEST_ORIGIN }),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bs-test-')),
    webDir: path.join(os.tmpdir(), 'bs-no-web'),
    // Tests run the alert job themselves (drainAlertQueue), at the moment they choose.
    alertJobEveryMs: 0,
    // Every answer an API test sees is checked against its route's response schema (decision 161).
    checkAnswers: true,
    ...overrides,
  };
}

export async function buildTestApp(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

let seq = 0;
/** Creates a person and a session; returns their id and the Cookie header value. */
export async function signedIn(
  database: Database,
  name = 'Test Person',
): Promise<{ userId: string; cookie: string }> {
  seq += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      issuer: 'https://issuer.test',
      subject: `subject-${Date.now()}-${seq}`,
      name,
      email: `p${seq}@example.pk`,
      // As the issuers we accept say of the addresses they vouch for (decision 142).
      emailVerified: true,
    })
    .returning();
  const { token } = await createSession(database.db, user!.id);
  return { userId: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** app.inject with our Origin on changes (the server refuses changes from other origins). */
export function request(app: FastifyInstance, options: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = options;
  const method = (rest.method ?? 'GET').toUpperCase();
  return app.inject({
    ...rest,
    headers: {
      ...(method === 'GET' || method === 'HEAD' ? {} : { origin: TEST_ORIGIN }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}
