// SQL of saved searches (issue 13). Ownership is in every statement: `where id = $1 and user_id = $2`.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../ads/ad-repository';
import type { Db } from '../db/client';
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

/** The person's searches, newest first, each with the ads it matched since they last opened it. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchWithCount[]> {
  const rows = await db
    .select({
      search: savedSearches,
      newCount: sql<number>`(select count(*) from search_hits h
        where h.saved_search_id = ${savedSearches.id} and h.created_at > ${savedSearches.lastVisitedAt})`.mapWith(
        Number,
      ),
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((r) => ({ ...r.search, newCount: r.newCount }));
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
