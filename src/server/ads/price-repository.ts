// SQL of an ad's price beyond what its seller typed: what an edit's price change leaves behind
// (price-drop.ts): the drop columns, the savers' notifications and the saved-ad snapshots. Ownership is checked once, by
// lockPriceRow; the writes after it run in the same transaction, on the ad it locked.
import { sql } from 'drizzle-orm';
import { rowOf } from '../db/rows';
import type { Tx } from '../db/tx';

export interface PriceRow {
  price: number | string;
  lowestAskedPrice: number | string | null;
  priceBeforeDrop: number | string | null;
  priceDroppedAt: Date | string | null;
  createdAt: Date | string;
  status: string;
}

/** The person's ad's price columns, locked until `tx` ends; undefined when not their ad. */
export async function lockPriceRow(tx: Tx, id: string, userId: string): Promise<PriceRow | undefined> {
  return rowOf<PriceRow>(
    tx,
    sql`select price, lowest_asked_price, price_before_drop, price_dropped_at, created_at, status from ads
    where id = ${id} and user_id = ${userId} for update`,
  );
}

export async function findPriceAndTitle(
  tx: Tx,
  adId: string,
): Promise<{ price: number | string; title: string } | undefined> {
  return rowOf<{ price: number | string; title: string }>(
    tx,
    sql`select price, title from ads where id = ${adId}`,
  );
}

/** A drop: the price it dropped from, when, and the lowest price asked. */
export async function recordPriceDrop(
  tx: Tx,
  adId: string,
  from: number,
  now: Date,
  lowestAsked: number,
): Promise<void> {
  await tx.execute(sql`update ads set price_before_drop = ${from},
    price_dropped_at = ${now.toISOString()}, lowest_asked_price = ${lowestAsked}
    where id = ${adId}`);
}

/** One 'price_drop' notification to each person who saved the ad, the seller excepted. */
export async function notifySaversOfDrop(
  tx: Tx,
  adId: string,
  sellerId: string,
  drop: { title: string; oldPrice: number; newPrice: number },
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, kind, ad_id, data)
    select user_id, 'price_drop', ad_id,
      jsonb_build_object('title', ${drop.title}::text, 'oldPrice', ${drop.oldPrice}::bigint,
        'newPrice', ${drop.newPrice}::bigint)
    from saved_ads where ad_id = ${adId} and user_id <> ${sellerId}`);
}

/** A raise: no drop on show any more. */
export async function clearPriceDrop(tx: Tx, adId: string, lowestAsked: number): Promise<void> {
  await tx.execute(sql`update ads set price_before_drop = null, price_dropped_at = null,
    lowest_asked_price = ${lowestAsked} where id = ${adId}`);
}

export async function setLowestAsked(tx: Tx, adId: string, lowestAsked: number): Promise<void> {
  await tx.execute(sql`update ads set lowest_asked_price = ${lowestAsked} where id = ${adId}`);
}

/** The saved-ad snapshots of the ad (decision 090) take its current title, price, place and cover. */
export async function refreshSavedSnapshots(tx: Tx, adId: string): Promise<void> {
  await tx.execute(sql`
    update saved_ads s set category = a.category, title = a.title, price = a.price, location = a.location,
      cover = a.images[1]
    from ads a where a.id = ${adId} and s.ad_id = a.id`);
}
