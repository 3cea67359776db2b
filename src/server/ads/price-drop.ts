// Price drops (decisions 093, 160). When a seller lowers an active ad's price by a real drop
// (src/domain/price-drop.ts), the ad remembers the price it dropped from and when, so cards and the ad
// page say 'Price dropped' for PRICE_DROP_SHOW_MS; everyone who saved it gets a notification, in the
// same transaction as the edit. A raise clears the drop. Every price change keeps the lowest price the
// ad asked, which a later drop is measured from. Every edit also refreshes the saved-ad snapshots.
import { sql } from 'drizzle-orm';
import { priceChange, type PriceRecord } from '../../domain/price-drop';
import type { Tx } from '../db/tx';

export interface PriceBefore extends PriceRecord {
  status: string;
}

/** The ad's price before the edit, locked until the edit commits; undefined when not the person's ad. */
export async function lockPrice(tx: Tx, id: string, userId: string): Promise<PriceBefore | undefined> {
  const { rows } = await tx.execute<{
    price: number | string;
    lowest_asked_price: number | string | null;
    price_before_drop: number | string | null;
    price_dropped_at: Date | string | null;
    created_at: Date | string;
    status: string;
  }>(sql`select price, lowest_asked_price, price_before_drop, price_dropped_at, created_at, status from ads
    where id = ${id} and user_id = ${userId} for update`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    price: Number(r.price),
    lowestAsked: r.lowest_asked_price == null ? null : Number(r.lowest_asked_price),
    priceBeforeDrop: r.price_before_drop == null ? null : Number(r.price_before_drop),
    priceDroppedAt: r.price_dropped_at == null ? null : new Date(r.price_dropped_at),
    postedAt: new Date(r.created_at),
    status: r.status,
  };
}

/** Runs after the ad row was updated in `tx`: records a drop or a raise, notifies savers, refreshes snapshots. */
export async function afterPriceChange(
  tx: Tx,
  adId: string,
  sellerId: string,
  before: PriceBefore,
  now: Date,
  minAgeMs?: number,
): Promise<void> {
  const { rows } = await tx.execute<{ price: number | string; title: string }>(
    sql`select price, title from ads where id = ${adId}`,
  );
  const after = Number(rows[0]?.price ?? 0);
  if (after > 0 && after !== before.price) {
    const change = priceChange(before, after, now, minAgeMs);
    if (change.kind === 'drop' && before.status === 'active') {
      await tx.execute(sql`update ads set price_before_drop = ${change.from},
        price_dropped_at = ${now.toISOString()}, lowest_asked_price = ${change.lowestAsked}
        where id = ${adId}`);
      await tx.execute(sql`
        insert into notifications (user_id, kind, ad_id, data)
        select user_id, 'price_drop', ad_id,
          jsonb_build_object('title', ${rows[0]!.title}::text, 'oldPrice', ${change.from}::bigint,
            'newPrice', ${after}::bigint)
        from saved_ads where ad_id = ${adId} and user_id <> ${sellerId}`);
    } else if (change.kind === 'clear') {
      await tx.execute(sql`update ads set price_before_drop = null, price_dropped_at = null,
        lowest_asked_price = ${change.lowestAsked} where id = ${adId}`);
    } else {
      await tx.execute(sql`update ads set lowest_asked_price = ${change.lowestAsked} where id = ${adId}`);
    }
  }
  await tx.execute(sql`
    update saved_ads s set category = a.category, title = a.title, price = a.price, location = a.location,
      cover = a.images[1]
    from ads a where a.id = ${adId} and s.ad_id = a.id`);
}
