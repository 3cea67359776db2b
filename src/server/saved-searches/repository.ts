// SQL of saved searches. Ownership is in every statement: `where id = $1 and user_id = $2`.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/tx';
import { whereOf } from '../ads/listing-sql';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { savedSearches, type SavedSearch } from '../db/schema';
import type { PercolationColumns } from './percolation';

export type NewSavedSearch = PercolationColumns & {
  userId: string;
  name: string;
  category: string;
  params: Record<string, string>;
  criteriaKey: string;
};

export async function findByCriteria(tx: Tx, userId: string, key: string): Promise<SavedSearch | undefined> {
  const [row] = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.criteriaKey, key)));
  return row;
}

export async function countSavedSearches(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedSearch(tx: Tx, row: NewSavedSearch): Promise<SavedSearch> {
  const [saved] = await tx.insert(savedSearches).values(row).returning();
  return saved!;
}

export type SavedSearchWithCount = SavedSearch & { newCount: number };

/** The person's searches, newest first. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * For each of the person's searches, the ads its listing conditions (`conditions`, on the alias `a`)
 * find among those posted after it was last opened, counted no further than `upTo`: one statement,
 * each count a short walk of a listing index from the newest ad down to last_visited_at. The time is
 * compared in SQL, at the database's own precision.
 */
export async function countNewAds(
  db: Db,
  userId: string,
  searches: { id: string; conditions: SQL[] }[],
  upTo: number,
): Promise<Map<string, number>> {
  if (searches.length === 0) return new Map();
  // A `sql` template, not the builder: the listing's conditions are SQL on the alias `a` (listing-sql.ts).
  const parts = searches.map(
    (s) => sql`select s.id, (select count(*)::int from (
        select 1 from ads a where ${whereOf(s.conditions)} and a.created_at > s.last_visited_at
        limit ${upTo}
      ) t) as n
      from saved_searches s where s.id = ${s.id} and s.user_id = ${userId}`,
  );
  const rows = await rowsOf<{ id: string; n: number | string }>(db, sql.join(parts, sql` union all `));
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function renameSavedSearch(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<SavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ name })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Opening a search: its new-ad count starts again from now. */
export async function visitSavedSearch(db: Db, userId: string, id: string): Promise<SavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastVisitedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}
