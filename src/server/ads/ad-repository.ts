// SQL of the ad writes. Ownership is part of every update and delete: `where id = $1 and
// user_id = $2`, so a non-owner changes nothing whatever the code around it does (docs/architecture.md §5).
import { and, count, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { adImages, ads, savedAds, type Ad } from '../db/schema';
import type { AdColumns } from './ad-row';

/** Duplicate check (docs/product.md): the person's ad with this title, price and category since `since`. */
export async function hasSimilarAdSince(
  tx: Tx,
  userId: string,
  ad: { category: string; title: string; price: number },
  since: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.userId, userId),
        gt(ads.createdAt, since),
        eq(ads.category, ad.category),
        eq(ads.price, ad.price),
        sql`lower(btrim(${ads.title})) = lower(btrim(${ad.title}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countAdsSince(tx: Tx, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ads)
    .where(and(eq(ads.userId, userId), gt(ads.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertAd(
  tx: Tx,
  row: AdColumns & { id: string; userId: string; images: string[] },
): Promise<void> {
  await tx.insert(ads).values(row);
}

/** Rewrites the person's own ad; false when there is no such ad of theirs. */
export async function updateOwnedAd(
  tx: Tx,
  id: string,
  userId: string,
  row: AdColumns & { images: string[]; updatedAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(ads)
    .set(row)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)))
    .returning({ id: ads.id });
  return updated.length > 0;
}

/** Deletes the person's own ad; its category, or undefined when there is no such ad of theirs. */
export async function deleteOwnedAd(tx: Tx, id: string, userId: string): Promise<string | undefined> {
  const deleted = await tx
    .delete(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)))
    .returning({ category: ads.category });
  return deleted[0]?.category;
}

/** The category of the person's own ad (before an edit that may move it), or undefined. */
export async function ownedAdCategory(tx: Tx, id: string, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ category: ads.category })
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)));
  return row?.category;
}

/**
 * Attaches the person's photos to the ad in the given order. A photo counts only if it is theirs and
 * free (or already on this ad); returns how many were attached, so the caller can refuse the rest.
 */
export async function attachImages(tx: Tx, adId: string, userId: string, ids: string[]): Promise<number> {
  let attached = 0;
  for (const [position, id] of ids.entries()) {
    const rows = await tx
      .update(adImages)
      .set({ adId, position })
      .where(
        and(
          eq(adImages.id, id),
          eq(adImages.userId, userId),
          or(isNull(adImages.adId), eq(adImages.adId, adId)),
        ),
      )
      .returning({ id: adImages.id });
    attached += rows.length;
  }
  return attached;
}

/** Deletes the rows of the ad's photos that are not in `keep`; returns their ids (for the files). */
export async function deleteImagesNotIn(tx: Tx, adId: string, keep: string[]): Promise<string[]> {
  const rows = await tx
    .delete(adImages)
    .where(
      keep.length ? and(eq(adImages.adId, adId), notInArray(adImages.id, keep)) : eq(adImages.adId, adId),
    )
    .returning({ id: adImages.id });
  return rows.map((r) => r.id);
}

/** Deletes the rows of the person's photos on the ad; returns their ids (for the files). */
export async function deleteImagesOfAd(tx: Tx, adId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(adImages)
    .where(and(eq(adImages.adId, adId), eq(adImages.userId, userId)))
    .returning({ id: adImages.id });
  return rows.map((r) => r.id);
}

export async function findOwnedAd(db: Db, id: string, userId: string): Promise<Ad | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)));
  return row;
}

/** The person's ads, newest first (docs/product.md §7 "My Ads"). */
export async function listUserAds(db: Db, userId: string): Promise<Ad[]> {
  return db.select().from(ads).where(eq(ads.userId, userId)).orderBy(desc(ads.createdAt), desc(ads.id));
}

/** How many people saved each of the person's ads (My Ads). */
export async function saveCounts(db: Db, sellerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ adId: savedAds.adId, n: count() })
    .from(savedAds)
    .innerJoin(ads, and(eq(ads.id, savedAds.adId), eq(ads.userId, sellerId)))
    .groupBy(savedAds.adId);
  return new Map(rows.map((r) => [r.adId, Number(r.n)]));
}
