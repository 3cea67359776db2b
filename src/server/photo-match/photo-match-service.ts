// Photos that belong to the ad (decision 194): when an ad is saved, each of its photos is looked up
// among the photos of other sellers' ads. A close photo on the ads of fewer than PHOTO_COMMON_SELLERS
// sellers puts the pair of ads in the moderators' queue; on more, it is a shared product photo (the
// maker's picture of a new phone), marked common so it never floods the queue. The seller is not told.
// Ads call this inside the transaction that saves the ad: a few index reads, and never lost.
import {
  DAY_MS,
  PHOTO_COMMON_SELLERS,
  PHOTO_MATCH_MAX_DISTANCE,
  PHOTO_MATCH_REMOVED_DAYS,
} from '../../domain/limits';
import type { MatchedPhoto } from '../db/schema';
import type { Tx } from '../db/tx';
import { findAdHashes, findNearPhotos, insertPhotoMatch, markCommon } from './photo-match-repository';

export async function matchAdPhotos(tx: Tx, adId: string, sellerId: string, now = new Date()): Promise<void> {
  const leftSince = new Date(now.getTime() - PHOTO_MATCH_REMOVED_DAYS * DAY_MS);
  const byAd = new Map<string, MatchedPhoto[]>();
  for (const photo of await findAdHashes(tx, adId)) {
    if (photo.phashCommon) continue;
    const near = await findNearPhotos(tx, BigInt(photo.phash), {
      sellerId,
      maxDistance: PHOTO_MATCH_MAX_DISTANCE,
      leftSince,
    });
    if (near.length === 0) continue;
    const sellers = new Set(near.map((n) => n.sellerId));
    if (near.some((n) => n.common) || sellers.size >= PHOTO_COMMON_SELLERS) {
      await markCommon(tx, [photo.id, ...near.map((n) => n.imageId)]);
      continue;
    }
    for (const n of near) {
      const list = byAd.get(n.adId) ?? [];
      list.push({ imageId: photo.id, matchedImageId: n.imageId, distance: Number(n.distance) });
      byAd.set(n.adId, list);
    }
  }
  for (const [matchedAdId, photos] of byAd) await insertPhotoMatch(tx, adId, matchedAdId, photos);
}
