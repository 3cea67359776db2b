// Listing pages and their facet counts (docs/product.md §2 "Category listing pages", §5 "Other"): the rules
// around the SQL — canonical filter values, when to count and how far, what may be cached.
import type { FacetsResponse, FacetValue, ListingResponse } from '../../domain/api';
import { CITIES, type CategoryKey } from '../../domain/categories';
import { findBrand, findModel } from '../../domain/catalogue';
import { getFilters, type FilterDef } from '../../domain/filters';
import { BRAND_QUERY_LIMIT, LISTING_COUNT_CAP, PAGE_SIZE } from '../../domain/limits';
import type { ListingQuery } from '../../domain/schemas/listing-query';
import type { Sort } from '../../domain/fields/options';
import type { Db } from '../db/client';
import type { BrowseCaches } from './browse-caches';
import {
  countFormUpTo,
  countUpTo,
  facetCounts,
  findNewestFormPage,
  findPage,
  RELEVANCE_WINDOW,
  type FacetQuery,
} from './listing-repository';
import {
  facetValue,
  formCondition,
  formParams,
  listingConditions,
  narrowingConditions,
  type BrowseCriteria,
  type ListingCriteria,
} from './listing-sql';
import type { Lexicon } from './search-lexicon';
import { estimateMatches, planSearch, toTsquery, wordsEveryMatchHas, type SearchPlan } from './search-query';
import { newestPage } from './search-repository';
import { summaryPage, type SummaryRow } from './summary';

/** Counts this large may be a little stale (a cached '4,213' next to 4,214 ads); smaller ones never are. */
const CACHE_COUNTS_FROM = 1000;

const fold = (s: string) => s.trim().toLowerCase();

/** The stored spelling of a city typed in any case ('lahore' → 'Lahore'); other text as given. */
export function canonicalCity(location: string | undefined): string | undefined {
  if (!location?.trim()) return undefined;
  return CITIES.find((c) => fold(c) === fold(location)) ?? location.trim();
}

/**
 * A listing's query, or home's search across every category (no category: decision 150), which has
 * only the filters every ad has (location, price).
 */
export type BrowseQuery = Omit<ListingQuery, 'category'> & { category?: CategoryKey };

/**
 * The stored spelling of brand, model and location, so a link with ?brand=samsung finds 'Samsung'
 * through the plain (index-friendly) equality the SQL uses.
 */
type CriteriaFields = 'q' | 'minPrice' | 'maxPrice' | 'filters' | 'area';
export function toCriteria(
  query: Pick<ListingQuery, 'category' | CriteriaFields>,
  plan?: SearchPlan,
): ListingCriteria;
export function toCriteria(
  query: Pick<BrowseQuery, 'category' | CriteriaFields>,
  plan?: SearchPlan,
): BrowseCriteria;
export function toCriteria(
  query: Pick<BrowseQuery, 'category' | CriteriaFields>,
  plan?: SearchPlan,
): BrowseCriteria {
  const filters = { ...query.filters };
  const category = query.category;
  const brand = category && filters.brand ? findBrand(category, filters.brand) : undefined;
  if (brand) filters.brand = brand.name;
  if (category && brand && filters.model)
    filters.model = findModel(category, brand.key, filters.model) ?? filters.model;
  if (filters.location) filters.location = canonicalCity(filters.location) ?? filters.location;
  const criteria: BrowseCriteria = {
    category: query.category,
    q: query.q,
    ...(plan ? { tsquery: tsqueryIn(category, plan) } : {}),
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    filters,
    ...(query.area ? { area: query.area } : {}),
  };
  return criteria;
}

/**
 * The full-text query of a listing's q: null when nothing in q can match here (no searchable word,
 * or a word naming another category: 'gari' among mobiles); the category's own name just drops out
 * ('gari' among vehicles lists them all), as do words with no search meaning ('chahiye', decision 201).
 */
