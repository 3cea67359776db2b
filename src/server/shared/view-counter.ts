// Counted ad views waiting for the next flush (decision 196): in this process without Redis, in Redis
// with it, so every copy counts a person once per ad per day and the flush that takes the counts is
// the only one that writes them. Counting never waits on the database; with Redis it is one script
// call, sent without holding the request (the flush waits for the calls still under way).
import { todayInPakistan } from '../../domain/schemas/ad-input';
import type { SharedRedis } from './redis';

export interface ViewCounter {
  /** A view of the ad by this viewer, counted at most once per viewer, ad and Pakistan day. */
  count(adId: string, viewerId: string, now?: Date): void;
  /** Takes every count gathered since the last drain (ad id → views), atomically across copies. */
  drain(): Promise<Map<string, number>>;
  /** Gives counts back when writing them failed, for the next flush. */
  restore(counts: Map<string, number>): Promise<void>;
}

export function memoryViewCounter(): ViewCounter {
  let day = '';
  // Only today's viewers are kept: yesterday's can be counted again, so they are dropped at midnight.
  let seen = new Set<string>();
  let pending = new Map<string, number>();
  const add = (counts: Map<string, number>) => {
    for (const [id, n] of counts) pending.set(id, (pending.get(id) ?? 0) + n);
  };
  return {
    count(adId, viewerId, now = new Date()) {
      const today = todayInPakistan(now);
      if (today !== day) {
        day = today;
        seen = new Set();
      }
      const key = `${adId}:${viewerId}`;
      if (seen.has(key)) return;
      seen.add(key);
      pending.set(adId, (pending.get(adId) ?? 0) + 1);
    },
    async drain() {
      const taken = pending;
      pending = new Map();
      return taken;
    },
    async restore(counts) {
      add(counts);
    },
  };
}

// Seen-today mark and count in one atomic step: a view is counted only by the call that set the mark.
const COUNT_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[2]) then
  return redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
end
return 0`;
// Read and delete in one step: of several copies flushing at once, one gets each count.
const DRAIN_SCRIPT = `
local counts = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
return counts`;
/** A day's marks outlive the day (its date is in the key); a little longer covers clocks that differ. */
const SEEN_TTL_SECONDS = 26 * 60 * 60;

export function redisViewCounter(redis: SharedRedis): ViewCounter {
  const pendingKey = `${redis.prefix}views:pending`;
  // Sent by its hash (EVALSHA), the script's text only once per connection.
  const client = redis.client as typeof redis.client & {
    bsCountView?: (seen: string, pending: string, adId: string, ttl: number) => Promise<number>;
  };
  if (!client.bsCountView) client.defineCommand('bsCountView', { numberOfKeys: 2, lua: COUNT_SCRIPT });
  // While Redis is down, views are counted in this process and drained with Redis's on the next flush.
  const local = memoryViewCounter();
  const underway = new Set<Promise<unknown>>();
  return {
    count(adId, viewerId, now = new Date()) {
      if (!redis.ready()) return local.count(adId, viewerId, now);
      const seenKey = `${redis.prefix}views:seen:${todayInPakistan(now)}:${adId}:${viewerId}`;
      const call = client.bsCountView!(seenKey, pendingKey, adId, SEEN_TTL_SECONDS)
        .catch(() => local.count(adId, viewerId, now))
        .finally(() => underway.delete(call));
      underway.add(call);
    },
    async drain() {
      await Promise.all(underway);
      const counts = await local.drain();
      if (!redis.ready()) return counts;
      // Failed, the counts stay in Redis for the next flush.
      const flat = (await redis.client.eval(DRAIN_SCRIPT, 1, pendingKey).catch(() => [])) as string[];
      for (let i = 0; i + 1 < flat.length; i += 2) {
        const id = flat[i]!;
        counts.set(id, (counts.get(id) ?? 0) + Number(flat[i + 1]));
      }
      return counts;
    },
    async restore(counts) {
      if (!redis.ready()) return local.restore(counts);
      const pipeline = redis.client.pipeline();
      for (const [id, n] of counts) pipeline.hincrby(pendingKey, id, n);
      await pipeline.exec().catch(() => local.restore(counts));
    },
  };
}
