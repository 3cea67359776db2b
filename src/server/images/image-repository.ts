// SQL of the ad_images table, in Drizzle's builder: uploads, the per-person upload count, the orphan
// sweep and who may see a photo.
import { and, count, eq, gt, inArray, isNull, lt, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { adImages, ads, chatConversations, chatMessages } from '../db/schema';

export interface NewImageRow {
  id: string;
  userId: string;
  width: number;
  height: number;
  bytes: number;
  /** The difference hash (photo-hash.ts); null when it could not be made. */
  phash: bigint | null;
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
        notExists(
          db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.imageId, adImages.id)),
        ),
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
export interface PhotoAccessRow {
  uploader: string;
  adId: string | null;
  adOwner: string | null;
  adStatus: string | null;
  buyerId: string | null;
  sellerId: string | null;
}

/**
 * One indexed lookup per /media request: ad_images by its key, the ad by its key, the message by the
 * unique chat_messages_image_idx and the conversation by its key.
 */
export async function findPhotoAccess(db: Db, imageId: string): Promise<PhotoAccessRow | undefined> {
  const [row] = await db
    .select({
      uploader: adImages.userId,
      adId: adImages.adId,
      adOwner: ads.userId,
      adStatus: ads.status,
      buyerId: chatConversations.buyerId,
      sellerId: chatConversations.sellerId,
    })
    .from(adImages)
    .leftJoin(ads, eq(ads.id, adImages.adId))
    .leftJoin(chatMessages, eq(chatMessages.imageId, adImages.id))
    .leftJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(adImages.id, imageId));
  return row;
}
