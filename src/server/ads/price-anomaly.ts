// Price anomaly: an ad priced below PRICE_ANOMALY_RATIO of the median of at least
// PRICE_ANOMALY_MIN_ADS active ads of the same category, brand and model. Judged once when the ad is
// saved and kept as ads.price_anomaly, so the ad page and the moderation list read a flag. The median
// is over the newest PRICE_ANOMALY_SAMPLE similar ads, read from the (category, brand, model,
// created_at) listing index: a bounded read at any number of ads (decision 080).
import { PRICE_ANOMALY_MIN_ADS, PRICE_ANOMALY_RATIO } from '../../domain/limits';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { similarPrices } from './price-repository';

export interface PricedAd {
  category: string;
  brand: string;
  model: string;
  price: number;
  /** The ad itself when editing: it does not count towards its own median. */
  id?: string;
}

export async function similarPriceMedian(
  db: Db | Tx,
  ad: PricedAd,
): Promise<{ median: number; count: number }> {
  const row = await similarPrices(db, ad);
  return { median: Number(row?.median ?? 0), count: Number(row?.n ?? 0) };
}

export async function isPriceAnomaly(db: Db | Tx, ad: PricedAd): Promise<boolean> {
  // No price ('Contact for price'), or no brand and model to compare with: nothing to judge.
  if (ad.price <= 0 || !ad.brand || !ad.model) return false;
  const { median, count } = await similarPriceMedian(db, ad);
  return count >= PRICE_ANOMALY_MIN_ADS && ad.price < PRICE_ANOMALY_RATIO * median;
}
