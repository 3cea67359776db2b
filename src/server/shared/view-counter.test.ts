// The Redis view counter on its own (decision 196): two copies count a person once and drain each
// count once; the day's mark expires; while Redis is down, views are counted in process and drained.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { dropRedisKeys, redisPrefix, TEST_REDIS_URL } from '../../../test/support/server/redis';
import { connectRedis, type SharedRedis } from './redis';
import { todayInPakistan } from '../../domain/schemas/ad-input';
import { redisViewCounter } from './view-counter';

const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

describe('the Redis view counter', () => {
  const prefix = redisPrefix();
  const opened: SharedRedis[] = [];
  const open = async (url = TEST_REDIS_URL) => {
    const redis = connectRedis(url, prefix, quiet);
    opened.push(redis);
    await redis.connected(1000);
    return redis;
  };
  afterAll(async () => {
    for (const redis of opened) await redis.close();
    await dropRedisKeys(prefix);
  });

  it('counts a person once across copies, and gives each count to one drain', async () => {
    const ra = await open();
    const a = redisViewCounter(ra);
    const b = redisViewCounter(await open());
    a.count('ad-1', 'p1');
    b.count('ad-1', 'p1');
    b.count('ad-1', 'p2');
    a.count('ad-2', 'p1');
    const [da, db] = await Promise.all([a.drain(), b.drain()]);
    const total = new Map<string, number>();
    for (const [id, n] of [...da, ...db]) total.set(id, (total.get(id) ?? 0) + n);
    expect(total).toEqual(
      new Map([
        ['ad-1', 2],
        ['ad-2', 1],
      ]),
    );
    expect(await a.drain()).toEqual(new Map());
    // The day's mark lives past the day, not for good.
    const ttl = await ra.client.ttl(`${prefix}views:seen:${todayInPakistan(new Date())}:ad-1:p1`);
    expect(ttl).toBeGreaterThan(24 * 60 * 60);
    expect(ttl).toBeLessThanOrEqual(26 * 60 * 60);
    // Given back after a failed write, counts come with the next drain.
    await a.restore(new Map([['ad-1', 2]]));
    b.count('ad-1', 'p3');
    expect(await b.drain()).toEqual(new Map([['ad-1', 3]]));
  });

  it('counts in process while Redis is down', async () => {
    const down = redisViewCounter(await open('redis://127.0.0.1:1'));
    down.count('ad-1', 'p1');
    down.count('ad-1', 'p1');
    down.count('ad-1', 'p2');
    expect(await down.drain()).toEqual(new Map([['ad-1', 2]]));
  });
});
