// 'Similar ads' on the ad page (decision 195): whoever may open an ad's page sees its similar ads, and
// nobody else learns anything from them — an ad hidden from a person is 'Ad not found.' here too.
import type { SimilarAdsResponse } from '../../domain/api';
import type { CategoryKey } from '../../domain/categories';
import { getFilters } from '../../domain/filters';
import type { Db } from '../db/client';
import type { BrowseCaches } from './browse-caches';
import { refuseUnlessOnItsPage } from './detail-service';
import { isAdId } from './detail-repository';
import { findSimilar, findSimilarSource, type SimilarRow, type SimilarSource } from './similar-repository';
import { toSummaries } from './summary';

export async function getSimilarAds(
  db: Db,
  caches: BrowseCaches,
  id: string,
  viewer: { id: string; isModerator: boolean },
): Promise<SimilarAdsResponse> {
  // Who may see them is asked of the ad every time; what they are is kept per ad (decision 206).
  const ad = refuseUnlessOnItsPage(isAdId(id) ? await findSimilarSource(db, id) : undefined, viewer);
  return caches.similar.getOrLoad(JSON.stringify([ad.category, ad.id]), async () => {
    const rows = await findSimilar(db, ad);
    return { items: toSummaries(rows), seeAll: seeAllOf(ad, rows) };
  });
}

/**
 * 'See all' opens the category's listing narrowed as far as still holds every card shown: the model
 * when all are of it, else the brand, else the whole category. Only filters the listing has are set.
 */
function seeAllOf(
  ad: SimilarSource & { category: CategoryKey },
  rows: SimilarRow[],
): SimilarAdsResponse['seeAll'] {
  const params = new Set(getFilters(ad.category).map((f) => f.param));
  const steps = new Set(rows.map((r) => r.step));
  if (steps.has('category') || !ad.brand || !params.has('brand')) return {};
  if (steps.has('brand') || !ad.model || !params.has('model')) return { brand: ad.brand };
  return { brand: ad.brand, model: ad.model };
}
