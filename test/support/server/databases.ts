// Every database test runs on PGlite and, when TEST_DATABASE_URL is set (CI sets it), on PostgreSQL
// too (docs/architecture.md §1). `describeEachDatabase` opens a fresh, migrated database per driver for the
// suite: an in-memory PGlite, or a new PostgreSQL database created for the suite and dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../../src/server/db/client';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

/** Creates an empty database with a random name on the server at `adminUrl`; returns its URL and name. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; name: string }> {
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), name };
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'pglite',
      async open() {
        const database = await openPglite();
        await database.migrate();
        return { database, drop: () => database.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: 'postgres',
      async open() {
        const { url: databaseUrl, name } = await createTestDatabase(url);
        const database = await openPostgres(databaseUrl, { max: 4 });
        await database.migrate();
        return {
          database,
          async drop() {
            await database.close();
            const a = new pg.Client({ connectionString: url });
            await a.connect();
            await a.query(`drop database if exists ${name} with (force)`);
            await a.end();
          },
        };
      },
    });
  }
  return targets;
}

/**
 * Runs `body` once per database driver, inside `describe('<title> [pglite]')` and
 * `describe('<title> [postgres]')`. `body` receives a getter for the open database.
 */
export function describeEachDatabase(title: string, body: (db: () => Database) => void): void {
  for (const target of databaseTargets()) {
    describe(`${title} [${target.name}]`, () => {
      let handle: Awaited<ReturnType<DatabaseTarget['open']>> | undefined;
      beforeAll(async () => {
        handle = await target.open();
      });
      afterAll(async () => {
        await handle?.drop();
      });
      body(() => {
        if (!handle) throw new Error('database not open yet');
        return handle.database;
      });
    });
  }
}
