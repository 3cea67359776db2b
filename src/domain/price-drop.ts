// When an ad may say 'Price dropped' (decision 160). One rule for the card, the ad page and the
// savers' notification: the new price is at least PRICE_DROP_MIN_PERCENT below the lowest price the
// ad ever asked (so raising and lowering again is no drop), and the ad had been up at least
// PRICE_DROP_MIN_AGE_MS (so a typo fixed after posting is no drop). The old price stays struck
// through for PRICE_DROP_SHOW_MS.
import { PRICE_DROP_MIN_AGE_MS, PRICE_DROP_MIN_PERCENT, PRICE_DROP_SHOW_MS } from './limits';

/** Whether going from `from` to `to` is a drop worth a badge: PRICE_DROP_MIN_PERCENT or more. */
export function isMarkedDrop(from: number, to: number): boolean {
  return to > 0 && to * 100 <= from * (100 - PRICE_DROP_MIN_PERCENT);
}

/** The ad's price record when its seller changes the price. */
export interface PriceRecord {
  /** The price before this edit. */
  price: number;
  /** The lowest price the ad asked before this edit; null when its price never changed. */
  lowestAsked: number | null;
  /** The struck-through price of the last drop, and when it dropped. */
  priceBeforeDrop: number | null;
  priceDroppedAt: Date | null;
  postedAt: Date;
}

export type PriceChange =
  /** A real drop: strike `from` through and tell the savers. */
  | { kind: 'drop'; from: number; lowestAsked: number }
  /** A raise: the drop no longer holds. */
  | { kind: 'clear'; lowestAsked: number }
  /** A change too small or too soon to be a drop, or no change. */
  | { kind: 'none'; lowestAsked: number };

/** What a price edit means. `lowestAsked` is the value to keep for the next edit. */
export function priceChange(
  before: PriceRecord,
  newPrice: number,
  now: Date,
  minAgeMs = PRICE_DROP_MIN_AGE_MS,
): PriceChange {
  const lowest = Math.min(before.lowestAsked ?? before.price, before.price);
  const lowestAsked = Math.min(lowest, newPrice);
  if (newPrice > before.price) return { kind: 'clear', lowestAsked };
  if (newPrice === before.price) return { kind: 'none', lowestAsked };
  if (now.getTime() - before.postedAt.getTime() < minAgeMs) return { kind: 'none', lowestAsked };
  // A drop still on show keeps its struck-through price: a second cut within the week reads 'was' the
  // price buyers saw before the first one.
  const onShow = shownPreviousPrice(before, now.getTime());
  const from = onShow ?? lowest;
  return isMarkedDrop(from, newPrice) ? { kind: 'drop', from, lowestAsked } : { kind: 'none', lowestAsked };
}

/** The struck-through price a card or the ad page shows now, or undefined when there is none. */
export function shownPreviousPrice(
  ad: { price: number; priceBeforeDrop: number | null; priceDroppedAt: Date | null },
  now: number,
): number | undefined {
  if (ad.priceBeforeDrop == null || ad.priceDroppedAt == null) return undefined;
  if (now - ad.priceDroppedAt.getTime() >= PRICE_DROP_SHOW_MS) return undefined;
  // The age rule was judged when the drop was recorded; the size is judged again, so drops recorded
  // before this rule (decision 093) that it would not make show no more.
  return isMarkedDrop(ad.priceBeforeDrop, ad.price) ? ad.priceBeforeDrop : undefined;
}
