// The short-lived caches of browsing (decision 003), with targeted invalidation shared by every copy
// (decision 071). Values are kept in this process (TtlCache); whether a value is still current is
// decided by the generations of its scopes (src/server/shared/generations.ts), which live in Redis
// when REDIS_URL is set. A change to a mobile ad makes the mobile counts and facets, home's rows and
// locations stale, everywhere at once, and leaves the other categories' caches alone. An answer to
// words (a search) is scoped by them instead: every ad it can show has one of a few known words, so
// only a change to an ad with one of those words makes it stale (decision 176).
import type {
  FacetsResponse,
  HomeResponse,
  ListingResponse,
  SearchResponse,
  SimilarAdsResponse,
  TrendingResponse,
} from '../../domain/api';
import type { Generations } from '../shared/generations';
import { TtlCache } from './ttl-cache';

interface CacheOptions<V> {
  /** Whether to keep a loaded value (all are kept when not given). */
  keep?: (value: V) => boolean;
  /**
   * Search words one of which every ad the value can show has (wordsEveryMatchHas, search-query.ts):
   * the value is then stale only after a change to an ad with one of them, in any category.
   */
  words?: readonly string[];
}

interface ScopedCache<V> {
  getOrLoad(key: string, load: () => Promise<V>, options?: CacheOptions<V>): Promise<V>;
}

/** An ad as browsing sees it, before or after a write. */
export interface AdState {
  category: string;
  brand: string;
  model: string;
  listed: boolean;
  /** Its search words, as PostgreSQL made them (ad-repository.ts). */
  words: string[];
}

/** What a write changed: each ad as it was (none for a new one) and as it is (none once deleted). */
export interface AdsChange {
  before: readonly AdState[];
  after: readonly AdState[];
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
  /**
   * An ad's similar ads, per ad (decision 206): the same for everyone who may open its page, stale at
   * the first change to an ad of its category (its own included).
   */
  similar: ScopedCache<SimilarAdsResponse>;
  trending: ScopedCache<TrendingResponse>;
  /** Ads changed as told (undefined: anything may have changed). Awaited before answering. */
  changed(change?: AdsChange): Promise<void>;
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
const wordScope = (word: string) => `w:${word}`;

export function createBrowseCaches(generations: Generations): BrowseCaches {
  const stats = { hits: 0, misses: 0, bypassed: 0 };
  const scoped = <V>(cache: TtlCache<V>, scopesOf: (key: string) => string[]): ScopedCache<V> => ({
    async getOrLoad(key, load, options = {}) {
      const scopes = options.words?.length ? [ALL, ...options.words.map(wordScope)] : scopesOf(key);
      const generation = await generations.current(scopes);
      if (generation === undefined) {
        stats.bypassed += 1;
        return load();
      }
      const full = `${generation}|${key}`;
      if (cache.get(full) !== undefined) stats.hits += 1;
      else stats.misses += 1;
      return cache.getOrLoad(full, load, options.keep);
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
    similar: scoped(new TtlCache<SimilarAdsResponse>(60 * SECOND, 5000), categoryScopes),
    trending: scoped(new TtlCache<TrendingResponse>(60 * SECOND, 1), () => [ALL, 'search']),
    stats,
    async changed(change) {
      if (!change) return generations.bump([ALL]);
      const scopes = new Set<string>();
      for (const ad of [...change.before, ...change.after]) {
        scopes.add(`cat:${ad.category}`);
        for (const word of ad.words) scopes.add(wordScope(word));
      }
      await generations.bump([...scopes, 'search', 'locations']);
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
    similar: around(),
    trending: around(),
  };
}
