// Shared state across copies: two app instances on one database and
// one Redis share every rate limit and see each other's changes in the browse caches at once; a change
// in one category leaves the other categories' caches alone; without Redis (or while it is down) limits
// are per process and reads are uncached, with one log line, never an error.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { FacetsResponse } from '../../domain/api';
import { SEARCHES_PER_MINUTE } from '../../domain/limits';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { request, signedIn, testConfig } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { postAd } from '../../../test/support/server/photos';
import { dropRedisKeys, redisPrefix, TEST_REDIS_URL } from '../../../test/support/server/redis';

const PRODUCTION: Partial<Config> = {
  production: true,
  google: { clientId: 'id', clientSecret: 'secret' },
  publicUrl: 'http://localhost:3000',
};

describeEachDatabase('shared limits and caches across copies', (database) => {
  const prefix = redisPrefix();
  const apps: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  const start = async (overrides: Partial<Config>, logs?: string[]) => {
    const app = await buildApp({
      config: testConfig(overrides),
      database: database(),
      ...(logs ? { logStream: { write: (line: string) => void logs.push(line) } } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    a = await start({ redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    b = await start({ redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
  });
  afterEach(async () => {
    while (apps.length > 2) await apps.pop()!.close();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dropRedisKeys(prefix);
  });

  const suggest = (app: FastifyInstance, remoteAddress: string) =>
    request(app, { url: '/api/suggestions?q=galaxy', remoteAddress });

  it('holds a rate limit spent on one copy on the other', async () => {
    const pa = await start({ ...PRODUCTION, redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    const pb = await start({ ...PRODUCTION, redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1)
      expect((await suggest(i % 2 ? pa : pb, '203.0.113.20')).statusCode).toBe(200);
    expect((await suggest(pa, '203.0.113.20')).statusCode).toBe(429);
    expect((await suggest(pb, '203.0.113.20')).statusCode).toBe(429);
    expect((await suggest(pb, '203.0.113.21')).statusCode).toBe(200);
  });

  it('shows a change made through one copy in the other copy’s cached facets at once', async () => {
    const me = await signedIn(database());
    const seller = await createSeller(database().db);
    await insertAd(database().db, seller, { brand: 'Samsung', model: 'Galaxy S24' });
    const facets = async (app: FastifyInstance) =>
      (await request(app, { url: '/api/ads/facets?category=mobiles' })).json<FacetsResponse>();
    const before = JSON.stringify(await facets(b));
    expect(JSON.stringify(await facets(b))).toBe(before); // cached
    await postAd(a, me.cookie, 'mobiles');
    expect(JSON.stringify(await facets(b))).not.toBe(before);
  });

  it('keeps other categories cached when one category changes', async () => {
    const scopes = ['all', 'cat:vehicles'];
    const vehicles = await a.generations.current(scopes);
    const me = await signedIn(database());
    await postAd(b, me.cookie, 'mobiles');
    expect(await a.generations.current(scopes)).toBe(vehicles);
    expect(await a.generations.current(['all', 'cat:mobiles'])).not.toBe(
      await a.generations.current(['all', 'cat:vehicles']),
    );
  });

  it('answers every request while Redis is down: limits per process, reads uncached, one log line', async () => {
    const logs: string[] = [];
    const down = await start(
      { ...PRODUCTION, redisUrl: 'redis://127.0.0.1:1', redisPrefix: prefix, logLevel: 'warn' },
      logs,
    );
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1)
      expect((await suggest(down, '203.0.113.30')).statusCode).toBe(200);
    expect((await suggest(down, '203.0.113.30')).statusCode).toBe(429);
    for (const url of [
      '/api/ads?category=mobiles',
      '/api/ads/facets?category=mobiles',
      '/api/locations',
      '/api/search?q=galaxy',
    ])
      expect((await request(down, { url, remoteAddress: '203.0.113.31' })).statusCode, url).toBe(200);
    const redisLines = logs.filter((l) => l.includes('Redis'));
    expect(redisLines).toHaveLength(1);
    expect(redisLines[0]).toContain('unavailable');
  });
});
