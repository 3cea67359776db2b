// The rules of saved searches: the listing's own query schema decides what a search may
// hold, unknown filters are refused, at most SAVED_SEARCHES_MAX per person (counted under a lock on
// the person's row, so parallel saves cannot pass it), and saving the same search twice returns the
// first.
import type { SavedSearchItem } from '../../domain/api';
import { getCategory, isCategoryKey } from '../../domain/categories';
import { defaultSort } from '../../domain/fields/options';
import { savedSearchName, searchNameInputOf, searchNameParts } from '../../domain/format/search-name';
import type { SearchNamePart } from '../../domain/format/search-name-words';
import { SAVED_SEARCH_NEW_CAP, SAVED_SEARCHES_MAX } from '../../domain/limits';
import { parseListingQuery } from '../../domain/schemas/listing-query';
import { SAVED_SEARCH_MSG, unknownSearchParams, type SavedSearchInput } from '../../domain/schemas';
import { lockUser } from '../auth/guard';
import { criteriaKey, listingPlan, toCriteria } from '../ads/listing-service';
import type { Lexicon } from '../ads/search-lexicon';
import { listingConditions, type ListingCriteria } from '../ads/listing-sql';
import type { Db } from '../db/client';
import type { SavedSearch } from '../db/schema';
import { ApiError } from '../http/errors';
import { percolationColumns } from './percolation';
import {
  countNewAds,
  countSavedSearches,
  findByCriteria,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchWithCount,
} from './repository';

/** The parameters a saved search opens with: the canonical criteria, and the sort when not the default. */
function paramsOf(c: ListingCriteria, sort: string): Record<string, string> {
  const params: Record<string, string> = { category: c.category };
  if (c.q) params.q = c.q;
  if (c.minPrice !== undefined) params.minPrice = String(c.minPrice);
  if (c.maxPrice !== undefined) params.maxPrice = String(c.maxPrice);
  Object.assign(params, c.filters);
  if (sort !== defaultSort(c.q)) params.sort = sort;
  return params;
}

function hrefOf(params: Record<string, string>): string {
  const { category, ...rest } = params;
  const path = category && isCategoryKey(category) ? getCategory(category).listingPath : '/';
  const query = new URLSearchParams(rest).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The parts of a search's name while it is the one suggested when it was saved (the page words them in
 * its reader's language); undefined once the person has renamed it, which makes the name theirs.
 */
export function suggestedNameParts(
  name: string | null,
  params: Record<string, string> | null,
): SearchNamePart[] | undefined {
  const input = params ? searchNameInputOf(params) : undefined;
  if (!name || !input || !isCategoryKey(input.category)) return undefined;
  return savedSearchName(input) === name ? searchNameParts(input) : undefined;
}

export function toSavedSearchItem(row: SavedSearch & { newCount?: number }): SavedSearchItem | undefined {
  if (!isCategoryKey(row.category)) return undefined;
  const nameParts = suggestedNameParts(row.name, row.params);
  return {
    id: row.id,
    name: row.name,
    ...(nameParts ? { nameParts } : {}),
    category: row.category,
    href: hrefOf(row.params),
    newCount: row.newCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    lastVisitedAt: row.lastVisitedAt.toISOString(),
  };
}

export function toSavedSearchItems(rows: SavedSearchWithCount[]): SavedSearchItem[] {
  return rows.flatMap((r) => toSavedSearchItem(r) ?? []);
}

/**
 * The person's searches with what is new in each: counted when they look, by the search's own listing
 * conditions (the listing's query builder, q read as the listing reads it today) on ads posted since
 * they last opened it, so the number is what opening it shows (decision 149). Nothing is recorded per
 * match; counts stop past SAVED_SEARCH_NEW_CAP ('99+') to stay cheap.
 */
export async function listWithNewCounts(
  db: Db,
  userId: string,
  lexicon: Lexicon,
): Promise<SavedSearchWithCount[]> {
  const rows = await listSavedSearches(db, userId);
  const searches = await Promise.all(
    rows.map(async (row) => {
      const parsed = parseListingQuery(row.params);
      if (!parsed.ok) return [];
      const criteria = toCriteria(parsed.query, await listingPlan(lexicon, parsed.query));
      return [{ id: row.id, conditions: listingConditions(criteria) }];
    }),
  );
  const counts = await countNewAds(db, userId, searches.flat(), SAVED_SEARCH_NEW_CAP + 1);
  return rows.map((row) => ({ ...row, newCount: counts.get(row.id) ?? 0 }));
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
  lexicon: Lexicon,
): Promise<{ search: SavedSearch; created: boolean }> {
  const unknown = unknownSearchParams(input.params);
  if (unknown.length > 0)
    throw new ApiError(
      400,
      'validation',
      SAVED_SEARCH_MSG.unknownFilters,
      Object.fromEntries(unknown.map((k) => [k, SAVED_SEARCH_MSG.unknownFilter(k)])),
    );
  const parsed = parseListingQuery(input.params);
  if (!parsed.ok)
    throw new ApiError(400, 'validation', Object.values(parsed.fields)[0] ?? 'Invalid search', parsed.fields);
  // q is read as the listing reads it (typos, synonyms), so alerts bring what the listing shows.
  const criteria = toCriteria(parsed.query, await listingPlan(lexicon, parsed.query));
  const key = criteriaKey(criteria);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await findByCriteria(tx, userId, key);
    if (existing) return { search: existing, created: false };
    if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCHES_MAX)
      throw new ApiError(409, 'limit_reached', SAVED_SEARCH_MSG.tooMany(SAVED_SEARCHES_MAX));
    const search = await insertSavedSearch(tx, {
      userId,
      name: input.name ?? savedSearchName(criteria),
      category: criteria.category,
      params: paramsOf(criteria, parsed.query.sort),
      criteriaKey: key,
      ...percolationColumns(criteria),
    });
    return { search, created: true };
  });
}