function tsqueryIn(category: CategoryKey | undefined, plan: SearchPlan): string | null | undefined {
  if (plan.category && plan.category !== category) return null;
  return toTsquery(plan) ?? (plan.category || plan.onlyUnsearched ? undefined : null);
}

/** The rewritten q of a listing (decision 060), when it has one. */
export async function listingPlan(lexicon: Lexicon, query: BrowseQuery): Promise<SearchPlan | undefined> {
  return query.q ? planSearch(query.q, lexicon, { exact: query.exact === '1', inCategory: true }) : undefined;
}

/**
 * A listing searched with q, newest or Best match, within the first RELEVANCE_WINDOW results: found
 * by the search routes (search-repository.ts) with its filters, price and area beside the words, and
 * counted up to the window ('96+'). Other sorts and deeper pages go through the listing indexes.
 * Filters once took the listing's own query, where PostgreSQL, misjudging how many ads words match
 * together ('with box' among phones: 1,800 guessed, 66,000 found), listed every match and counted up
 * to the cap: 200–300 ms at a million ads for a page the walk finds in 2 (decision 172).
 */
function searchRoute(c: BrowseCriteria, sort: Sort, offset: number): boolean {
  return (
    c.tsquery !== null &&
    (sort === 'newest' || sort === 'relevance') &&
    offset + PAGE_SIZE <= RELEVANCE_WINDOW
  );
}

/** One key per result set (not per sort or page): counts and facets are the same for all of them. */
export function criteriaKey(c: BrowseCriteria): string {
  const filters = Object.entries(c.filters).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([
    c.category,
    c.q ? String(c.tsquery) : null,
    c.minPrice ?? null,
    c.maxPrice ?? null,
    filters,
    c.area ?? null,
  ]);
}

export async function listAds(
  db: Db,
  caches: BrowseCaches,
  lexicon: Lexicon,
  query: BrowseQuery,
  /** The plan of query.q when the caller has made it already (home's search). */
  planned?: SearchPlan,
): Promise<ListingResponse> {
  const plan = planned ?? (await listingPlan(lexicon, query));
  const criteria = toCriteria(query, plan);
  const offset = (query.page - 1) * PAGE_SIZE;
  if (plan && searchRoute(criteria, query.sort, offset)) {
    const { matched, rows } = await newestPage(
      db,
      {
        tsquery: criteria.tsquery ?? undefined,
        category: criteria.category,
        location: criteria.filters.location,
        narrowing: narrowingConditions(criteria, ['location']),
      },
      RELEVANCE_WINDOW + 1,
      await estimateMatches(plan, lexicon, {
        place: criteria.filters.location,
        category: criteria.category,
      }),
      { window: RELEVANCE_WINDOW, offset, size: PAGE_SIZE, byRank: query.sort === 'relevance' },
    );
    return listingPage(
      rows,
      Math.min(matched, RELEVANCE_WINDOW),
      query.page,
      matched > RELEVANCE_WINDOW,
      plan,
    );
  }
  const conditions = listingConditions(criteria);
  const relevance = query.sort === 'relevance' && criteria.tsquery ? criteria.tsquery : undefined;
  // With form filters: their test, and the listing's window without them (decision 211).
  const form = formCondition(criteria);
  const formWindow = form ? listingConditions(criteria, formParams(criteria)) : [];
  // A first page newest first ('Best match' without words is that too) reads its window's own ads
  // before the form index.
  const newestFirst = query.sort === 'newest' || (query.sort === 'relevance' && !relevance);
  const page =
    form && offset === 0 && newestFirst
      ? await findNewestFormPage(db, formWindow, form, PAGE_SIZE)
      : { rows: await findPage(db, conditions, query.sort, PAGE_SIZE, offset, relevance) };
  const { rows } = page;
  // A count reads the window's own ads too when the page found the value on at least half of them:
  // the cap is then within the count's walk (decision 211).
  const dense = page.read !== undefined && page.read <= 2 * PAGE_SIZE;
  let total = offset + rows.length; // a short page is the last one: it gives the exact total
  let capped = false;
  if (rows.length === PAGE_SIZE || (rows.length === 0 && offset > 0)) {
    const counted = await caches.counts.getOrLoad(
      criteriaKey(criteria),
      () =>
        form && dense
          ? countFormUpTo(db, formWindow, form, LISTING_COUNT_CAP)
          : countUpTo(db, conditions, LISTING_COUNT_CAP),
      { keep: (n) => n >= CACHE_COUNTS_FROM, words: wordsEveryMatchHas(plan) },
    );
    capped = counted >= LISTING_COUNT_CAP;
    // Past the cap, a deep page knows there are at least as many as it has seen.
    total = rows.length > 0 ? Math.max(counted, total) : counted;
  }
  return listingPage(rows, total, query.page, capped, plan);
}

