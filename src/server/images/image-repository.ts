// SQL of the ad_images table: uploads, the per-person upload count and the orphan sweep.
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
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
 * sent in a chat message has no ad but is in use: it stays.
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

/** Who a photo belongs to, for /media (decision 143): its uploader, its ad, its conversation. */
export interface PhotoAccessRow extends Record<string, unknown> {
  uploader: string;
  ad_id: string | null;
  ad_owner: string | null;
  ad_status: string | null;
  buyer_id: string | null;
  seller_id: string | null;
}

/**
 * One indexed lookup per /media request: ad_images by its key, the ad by its key, the message by the
 * unique chat_messages_image_idx and the conversation by its key.
 */
export async function findPhotoAccess(db: Db, imageId: string): Promise<PhotoAccessRow | undefined> {
  const { rows } = await db.execute<PhotoAccessRow>(sql`
    select i.user_id as uploader, i.ad_id, a.user_id as ad_owner, a.status as ad_status,
      c.buyer_id, c.seller_id
    from ad_images i
    left join ads a on a.id = i.ad_id
    left join chat_messages m on m.image_id = i.id
    left join chat_conversations c on c.id = m.conversation_id
    where i.id = ${imageId}`);
  return rows[0];
}
