// The store behind every @fastify/rate-limit limit (sign-in, reveal, search, …; decision 071). With
// Redis the counters are shared by every copy, so a limit spent through one copy holds on all; while
// Redis is down each copy counts in its own memory (the limit is then per copy, never off), and it
// goes back to Redis by itself when Redis answers again.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './redis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
interface RouteOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method: string; url: string };
}
interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The plugin's own two stores (CommonJS files without types), so counting stays exactly the plugin's.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key?: string,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly redis: SharedRedis,
    private readonly remote: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    if (!this.redis.ready()) return this.local.incr(key, cb, timeWindow, max);
    this.remote.incr(
      key,
      (error, result) => (error ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)),
      timeWindow,
      max,
    );
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    const local = this.local.read?.bind(this.local);
    if (!this.redis.ready() && local) return local(key, cb, timeWindow, max);
    this.remote.read!(
      key,
      (error, result) => (error && local ? local(key, cb, timeWindow, max) : cb(error, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.redis, this.remote.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: a class the plugin constructs with its global params. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  // The plugin's types describe route options more narrowly than the stores use them.
  return class extends FallbackStore {
    constructor(options: unknown) {
      const params = options as StoreParams;
      super(
        redis,
        new RedisStore(
          params.continueExceeding,
          params.exponentialBackoff,
          redis.client,
          `${redis.prefix}rl:`,
        ),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
