// Redis for the tests: the shared one at TEST_REDIS_URL (CI starts it in .ci/run), or this machine's.
// Every test uses its own random key prefix, and removes its keys afterwards; never FLUSHDB (shared).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function redisPrefix(): string {
  return `bs-test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (SCAN, so the shared Redis is never blocked). */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await client.connect();
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  client.disconnect();
}
