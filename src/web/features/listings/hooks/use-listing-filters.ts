// A listing's filters and sort: everything the visitor chooses lives in the query string, and the
// typed boxes until they are applied (use-typed-filters.ts).
import { useNavigate, useSearchParams } from 'react-router';
import type { Category } from '../../../../domain/categories';
import { defaultSort, SORTS, SORTS_WITHOUT_Q, type Sort } from '../../../../domain/fields/options';
import { TYPED_PARAMS, withParam, withTyped, type TypedParam } from '../listing-params';
import { useTypedFilters } from './use-typed-filters';

export function useListingFilters(category: Category) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { typed, type, forget, forgetAll } = useTypedFilters(params);

  const q = params.get('q')?.trim() ?? '';
  const sortParam = params.get('sort');
  // 'Best match' exists only with q, and is then the default.
  const sorts: readonly Sort[] = q ? SORTS : SORTS_WITHOUT_Q;
  const sort: Sort = sorts.includes(sortParam as Sort) ? (sortParam as Sort) : defaultSort(q);

  // Committed at once, not in the router's usual transition: until a slow phone had drawn the
  // transition, the select showed its old value again, a second choice was read against the old query
  // string and one of the two was lost (a brand, then the sort, gave the sort without the brand).
  const update = (next: URLSearchParams) => setParams(next, { preventScrollReset: true, flushSync: true });
  const set = (key: string, value: string) => update(withParam(category.key, params, key, value));
  /** Applies the typed boxes named; false (and the box focused) when one is not a price. */
  const apply = (keys: readonly TypedParam[] = TYPED_PARAMS) => {
    const only = Object.fromEntries(keys.flatMap((k) => (typed[k] === undefined ? [] : [[k, typed[k]]])));
    const next = withTyped(category.key, params, only);
    if (next.invalid) {
      document.getElementById(`filter-${next.invalid}`)?.focus();
      return false;
    }
    forget(keys);
    if (next.params !== params) update(next.params);
    return true;
  };
  const without = (keys: string[]) => keys.reduce((p, k) => withParam(category.key, p, k, ''), params);
  const remove = (keys: string[]) => {
    forget(keys);
    update(without(keys));
  };
  const reset = () => {
    forgetAll();
    navigate(category.listingPath, { flushSync: true });
  };
  /** The address of this listing with one value changed, for links (pages, 'all Pakistan', exact). */
  const hrefWith = (key: string, value: string) => `?${withParam(category.key, params, key, value)}`;
  /** …and without these values (a chip's ×, which works as a link before the app and without it). */
  const hrefWithout = (keys: string[]) => `${category.listingPath}?${without(keys)}`.replace(/\?$/, '');

  return { params, typed, type, q, sort, sorts, set, apply, remove, reset, hrefWith, hrefWithout };
}
