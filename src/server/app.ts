// Builds the Fastify app from its parts. main.ts runs it; tests build it with their own config and
// database and drive it with app.inject (or listen on a free port for the sign-in flow).
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Database } from './db/client';
import { errorBody, registerErrorHandling, unavailable } from './http/errors';
import { isDatabaseDown } from './db/down';
import { registerContract } from './http/contract';
import { registerOriginCheck } from './http/origin';
import { readYourWrites } from './http/read-your-writes';
import { recordRouteTable } from './http/route-table';
import { registerSpa } from './http/spa';
import { langSwitchRoutes } from './http/lang-switch';
import { searchFormRoutes } from './http/search-form';
import { registerStorableTextCheck } from './http/storable-text';
import { securityHeaderValues } from './http/security-headers';
import { authPlugin } from './auth/plugin';
import { ANYONE } from './auth/guard';
import { oidcSettings } from './auth/oidc';
import { alertJob } from './alerts/plugin';
import { notificationsRoutes } from './notifications/routes';
import { pushRoutes } from './push/routes';
import { savedAdsRoutes } from './saved-ads/routes';
import { savedSearchesRoutes } from './saved-searches/routes';
import { adsRoutes, adHeadTags } from './ads/routes';
import { sellerHeadTags, sellersRoutes } from './sellers/plugin';
import { reviewsRoutes } from './reviews/routes';
import { lifecycleRoutes } from './lifecycle/plugin';
import { moderationRoutes } from './moderation/routes';
import { imagesPlugin } from './images/plugin';
import { usersRoutes } from './users/routes';
import { phonesPlugin } from './phones/routes';
import { metricsPlugin } from './metrics/plugin';
import { registerRequestId, requestId } from './http/request-id';
import { localGenerations, redisGenerations, type Generations } from './shared/generations';
import { sharedRateLimitStore } from './shared/rate-limit-store';
import { connectRedis } from './shared/redis';
import { memoryViewCounter, redisViewCounter } from './shared/view-counter';
import { createBrowseCaches, type AdsChange } from './ads/browse-caches';
import { viewsFlush } from './ads/views';
import { createLexicon, type Lexicon } from './ads/search-lexicon';
import { createSuggestionCounts, type SuggestionCounts } from './ads/suggestion-counts';
import { chatPlugin, type ChatOptions } from './chat/plugin';
import { lifecycleJob } from './lifecycle/plugin';
import { priceGuideJob } from './price-guide/plugin';
import { priceGuideRoutes } from './price-guide/routes';

const RESTARTING = 'B/S is restarting. Please try again in a moment.';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (default stdout); tests pass a collector to assert what was logged. */
  logStream?: { write(line: string): void };
  /** Chat's live bus and unread hand-off; default from the config (chat/live/create-bus.ts). */
  chat?: ChatOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    generations: Generations;
    /** The search words (on the primary: a new ad's words are searchable at once). */
    lexicon: Lexicon;
    suggestionCounts: SuggestionCounts;
    /**
     * Ads of these categories, with these search words, changed (nothing named: anything may have
     * changed, so everything goes stale). Awaited before the change is answered (decision 163).
     */
    adsChanged(change?: AdsChange): Promise<void>;
  }
}

export async function buildApp({ config, database, logStream, chat }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // TRUST_PROXY (config.ts): a hop count trusts the nearest N proxies, whatever their address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // Keep-alive sockets must not hold a shutdown open (graceful SIGTERM, docs/architecture.md §5).
    forceCloseConnections: 'idle',
    // While closing, requests still arriving get our own 503 (below), not Fastify's.
    return503OnClosing: false,
    genReqId: requestId,
  });
  recordRouteTable(app);
  registerRequestId(app);
  // SIGTERM (main.ts) closes the app: requests under way finish; new ones on open connections get a 503
  // in the product's error shape and are told to close the connection, so the proxy retries elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close').header('Retry-After', '2');
    return reply.status(503).send(errorBody('unavailable', RESTARTING, undefined, request.id));
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  registerErrorHandling(app);
  // Schemas checked before handlers, and the OpenAPI document of every route (decision 161).
  await registerContract(app, { checkAnswers: config.checkAnswers === true });
  // Before any route's schema: no text PostgreSQL cannot store gets past the edge (decision 181).
  registerStorableTextCheck(app);
  // helmet's headers, worked out once (decision 209).
  const securityHeaders = securityHeaderValues(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(cookie);
  // Browse-type reads from the replicas, a person's own changes from the primary (decision 147).
  // The read-after cookie is signed with a key drawn from the sign-in client's secret, which every copy
  // of the app shares.
  await app.register(readYourWrites, { database, secret: oidcSettings(config).clientSecret });
  // Shared state across copies when REDIS_URL is set (decision 071); in process otherwise.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix, app.log) : undefined;
  app.decorate('generations', redis ? redisGenerations(redis) : localGenerations());
  app.decorate('browseCaches', createBrowseCaches(app.generations));
  // Ad views wait here for their flush (decision 196); they never touch the browse caches.
  app.decorate('viewCounter', redis ? redisViewCounter(redis) : memoryViewCounter());
  // What browsing remembers between requests, and the one call that makes it stale (decision 163):
  // the browse caches (counts, facets, home search, locations, trending; shared by every copy through
  // their generations), the search words that correct typos and the suggestions' counts. Every write
  // that changes what browsing shows (an ad posted, edited or deleted, marked sold or renewed,
  // reported, hidden or restored, a seller banned or let back) awaits app.adsChanged(change) right
  // after its write and before it answers, so the person sees their own change at once wherever their
  // next request lands.
  const lexicon = createLexicon(app.db);
  const suggestionCounts = createSuggestionCounts(() => app.readerFor().db);
  app.decorate('lexicon', lexicon);
  app.decorate('suggestionCounts', suggestionCounts);
  app.decorate('adsChanged', async (change?: AdsChange) => {
    if (change) {
      lexicon.learn(change.after.flatMap((ad) => ad.words));
      suggestionCounts.apply(change);
    } else {
      lexicon.invalidate();
      suggestionCounts.invalidate();
    }
    await app.browseCaches.changed(change);
  });
  if (redis) {
    app.addHook('onClose', () => redis.close());
    await redis.connected(2000);
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
  });
  registerOriginCheck(app, config.publicUrl);

  // 200 once the database answers; 503 (not 500) while it does not, so a load balancer takes this copy
  // out of rotation and puts it back when the database returns.
  app.get('/healthz', { config: { ...ANYONE, private: true } }, async () => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      if (isDatabaseDown(error) || database.driver === 'postgres') throw unavailable();
      throw error;
    }
    return { status: 'ok' };
  });

  await app.register(metricsPlugin, { database });
  await app.register(authPlugin);
  await app.register(imagesPlugin);
  await app.register(viewsFlush);
  await app.register(adsRoutes);
  await app.register(lifecycleRoutes);
  await app.register(moderationRoutes);
  await app.register(usersRoutes);
  await app.register(phonesPlugin);
  await app.register(sellersRoutes);
  await app.register(reviewsRoutes);
  await app.register(priceGuideRoutes);
  await app.register(chatPlugin, chat ?? {});
  // Buyers come back: saved ads and searches, notifications, web push, and the alert job behind them.
  await app.register(savedAdsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(langSwitchRoutes);
  await app.register(searchFormRoutes);
  await app.register(alertJob);
  await app.register(lifecycleJob);
  await app.register(priceGuideJob);
  await registerSpa(app, config.webDir, { ad: adHeadTags(app), seller: sellerHeadTags(app) });
  return app;
}
