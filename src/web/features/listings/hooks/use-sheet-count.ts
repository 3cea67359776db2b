// The sheet's 'Show N' counts the list its tap will show, typed boxes included (decision 152): the
// same query as that list's, so once applied the list is the one counted, from the cache.
import type { CategoryKey } from '../../../../domain/categories';
import { useDebouncedValue } from '../../../components/search/use-debounced-value';
import { useListing } from '../api/use-listing';
import { listingApiParams, withTyped, type TypedFilters } from '../listing-params';

/** The count for the sheet's button; undefined (no number promised) until the typed boxes' count has come. */
export function useSheetCount(
  category: CategoryKey,
  params: URLSearchParams,
  typed: TypedFilters,
  listingQuery: string,
  sheetOpen: boolean,
): number | undefined {
  const typedQuery = listingApiParams(category, withTyped(category, params, typed).params).toString();
  const countQuery = useDebouncedValue(typedQuery, 400);
  const counted = useListing(sheetOpen ? countQuery : listingQuery);
  return countQuery === typedQuery && !counted.isPlaceholderData && !counted.isError
    ? counted.data?.total
    : undefined;
}
