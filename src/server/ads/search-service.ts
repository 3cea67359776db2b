// The home search (docs/product.md §4 "Home search"): the in:{location} and category-keyword handling happen in
// the browser; here the text and location find ads, one per brand and model (else per title, else
// the ad itself), newest first, cached briefly per question.
import type { AdSummary, SearchResponse } from '../../domain/api';
import { SEARCH_RESULTS_LIMIT } from '../../domain/limits';
import type { Db } from '../db/client';
import type { BrowseCaches } from './browse-caches';
import { canonicalCity } from './listing-service';
import type { Lexicon } from './search-lexicon';
import { estimateMatches, planSearch, toTsquery } from './search-query';
import { newestMatches, summariesOf } from './search-repository';
import { toSummaries } from './summary';

/**
 * How many of the newest matches the de-duplication looks at: a bounded amount of work whatever the
 * word, at the price of missing a brand and model whose newest match is older than these.
 */
const SEARCH_WINDOW = 60;

/** docs/product.md §4: de-duplicated by brand+model, or title, or id. */
export function dedupeKey(ad: AdSummary): string {
  const fold = (s: string) => s.trim().toLowerCase();
  if (ad.brand.trim() && ad.model.trim()) return `bm|${fold(ad.brand)}|${fold(ad.model)}`;
  if (ad.title.trim()) return `t|${fold(ad.title)}`;
  return `id|${ad.id}`;
}

export async function searchAds(
  db: Db,
  caches: BrowseCaches,
  lexicon: Lexicon,
  input: { q: string; location?: string; exact?: string },
): Promise<SearchResponse> {
  // Words are rewritten first (synonyms, typos: decision 060), so the SQL is one index match.
  const plan = await planSearch(input.q, lexicon, { exact: input.exact === '1' });
  const tsquery = toTsquery(plan);
  if (!tsquery && !plan.category) return { items: [], total: 0 };
  const location = canonicalCity(input.location);
  const understood = {
    ...(plan.category ? { category: plan.category } : {}),
    ...(plan.correctedText ? { correctedText: plan.correctedText } : {}),
  };
  const key = JSON.stringify([tsquery ?? null, plan.category ?? null, location ?? null]);
  return caches.search.getOrLoad(key, async () => {
    const criteria = { tsquery, category: plan.category, location };
    const matches = await newestMatches(db, criteria, SEARCH_WINDOW, await estimateMatches(plan, lexicon));
    const rows = await summariesOf(
      db,
      matches.map((m) => m.id),
    );
    const seen = new Set<string>();
    const items: AdSummary[] = [];
    for (const ad of toSummaries(rows)) {
      const key = dedupeKey(ad);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(ad);
      if (items.length === SEARCH_RESULTS_LIMIT) break;
    }
    return { items, total: items.length, ...understood };
  });
}
