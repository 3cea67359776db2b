import { useMatches } from 'react-router';
import { getCategory, isCategoryKey, type Category } from '../../../../domain/categories';

/** The category of this listing route: the router puts its key in the route's handle. */
export function useListingCategory(): Category | undefined {
  const key = useMatches()
    .map((m) => (m.handle as { category?: unknown } | undefined)?.category)
    .find(isCategoryKey);
  return key ? getCategory(key) : undefined;
}
