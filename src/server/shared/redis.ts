// The optional Redis connection (REDIS_URL, decision 071): shared rate limits and browse-cache
// generations across copies. Redis is never in the way of a request: commands fail at once while it is
// down (no offline queue, one retry), callers then fall back to in-process limits and uncached reads,
// and an outage and its end each write one log line.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface SharedRedis {
  client: Redis;
  /** Key prefix for everything this app writes (REDIS_PREFIX; tests use a random one). */
  prefix: string;
  /** True while commands can be sent. */
  ready(): boolean;
  /** Resolves when connected, or after `ms` (start-up waits this long, then goes on without). */
  connected(ms: number): Promise<boolean>;
  /** Called after Redis comes back, so local state kept during the outage can be dropped. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 500,
    // Keep trying every second at most, forever: Redis coming back must need no restart.
    retryStrategy: (times) => Math.min(times * 100, 1000),
    lazyConnect: false,
  });
  let down = false;
  const listeners: (() => void)[] = [];
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      `Redis at ${describe(url)} is unavailable (${error.message}): limits are per process and browse caches are off until it is back`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis at ${describe(url)} is back: limits and caches are shared again`);
    for (const listener of listeners) listener();
  });
  return {
    client,
    prefix,
    ready: () => client.status === 'ready',
    connected: (ms) =>
      client.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(false), ms);
            client.once('ready', () => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
    onReconnect: (listener) => listeners.push(listener),
    close: async () => {
      client.disconnect();
    },
  };
}

function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}
