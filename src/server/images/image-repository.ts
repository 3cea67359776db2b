// SQL of the ad_images table: uploads, the per-person upload count and the orphan sweep.
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../ads/ad-repository';
import { adImages } from '../db/schema';

export interface NewImageRow {
  id: string;
  userId: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertImage(db: Db | Tx, row: NewImageRow): Promise<void> {
  await db.insert(adImages).values(row);
}

/** Uploads of this person since `since` that no ad uses yet. */
export async function countUnattachedSince(db: Db | Tx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adImages)
    .where(and(eq(adImages.userId, userId), isNull(adImages.adId), gt(adImages.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Deletes unattached uploads made before `before`; returns their ids so the files can go too. A photo
 * sent in a chat message (issue 14) has no ad but is in use: it stays.
 */
export async function deleteUnattachedBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(adImages)
    .where(
      and(
        isNull(adImages.adId),
        lt(adImages.createdAt, before),
        sql`not exists (select 1 from chat_messages m where m.image_id = ${adImages.id})`,
      ),
    )
    .returning({ id: adImages.id });
  return rows.map((r) => r.id);
}

/** Of the given ids, those that have a row (so their files must stay). */
export async function existingImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: adImages.id }).from(adImages).where(inArray(adImages.id, ids));
  return new Set(rows.map((r) => r.id));
}
