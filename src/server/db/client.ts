// One query layer, two drivers (docs/architecture.md §1): PGlite in DATA_DIR when DATABASE_URL is unset,
// node-postgres otherwise. Both give a drizzle PgDatabase over the same schema and migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { openReplicas, type ReplicaLog, type ReplicaSet } from './replicas';

import type { Db } from './query-type';
export type { Db } from './query-type';

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (none for PGlite), for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL's read replicas (DATABASE_REPLICA_URLS, decision 147); none with PGlite or without them. */
  replicas?: ReplicaSet;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseConnectError extends Error {}

/** Embedded PostgreSQL; `dir` undefined means in memory (tests). */
export async function openPglite(dir?: string): Promise<Database> {
  const client = await PGlite.create(
    dir ? { dataDir: dir, extensions: { pg_trgm } } : { extensions: { pg_trgm } },
  );
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** A real PostgreSQL. Fails fast with one line that names the host and the cause. */
export async function openPostgres(
  url: string,
  options: {
    max?: number;
    connectionTimeoutMillis?: number;
    /** Read replicas of this database, and the lag past which one is skipped. */
    replicas?: { urls: string[]; maxLagMs: number; log: ReplicaLog };
  } = {},
): Promise<Database> {
  // A request waits at most 1.5 s for a connection: while PostgreSQL is away people get a clean 503
  // within 2 s instead of a hang, and the pool reconnects by itself when it is back.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 1500,
  });
  pool.on('error', () => {}); // idle-client errors surface on the next query instead of crashing
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseConnectError(
      `Cannot connect to PostgreSQL at ${describeHost(url)}: ${(error as Error).message}`,
    );
  }
  const db = drizzlePg(pool, { schema });
  // A replica that is down at start is only skipped (logged): reads go to the primary until it is back.
  const replicas = options.replicas?.urls.length
    ? await openReplicas({ ...options.replicas, primary: pool, primaryDb: db })
    : undefined;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await replicas?.close();
      await pool.end();
    },
    replicas,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

function describeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the DATABASE_URL given';
  }
}
