// Read replicas (decision 147): PostgreSQL streaming replicas that take the reads which may be a
// moment behind (browse, search, suggestions, home rows, facets, ad pages). Every copy of the app
// watches each replica's replay position against the primary's WAL position and keeps in rotation
// only those that answer and are less than REPLICA_MAX_LAG_MS behind. A read a person must see
// their own write in (decision 148) names the primary's WAL position at that write, and only a
// replica that has replayed it may answer.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseDown } from './down';
import * as schema from './schema';
import type { Db } from './query-type';

export interface ReplicaLog {
  info(message: string): void;
  warn(message: string): void;
}

type ReplicaState = 'starting' | 'ok' | 'down' | 'lagging' | 'not a replica';

export interface ReplicaSet {
  /**
   * The handle a read should use: a replica in rotation that has replayed `after` (a WAL position,
   * when the reader must see their own write), round robin; the primary when there is none.
   */
  reader(after?: bigint): Db;
  /** The primary's WAL position now: every write committed before this call is at or before it. */
  primaryPosition(): Promise<bigint>;
  /** For /metrics and the tests. */
  states(): { name: string; state: ReplicaState; lagMs: number }[];
  /** Probes every replica once (the timer does this every probeEveryMs). */
  probe(): Promise<void>;
  close(): Promise<void>;
}

/** '16/B374D848' (pg_lsn as text) as a number that compares. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (!high || !low || !/^[0-9A-Fa-f]{1,8}$/.test(high) || !/^[0-9A-Fa-f]{1,8}$/.test(low))
    throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * How far behind a replica is, from the primary's recent positions (oldest first): the age of the
 * oldest position it has not replayed yet, 0 when it has replayed the newest. On an idle primary a
 * replica that has replayed everything is 0 behind however long ago the last write was, which
 * `now() - pg_last_xact_replay_timestamp()` would get wrong.
 */
export function lagMs(
  replayed: bigint,
  history: readonly { at: number; lsn: bigint }[],
  now: number,
): number {
  const firstMissed = history.find((h) => h.lsn > replayed);
  return firstMissed ? Math.max(0, now - firstMissed.at) : 0;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  db: Db;
  state: ReplicaState;
  replayed: bigint;
  lagMs: number;
  /** Counts the reads that found it gone, so a probe answered before that does not undo it. */
  failures: number;
}

/** Where a replica is, for log lines: host:port/database, never the password. */
function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'a DATABASE_REPLICA_URLS entry';
  }
}

/**
 * A pool-shaped object for drizzle: a query goes to the replica, and one the replica fails (it is
 * down, it was stopped mid-query, it cancelled the query for a replay conflict) runs again on the
 * primary, so a replica's trouble never becomes a 5xx. Transactions (connect()) use the primary.
 * drizzle recognises pools by their constructor's name, hence the name.
 */
class ReplicaOrPrimaryPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly failed: (error: unknown) => void,
  ) {}

  async query(...args: unknown[]): Promise<unknown> {
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
    try {
      return await run(this.replica);
    } catch (error) {
      this.failed(error);
      return run(this.primary);
    }
  }

  connect() {
    return this.primary.connect();
  }
}

export interface ReplicaOptions {
  urls: string[];
  primary: pg.Pool;
  primaryDb: Db;
  maxLagMs: number;
  log: ReplicaLog;
  /** How often positions are compared; default a quarter of maxLagMs, between 50 ms and 1 s. */
  probeEveryMs?: number;
}

export async function openReplicas(options: ReplicaOptions): Promise<ReplicaSet> {
  const { primary, primaryDb, maxLagMs, log } = options;
  const probeEveryMs = options.probeEveryMs ?? Math.min(1000, Math.max(50, Math.floor(maxLagMs / 4)));
  /** The primary's recent WAL positions, oldest first, as far back as a lag worth knowing. */
  const history: { at: number; lsn: bigint }[] = [];

  const setState = (replica: Replica, state: ReplicaState, why: string) => {
    if (replica.state === state) return;
    const was = replica.state;
    replica.state = state;
    if (state === 'ok')
      log.info(`read replica ${replica.name} is in rotation${was === 'starting' ? '' : ` again (${why})`}`);
    else log.warn(`read replica ${replica.name} skipped, reads go to the primary: ${why}`);
  };

  const replicas: Replica[] = options.urls.map((url) => {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 1000 });
    pool.on('error', () => {}); // a replica going away surfaces on the next query or probe
    const replica: Replica = {
      name: describe(url),
      pool,
      db: undefined as unknown as Db,
      state: 'starting',
      replayed: 0n,
      lagMs: 0,
      failures: 0,
    };
    const fallback = new ReplicaOrPrimaryPool(pool, primary, (error) => {
      if (!isDatabaseDown(error)) return;
      replica.failures += 1;
      setState(replica, 'down', (error as Error).message);
    });
    replica.db = drizzle(fallback as unknown as pg.Pool, { schema });
    return replica;
  });

  const primaryPosition = async () => {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    return parseLsn(rows[0]!.lsn);
  };

  const probeReplica = async (replica: Replica, now: number) => {
    const failures = replica.failures;
    let row: { lsn: string | null; recovering: boolean } | undefined;
    try {
      ({
        rows: [row],
      } = await replica.pool.query<{ lsn: string | null; recovering: boolean }>(
        'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as recovering',
      ));
    } catch (error) {
      setState(replica, 'down', (error as Error).message);
      return;
    }
    // A read found it gone while this probe's answer was on its way: the answer is older than that.
    // The next probe decides.
    if (replica.failures !== failures) return;
    if (!row?.recovering || !row.lsn) {
      setState(replica, 'not a replica', 'it is not in recovery (promoted, or not a standby)');
      return;
    }
    replica.replayed = parseLsn(row.lsn);
    replica.lagMs = lagMs(replica.replayed, history, now);
    if (replica.lagMs > maxLagMs)
      setState(replica, 'lagging', `${replica.lagMs} ms behind, more than REPLICA_MAX_LAG_MS=${maxLagMs}`);
    else setState(replica, 'ok', `${replica.lagMs} ms behind`);
  };

  const probe = async () => {
    const now = Date.now();
    try {
      history.push({ at: now, lsn: await primaryPosition() });
    } catch {
      // The primary is away: nothing new can reach the replicas, so they keep their standing.
      return;
    }
    // Keep one position older than the window, so a replica stuck before it still reads as lagging.
    while (history.length > 2 && history[1]!.at < now - maxLagMs - 2 * probeEveryMs) history.shift();
    await Promise.all(replicas.map((r) => probeReplica(r, now)));
  };

  await probe();
  let probing = false;
  const timer = setInterval(() => {
    if (probing) return;
    probing = true;
    void probe().finally(() => {
      probing = false;
    });
  }, probeEveryMs);
  timer.unref();

  let next = 0;
  return {
    reader(after) {
      for (let i = 0; i < replicas.length; i += 1) {
        const replica = replicas[(next + i) % replicas.length]!;
        if (replica.state === 'ok' && (after === undefined || replica.replayed >= after)) {
          next = (next + i + 1) % replicas.length;
          return replica.db;
        }
      }
      return primaryDb;
    },
    primaryPosition,
    states: () => replicas.map((r) => ({ name: r.name, state: r.state, lagMs: r.lagMs })),
    probe,
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}
