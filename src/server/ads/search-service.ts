// Home's search (docs/product.md §4 "Home search", decision 150): the words are read as every search
// box reads them (src/domain/search/read-search.ts), so a category named by the words ('gari') or
// implied by their filters ('128gb') is that category's listing, exactly, and otherwise the search is
// the same listing across every category: every matching ad, counted and paged as a listing counts
// and pages them, narrowed by place and price. Pages are cached briefly; a change to an ad with one of
// the words searched makes them stale (browse-caches.ts, decision 176).
import type { SearchResponse } from '../../domain/api';
import type { CategoryKey } from '../../domain/categories';
import { defaultSort } from '../../domain/fields/options';
import { PAGE_SIZE } from '../../domain/limits';
import { parseListingQuery, type SearchQuery } from '../../domain/schemas/listing-query';
import { readSearch } from '../../domain/search/read-search';
import { readUrduWords } from '../../domain/search/urdu-words';
import type { Db } from '../db/client';
import type { BrowseCaches } from './browse-caches';
import {
  canonicalCity,
  criteriaKey,
  listAds,
  listingPlan,
  toCriteria,
  type BrowseQuery,
} from './listing-service';
import type { Lexicon } from './search-lexicon';
import { planSearch, wordsEveryMatchHas, type SearchPlan } from './search-query';

const nothing = (page: number): SearchResponse => ({
  items: [],
  total: 0,
  page,
  pageSize: PAGE_SIZE,
  pageCount: 0,
});

const rupees = (typed: string | undefined, given: number | undefined) =>
  typed !== undefined ? Number(typed) : given;

export async function searchAds(
  db: Db,
  caches: BrowseCaches,
  lexicon: Lexicon,
  input: SearchQuery,
): Promise<SearchResponse> {
  const reading = readSearch(readUrduWords(input.q));
  const typed = reading.params;
  // What the words say wins over the boxes beside them, as in the browser (search-targets.ts).
  const location = canonicalCity(typed.location ?? input.location);
  const minPrice = rupees(typed.minPrice, input.minPrice);
  const maxPrice = rupees(typed.maxPrice, input.maxPrice);
  const exact = input.exact === '1';
  const plan = reading.text ? await planSearch(reading.text, lexicon, { exact }) : undefined;
  const category = reading.category ?? plan?.category;
  if (category) return inCategory(category);
  // A place alone is home's rows, not a search; a price alone ('under 40 lac') is one.
  if (!reading.text && minPrice === undefined && maxPrice === undefined) return nothing(input.page);
  const q = reading.text || undefined;
  const query: BrowseQuery = {
    q,
    minPrice,
    maxPrice,
    sort: defaultSort(q),
    page: input.page,
    filters: location ? { location } : {},
    ...(exact ? { exact: '1' } : {}),
  };
  const key = JSON.stringify([criteriaKey(toCriteria(query, plan)), query.sort, query.page]);
  // Searches that mean the same share an answer ('microwave with grill', 'microwave wth grill'), but
  // what each was read as is its own: 'Showing results for …' follows the words typed, not the cache.
  const { correctedText: _shared, ...answer } = await caches.search.getOrLoad(
    key,
    () => listAds(db, caches, lexicon, query, plan),
    wordsOf(plan),
  );
  return plan?.correctedText ? { ...answer, correctedText: plan.correctedText } : answer;

  /** The category's own listing of the words and every filter they name. */
  async function inCategory(key: CategoryKey): Promise<SearchResponse> {
    const parsed = parseListingQuery({
      ...typed,
      category: key,
      q: reading.text,
      location,
      minPrice,
      maxPrice,
      page: input.page,
      exact: input.exact,
    });
    // The reading only writes values the listing accepts; anything else is a search for nothing.
    if (!parsed.ok) return nothing(input.page);
    const query = parsed.query;
    const plan = await listingPlan(lexicon, query);
    const cacheKey = JSON.stringify([
      criteriaKey(toCriteria(query, plan)),
      query.q ?? null,
      query.exact ?? null,
      query.sort,
      query.page,
    ]);
    return caches.search.getOrLoad(
      cacheKey,
      async () => ({ ...(await listAds(db, caches, lexicon, query, plan)), category: key }),
      wordsOf(plan),
    );
  }
}

/** A search's answer is stale only after a change to an ad with one of these words. */
const wordsOf = (plan: SearchPlan | undefined) => ({ words: wordsEveryMatchHas(plan) });
