// Builds the Fastify app from its parts. main.ts runs it; tests build it with their own config and
// database and drive it with app.inject (or listen on a free port for the sign-in flow).
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerOriginCheck } from './http/origin';
import { registerSpa } from './http/spa';
import { securityHeaders } from './http/security-headers';
import { authPlugin } from './auth/plugin';
import { adsRoutes, adHeadTags } from './ads/routes';
import { imagesPlugin } from './images/plugin';
import { usersRoutes } from './users/routes';
import { lifecycleJob } from './lifecycle/plugin';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (default stdout); tests pass a collector to assert what was logged. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
  }
}

export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.production,
    bodyLimit: 256 * 1024,
    // Keep-alive sockets must not hold a shutdown open (graceful SIGTERM, ARCHITECTURE.md §5).
    forceCloseConnections: 'idle',
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  registerErrorHandling(app);
  await app.register(helmet, securityHeaders(config));
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerOriginCheck(app, config.publicUrl);

  app.get('/healthz', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  await app.register(authPlugin);
  await app.register(imagesPlugin);
  await app.register(adsRoutes);
  await app.register(usersRoutes);
  await app.register(lifecycleJob);
  await registerSpa(app, config.webDir, adHeadTags(app));
  return app;
}
