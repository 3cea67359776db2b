// SQL for people. A person is (issuer, subject), never an email (docs/architecture.md §5).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { adImages, users, type User } from '../db/schema';
import type { Settings } from '../../domain/schemas';

export async function updateSettings(db: Db, userId: string, settings: Settings): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    // The database's clock, as the column's default: the builder has no now() of its own.
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** The name shown instead of the issuer's (decision 185); null goes back to it. */
export async function updateDisplayName(
  db: Db,
  userId: string,
  displayName: string | null,
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ displayName, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Every photo the person uploaded, attached to an ad or not. */
export async function imageIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: adImages.id }).from(adImages).where(eq(adImages.userId, userId));
  return rows.map((r) => r.id);
}

/** Deletes the person; their ads, photo rows and sessions go with them (ON DELETE CASCADE). */
export async function deleteUser(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
