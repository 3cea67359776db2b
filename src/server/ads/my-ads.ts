// GET /api/my-ads: the person's own ads, newest first (docs/product.md §7), each with up to MY_ADS_CARD_IMAGES
// photos for the card. The web app groups them by category in the spec's order (MY_ADS_ORDER).
import type { MyAdsResponse } from '../../domain/api';
import { isCategoryKey } from '../../domain/categories';
import { cardHighlights } from '../../domain/format/highlights';
import { MY_ADS_CARD_IMAGES } from '../../domain/limits';
import type { Db } from '../db/client';
import type { Ad } from '../db/schema';
import { listUserAds, saveCounts, viewCounts } from './ad-repository';

export async function myAds(db: Db, userId: string): Promise<MyAdsResponse> {
  const [rows, saves, views] = await Promise.all([
    listUserAds(db, userId),
    saveCounts(db, userId),
    viewCounts(db, userId),
  ]);
  const now = new Date();
  return {
    items: rows.flatMap((row) => toMyAdItem(row, saves.get(row.id) ?? 0, now, views.get(row.id) ?? 0) ?? []),
  };
}

/** `saves`: how many people saved the ad; `views`: how many viewed it. */
function toMyAdItem(
  row: Ad,
  saves = 0,
  now = new Date(),
  views = 0,
): MyAdsResponse['items'][number] | undefined {
  const category = row.category;
  if (!isCategoryKey(category)) return undefined;
  return {
    id: row.id,
    category,
    title: row.title,
    brand: row.brand,
    model: row.model,
    price: row.price,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    cover: row.images[0] ?? null,
    imageCount: row.images.length,
    highlights: cardHighlights(category, row.formData),
    images: row.images.slice(0, MY_ADS_CARD_IMAGES),
    saves,
    views,
    // Past its date but not yet swept (the sweep runs every few minutes): already 'Expired' to its owner.
    status: row.status === 'active' && row.expiresAt <= now ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    hiddenReason: row.status === 'hidden' ? (row.hiddenReason ?? '') : null,
  };
}
