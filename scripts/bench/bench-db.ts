// The benchmark's own PostgreSQL database: dropped and created fresh for each size, migrated, seeded.
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/server/config';
import { openPostgres, type Database } from '../../src/server/db/client';
import { bulkSeed } from '../../src/demo/bulk-seed';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/bs_bench';

async function admin(url: string, statement: string): Promise<void> {
  const u = new URL(url);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe benchmark database name "${name}"`);
  return name;
}

export async function freshDatabase(url: string): Promise<Database> {
  const name = databaseName(url);
  await admin(url, `drop database if exists ${name} with (force)`);
  await admin(url, `create database ${name}`);
  const database = await openPostgres(url, { max: 20 });
  await database.migrate();
  return database;
}

export async function dropDatabase(url: string): Promise<void> {
  await admin(url, `drop database if exists ${databaseName(url)} with (force)`);
}

/** Deletes what a run's servers wrote to Redis under their own prefix (an unreachable Redis: nothing). */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}*`).catch(() => []);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

export async function seed(database: Database, ads: number, dataDir: string, log: (line: string) => void) {
  const started = Date.now();
  let last = 0;
  await bulkSeed(database.db, {
    ads,
    dataDir,
    onProgress(done, total) {
      if (done < total && Date.now() - last < 15_000) return;
      last = Date.now();
      log(
        `  seeded ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    },
    onIndexes: (phase) => phase === 'start' && log('  building indexes…'),
  });
  return (Date.now() - started) / 1000;
}

/** The app's configuration for a benchmark: the real app on 127.0.0.1:port, quiet, no demo data, no web build. */
export function benchAppConfig(
  port: number,
  dataDir: string,
  databaseUrl: string,
  extra: Record<string, string> = {},
) {
  return loadConfig({
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_DIR: path.join(dataDir, 'no-web'),
    ...extra,
  });
}