/**
 * A category's listing page as listAds gives it, kept in the browse caches for a few seconds per
 * query: the pages people open most (a category's first page, a popular filter) are asked for many
 * times a second and are the same for everyone, and any change to an ad of the category makes its
 * pages stale at once (decision 170). The key begins with the category, which scopes it; a page
 * searched with q is scoped by its words instead, and goes stale only with a change to an ad that has
 * one of them (decision 176). Its words are read first, so the key holds what they were read as.
 */
export async function cachedListing(
  db: Db,
  caches: BrowseCaches,
  lexicon: Lexicon,
  query: ListingQuery,
): Promise<ListingResponse> {
  const plan = await listingPlan(lexicon, query);
  return caches.listings.getOrLoad(
    JSON.stringify([query.category, query, plan ? String(toCriteria(query, plan).tsquery) : null]),
    () => listAds(db, caches, lexicon, query, plan),
    { words: wordsEveryMatchHas(plan) },
  );
}

/** One page of a listing, with 'N+' when the count stopped at a cap and what q was read as. */
function listingPage(
  rows: SummaryRow[],
  total: number,
  page: number,
  capped: boolean,
  plan: SearchPlan | undefined,
): ListingResponse {
  return {
    ...summaryPage(rows, total, page),
    ...(capped ? { totalIsCapped: true } : {}),
    ...(plan?.correctedText ? { correctedText: plan.correctedText } : {}),
  };
}

/** Filters whose choices are the values found in the ads (no fixed list), shown once their parent is chosen. */
function facetFilters(category: CategoryKey, filters: Record<string, string>): FilterDef[] {
  return getFilters(category).filter((d) => !d.options && (!d.dependsOn || filters[d.dependsOn]));
}

/**
 * Value counts per facet. Each facet is counted with every other filter applied, but not its own
 * (or the ones that depend on it), so the other choices stay visible. Cached briefly per result set:
 * at a million ads a category's brand counts read a few hundred thousand index entries.
 */
export async function listFacets(
  db: Db,
  caches: BrowseCaches,
  lexicon: Lexicon,
  query: ListingQuery,
): Promise<FacetsResponse> {
  const criteria = toCriteria(query, await listingPlan(lexicon, query));
  return caches.facets.getOrLoad(criteriaKey(criteria), async () => {
    const defs = facetFilters(criteria.category, criteria.filters);
    const all = getFilters(criteria.category);
    const queries: FacetQuery[] = defs.map((def) => ({
      param: def.param,
      value: facetValue(def),
      conditions: listingConditions(criteria, [
        def.param,
        ...all.filter((d) => d.dependsOn === def.param).map((d) => d.param),
      ]),
    }));
    const rows = await facetCounts(db, queries, BRAND_QUERY_LIMIT);
    const facets: Record<string, FacetValue[]> = Object.fromEntries(defs.map((d) => [d.param, []]));
    for (const r of rows) facets[r.param]?.push({ value: r.value, count: r.n });
    for (const values of Object.values(facets))
      values.sort((x, y) => y.count - x.count || x.value.localeCompare(y.value));
    return { facets };
  });
}
