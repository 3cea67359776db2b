// The home search (SPEC §4 "Home search"): the in:{location} and category-keyword handling happen in
// the browser; here the text and location find ads, one per brand and model (else per title, else
// the ad itself), newest first, cached briefly per question.
import type { AdSummary, SearchResponse } from '../../domain/api';
import { SEARCH_RESULTS_LIMIT } from '../../domain/limits';
import type { Db } from '../db/client';
import type { BrowseCaches } from './browse-caches';
import { searchWords } from './listing-sql';
import { canonicalCity } from './listing-service';
import { findNewestMatches } from './search-repository';
import { toSummaries } from './summary';

/**
 * How many of the newest matches the de-duplication looks at: a bounded amount of work whatever the
 * word, at the price of missing a brand and model whose newest match is older than these.
 */
const SEARCH_WINDOW = 100;

/** SPEC §4: de-duplicated by brand+model, or title, or id. */
export function dedupeKey(ad: AdSummary): string {
  const fold = (s: string) => s.trim().toLowerCase();
  if (ad.brand.trim() && ad.model.trim()) return `bm|${fold(ad.brand)}|${fold(ad.model)}`;
  if (ad.title.trim()) return `t|${fold(ad.title)}`;
  return `id|${ad.id}`;
}

export async function searchAds(
  db: Db,
  caches: BrowseCaches,
  input: { q: string; location?: string },
): Promise<SearchResponse> {
  const words = searchWords(input.q);
  if (words.length === 0) return { items: [], total: 0 };
  const location = canonicalCity(input.location);
  return caches.search.getOrLoad(JSON.stringify([words, location ?? null]), async () => {
    const rows = await findNewestMatches(db, words.join(' '), location, SEARCH_WINDOW);
    const seen = new Set<string>();
    const items: AdSummary[] = [];
    for (const ad of toSummaries(rows)) {
      const key = dedupeKey(ad);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(ad);
      if (items.length === SEARCH_RESULTS_LIMIT) break;
    }
    return { items, total: items.length };
  });
}
