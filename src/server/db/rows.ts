// How a repository's `sql` template hands its rows on: with camelCase names, as Drizzle's builder
// does, so no snake_case column name reaches a service (docs/architecture.md §3). The SQL keeps
// PostgreSQL's own names; only the keys of each row are renamed, once per distinct key.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { Tx } from './tx';

const camelNames = new Map<string, string>();

/** `price_before_drop` → `priceBeforeDrop`; a name without an underscore is left as it is. */
export function camelName(name: string): string {
  let camel = camelNames.get(name);
  if (camel === undefined) {
    camel = name.includes('_') ? name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : name;
    camelNames.set(name, camel);
  }
  return camel;
}

function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) out[camelName(key)] = row[key];
  return out;
}

/** The rows of a query, keys in camelCase. `T` names them as the service reads them. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const { rows } = await db.execute(query);
  return (rows as Record<string, unknown>[]).map(camelRow) as T[];
}

const statementNames = new Map<string, string>();

/**
 * As rowsOf, sent as a named statement that PostgreSQL plans once per connection and keeps, named
 * after its text so two texts never share a name. For the few statements every page view sends whose
 * planning cost more than running them (decision 206): after five runs PostgreSQL keeps one plan for
 * every value. Only for a text built from a fixed set of shapes (values are parameters): each distinct
 * text is kept by every connection. PGlite has no named statements and plans each time, as before.
 */
export async function preparedRowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  // The builder's own path for `.prepare(name)`, which `execute` does not offer for a `sql` template.
  const { dialect, _ } = db as unknown as { dialect: PgDialect; _: { session: PgSession } };
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `bs_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
    statementNames.set(built.sql, name);
  }
  const { rows } = (await _.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: Record<string, unknown>[];
  };
  return rows.map(camelRow) as T[];
}

/** The first row of a query (or undefined), keys in camelCase. */
export async function rowOf<T>(db: Db | Tx, query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0];
}

/**
 * The number a one-row count query selects as `n` (0 when it selects no row). PostgreSQL's count is a
 * bigint, which node-postgres gives as a string and PGlite as a number: both come back a number.
 */
export async function countOf(db: Db | Tx, query: SQL): Promise<number> {
  return Number((await rowOf<{ n: number | string }>(db, query))?.n ?? 0);
}
