// The short-lived caches of browsing (decision 003), with targeted invalidation shared by every copy
// (decision 071). Values are kept in this process (TtlCache); whether a value is still current is
// decided by the generations of its scopes (src/server/shared/generations.ts), which live in Redis
// when REDIS_URL is set. A change to a mobile ad makes the mobile counts and facets, home search and
// locations stale, everywhere at once, and leaves the other categories' caches alone.
import type {
  FacetsResponse,
  HomeResponse,
  ListingResponse,
  SearchResponse,
  TrendingResponse,
} from '../../domain/api';
import type { Generations } from '../shared/generations';
import { TtlCache } from './ttl-cache';

export interface ScopedCache<V> {
  getOrLoad(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
}

export interface BrowseCaches {
  /** Result counts of 1,000 and more, per result set. */
  counts: ScopedCache<number>;
  facets: ScopedCache<FacetsResponse>;
  /** Home's rows, per place: every visitor's first request, the same for all of them. */
  home: ScopedCache<HomeResponse>;
  /** A category's listing pages, per query: stale at the first change to one of its ads. */
  listings: ScopedCache<ListingResponse>;
  locations: ScopedCache<string[]>;
  search: ScopedCache<SearchResponse>;
  trending: ScopedCache<TrendingResponse>;
  /** Ads of these categories changed (undefined: anything may have changed). Awaited before answering. */
  changed(categories?: readonly string[]): Promise<void>;
  /** Cache hits and misses since start, for /metrics. */
  stats: { hits: number; misses: number; bypassed: number };
}

const SECOND = 1000;
const ALL = 'all';

/**
 * Listing keys are JSON arrays whose first item is the category (listing-service.ts criteriaKey);
 * home's search has none (null) and lists every category, so a change to any ad makes it stale.
 */
const categoryScopes = (key: string) => {
  const category = (JSON.parse(key) as unknown[])[0];
  return [ALL, category === null ? 'search' : `cat:${String(category)}`];
};

export function createBrowseCaches(generations: Generations): BrowseCaches {
  const stats = { hits: 0, misses: 0, bypassed: 0 };
  const scoped = <V>(cache: TtlCache<V>, scopesOf: (key: string) => string[]): ScopedCache<V> => ({
    async getOrLoad(key, load, keep) {
      const generation = await generations.current(scopesOf(key));
      if (generation === undefined) {
        stats.bypassed += 1;
        return load();
      }
      const full = `${generation}|${key}`;
      if (cache.get(full) !== undefined) stats.hits += 1;
      else stats.misses += 1;
      return cache.getOrLoad(full, load, keep);
    },
  });
  return {
    counts: scoped(new TtlCache<number>(30 * SECOND, 2000), categoryScopes),
    facets: scoped(new TtlCache<FacetsResponse>(60 * SECOND, 500), categoryScopes),
    // Any ad's change bumps 'search', so a sold or new ad leaves or joins the rows at once.
    home: scoped(new TtlCache<HomeResponse>(30 * SECOND, 200), () => [ALL, 'search']),
    listings: scoped(new TtlCache<ListingResponse>(30 * SECOND, 1000), categoryScopes),
    locations: scoped(new TtlCache<string[]>(60 * SECOND, 4), () => [ALL, 'locations']),
    search: scoped(new TtlCache<SearchResponse>(30 * SECOND, 500), () => [ALL, 'search']),
    trending: scoped(new TtlCache<TrendingResponse>(60 * SECOND, 1), () => [ALL, 'search']),
    stats,
    async changed(categories) {
      await generations.bump(
        categories ? [...new Set(categories)].map((c) => `cat:${c}`).concat('search', 'locations') : [ALL],
      );
    },
  };
}

/**
 * The same caches, read around: for a person whose own change a replica may not have replayed yet,
 * whatever a replica put in the caches meanwhile could miss it (decision 148).
 */
export function readAround(caches: BrowseCaches): BrowseCaches {
  const around = <V>(): ScopedCache<V> => ({ getOrLoad: (_key, load) => load() });
  return {
    ...caches,
    counts: around(),
    facets: around(),
    home: around(),
    listings: around(),
    locations: around(),
    search: around(),
    trending: around(),
  };
}
