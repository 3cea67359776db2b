// Price drops (decisions 093, 160). When a seller lowers an active ad's price by a real drop
// (src/domain/price-drop.ts), the ad remembers the price it dropped from and when, so cards and the ad
// page say 'Price dropped' for PRICE_DROP_SHOW_MS; everyone who saved it gets a notification, in the
// same transaction as the edit. A raise clears the drop. Every price change keeps the lowest price the
// ad asked, which a later drop is measured from. Every edit also refreshes the saved-ad snapshots.
import { priceChange, type PriceRecord } from '../../domain/price-drop';
import type { Tx } from '../db/tx';
import {
  clearPriceDrop,
  findPriceAndTitle,
  lockPriceRow,
  notifySaversOfDrop,
  recordPriceDrop,
  refreshSavedSnapshots,
  setLowestAsked,
} from './price-repository';

export interface PriceBefore extends PriceRecord {
  status: string;
}

/** The ad's price before the edit, locked until the edit commits; undefined when not the person's ad. */
export async function lockPrice(tx: Tx, id: string, userId: string): Promise<PriceBefore | undefined> {
  const r = await lockPriceRow(tx, id, userId);
  if (!r) return undefined;
  return {
    price: Number(r.price),
    lowestAsked: r.lowestAskedPrice == null ? null : Number(r.lowestAskedPrice),
    priceBeforeDrop: r.priceBeforeDrop == null ? null : Number(r.priceBeforeDrop),
    priceDroppedAt: r.priceDroppedAt == null ? null : new Date(r.priceDroppedAt),
    postedAt: new Date(r.createdAt),
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
  const current = await findPriceAndTitle(tx, adId);
  const after = Number(current?.price ?? 0);
  if (after > 0 && after !== before.price) {
    const change = priceChange(before, after, now, minAgeMs);
    if (change.kind === 'drop' && before.status === 'active') {
      await recordPriceDrop(tx, adId, change.from, now, change.lowestAsked);
      await notifySaversOfDrop(tx, adId, sellerId, {
        title: current!.title,
        oldPrice: change.from,
        newPrice: after,
      });
    } else if (change.kind === 'clear') {
      await clearPriceDrop(tx, adId, change.lowestAsked);
    } else {
      await setLowestAsked(tx, adId, change.lowestAsked);
    }
  }
  await refreshSavedSnapshots(tx, adId);
}
