// The short-lived caches of browsing, one set per app instance (decision 003). A change to any ad
// through this server clears them all (read-routes.ts), so a person sees their own change at once;
// other copies of the server catch up within the time to live.
import type { FacetsResponse, SearchResponse, TrendingResponse } from '../../domain/api';
import { TtlCache } from './ttl-cache';

export interface BrowseCaches {
  /** Result counts of 1,000 and more, per result set. */
  counts: TtlCache<number>;
  facets: TtlCache<FacetsResponse>;
  locations: TtlCache<string[]>;
  search: TtlCache<SearchResponse>;
  trending: TtlCache<TrendingResponse>;
  clear(): void;
}

const SECOND = 1000;

export function createBrowseCaches(): BrowseCaches {
  const caches = {
    counts: new TtlCache<number>(30 * SECOND, 2000),
    facets: new TtlCache<FacetsResponse>(60 * SECOND, 500),
    locations: new TtlCache<string[]>(60 * SECOND, 1),
    search: new TtlCache<SearchResponse>(30 * SECOND, 500),
    trending: new TtlCache<TrendingResponse>(60 * SECOND, 1),
  };
  return {
    ...caches,
    clear() {
      for (const cache of Object.values(caches)) cache.clear();
    },
  };
}
