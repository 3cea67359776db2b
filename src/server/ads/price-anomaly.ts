// Price anomaly: an ad priced below PRICE_ANOMALY_RATIO of the median of at least
// PRICE_ANOMALY_MIN_ADS comparable ads: the price guide's comparables (decision 193: the same price
// group, year ± 1 for vehicles and bikes, active or sold in the last 90 days), across Pakistan. Judged
// once when the ad is saved and kept as ads.price_anomaly, so the ad page and the moderation list read
// a flag. The median is over the newest PRICE_ANOMALY_SAMPLE comparables, read from the price-group
// index: a bounded read at any number of ads.
import { PRICE_ANOMALY_MIN_ADS, PRICE_ANOMALY_RATIO } from '../../domain/limits';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { comparableMedianOf } from '../price-guide/service';

export interface PricedAd {
  category: string;
  /** The ad's price group (src/domain/price-guide.ts), year and city, as its derived columns have them. */
  priceGroup: string;
  year: number | null;
  location: string;
  price: number;
  /** The ad itself when editing: it does not count towards its own median. */
  id?: string;
}

export async function isPriceAnomaly(db: Db | Tx, ad: PricedAd, now = new Date()): Promise<boolean> {
  // No price ('Contact for price'), or nothing to compare with: nothing to judge.
  if (ad.price <= 0 || !ad.priceGroup) return false;
  const { median, count } = await comparableMedianOf(db, ad, now);
  return count >= PRICE_ANOMALY_MIN_ADS && ad.price < PRICE_ANOMALY_RATIO * median;
}
