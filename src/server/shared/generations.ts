// Cache generations: a counter per scope ('all', 'cat:mobiles', 'search', 'locations', a search word
// 'w:galaxy'). A cached answer is stored under the generations of its scopes; a change bumps the
// scopes it touches, so only the answers it could have changed stop being found (targeted
// invalidation, decisions 071 and 176). With Redis the counters live there, so a change through any
// copy is seen by every copy on its next read; without Redis they live in this process. While Redis
// is down, current() answers undefined: read uncached.
import type { SharedRedis } from './redis';

export interface Generations {
  /** The combined generation of these scopes, or undefined when it cannot be known right now. */
  current(scopes: readonly string[]): Promise<string | undefined>;
  /** Marks everything cached under these scopes as stale, in every copy. */
  bump(scopes: readonly string[]): Promise<void>;
}

export function localGenerations(): Generations {
  const counters = new Map<string, number>();
  return {
    async current(scopes) {
      return scopes.map((s) => counters.get(s) ?? 0).join('.');
    },
    async bump(scopes) {
      for (const s of scopes) counters.set(s, (counters.get(s) ?? 0) + 1);
    },
  };
}

/**
 * A counter not bumped for this long is dropped, so the counters of words no ad has any more do not
 * pile up. Reading it as 0 again is safe: nothing cached under its old value lives this long.
 */
const UNUSED_COUNTER_SECONDS = 24 * 60 * 60;

export function redisGenerations(redis: SharedRedis): Generations {
  const key = (scope: string) => `${redis.prefix}gen:${scope}`;
  // Entries cached before an outage may have missed bumps made during it: a reconnect starts a new
  // local epoch, which is part of every generation.
  let epoch = 0;
  redis.onReconnect(() => {
    epoch += 1;
  });
  return {
    async current(scopes) {
      if (!redis.ready()) return undefined;
      try {
        const values = await redis.client.mget(scopes.map(key));
        return `${epoch}:${values.map((v) => v ?? '0').join('.')}`;
      } catch {
        return undefined;
      }
    },
    async bump(scopes) {
      if (!redis.ready()) {
        epoch += 1; // at least this copy stops serving what the change made stale
        return;
      }
      const multi = redis.client.multi();
      for (const s of scopes) multi.incr(key(s)).expire(key(s), UNUSED_COUNTER_SECONDS);
      await multi.exec().catch(() => {
        epoch += 1;
      });
    },
  };
}
