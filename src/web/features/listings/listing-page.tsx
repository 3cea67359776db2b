// A category listing (docs/product.md §2 "Category listing pages"), one component for all 14: the route's handle
// says which. Everything the visitor chooses lives in the query string.
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Category } from '../../../domain/categories';
import { defaultSort, SORTS, SORTS_WITHOUT_Q, type Sort } from '../../../domain/fields/options';
import { CorrectedNotice } from '../../components/search/corrected-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFacets } from './api/use-facets';
import { useListing } from './api/use-listing';
import { ActiveFilters, activeFilters, useChipWords } from './components/active-filters';
import { FilterPanel, FilterPanelPlaceholder } from './components/filter-panel';
import { FilterSheet } from './components/filter-sheet';
import { ListingResults } from './components/listing-results';
import { SaveSearchButton } from './components/save-search-button';
import { SortSelect } from './components/sort-select';
import { useListingCategory } from './hooks/use-listing-category';
import { useMediaQuery } from './hooks/use-media-query';
import {
  facetApiParams,
  listingApiParams,
  TYPED_PARAMS,
  withParam,
  withTyped,
  type TypedFilters,
  type TypedParam,
} from './listing-params';
import { useDebouncedValue } from '../../components/search/use-debounced-value';
import { useTranslation } from '../../lib/translation';
import { HydrationBoundary } from '../../lib/hydration-boundary';
import { useFormat } from '../../lib/use-lang';

export function Component() {
  const category = useListingCategory();
  // A fresh page per category: the filter panel's state never leaks from one listing to another.
  return category ? <ListingPage key={category.key} category={category} /> : null;
}

/** Wide enough for the filters beside the list (Tailwind's `lg`). */
const WIDE = '(min-width: 1024px)';

function ListingPage({ category }: { category: Category }) {
  const { t } = useTranslation();
  const format = useFormat();
  const chipWords = useChipWords();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE);
  // Unset means "the default for this screen": open beside the list on desktop, closed on phones.
  const [panelChoice, setPanelChoice] = useState<boolean | undefined>(undefined);
  const panelOpen = panelChoice ?? wide;
  // Until the browser has said how wide it is (the server's page, and hydration), a wide screen keeps
  // the panel's column, with a placeholder in its shape, so the list does not jump right under a
  // finger when the panel comes (decision 174). Phones never show the column.
  const undecided = panelChoice === undefined && !wide;
  const closeSheet = useCallback(() => setPanelChoice(false), []);

  // What was typed in the price and area boxes, each with the query string's value it was typed over:
  // a box shows the query string again once that value changes (applied, back button, reset).
  const [drafts, setDrafts] = useState<Partial<Record<TypedParam, { text: string; over: string }>>>({});
  const typed: TypedFilters = {};
  for (const key of TYPED_PARAMS) {
    const draft = drafts[key];
    if (draft && draft.over === (params.get(key) ?? '')) typed[key] = draft.text;
  }
  const type = (key: TypedParam, text: string) =>
    setDrafts((d) => ({ ...d, [key]: { text, over: params.get(key) ?? '' } }));
  const forget = (keys: readonly string[]) =>
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k))));

  const listingQuery = listingApiParams(category.key, params).toString();
  const listing = useListing(listingQuery);
  // The sheet's 'Show N' counts the list its tap will show, typed boxes included (decision 152): the
  // same query as that list's, so once applied the list is the one counted, from the cache.
  const typedQuery = listingApiParams(category.key, withTyped(category.key, params, typed).params).toString();
  const countQuery = useDebouncedValue(typedQuery, 400);
  const sheetOpen = panelOpen && !wide;
  const counted = useListing(sheetOpen ? countQuery : listingQuery);
  const facets = useFacets(facetApiParams(category.key, params).toString());

  const location = params.get('location')?.trim();
  const heading =
    location && category.headingIn
      ? t(category.headingIn('{{location}}'), { location })
      : t(category.heading);
  useDocumentTitle(heading);

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
  const apply = (keys: readonly TypedParam[]) => {
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
  const showResults = () => {
    if (apply(TYPED_PARAMS)) closeSheet();
  };
  const remove = (keys: string[]) => {
    forget(keys);
    update(keys.reduce((p, k) => withParam(category.key, p, k, ''), params));
  };
  const reset = () => {
    setPanelChoice(undefined);
    setDrafts({});
    navigate(category.listingPath, { flushSync: true });
  };

  const total = listing.data?.total;
  // Until the typed boxes' count has come, the button promises no number.
  const count =
    countQuery === typedQuery && !counted.isPlaceholderData && !counted.isError
      ? counted.data?.total
      : undefined;
  const panel = (
    <FilterPanel
      category={category.key}
      params={params}
      facets={facets.data?.facets}
      typed={typed}
      onChange={set}
      onType={type}
      onApply={apply}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{heading}</h1>
        <HydrationBoundary>
          <div className="flex flex-wrap gap-2">
            <SaveSearchButton category={category.key} params={params} />
            <button
              type="button"
              aria-expanded={panelOpen}
              aria-controls={wide ? 'listing-filters' : undefined}
              // The screen as it is now: a tap held from before the app ran arrives while the first
              // render still assumes a phone.
              onClick={() => setPanelChoice(!(panelChoice ?? window.matchMedia(WIDE).matches))}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600"
            >
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M3 5h18M6 12h12M10 19h4"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {undecided ? (
                // The label a wide screen will have, without waiting for the app to know the width.
                <>
                  <span className="lg:hidden">{t('listing.showFilters')}</span>
                  <span className="hidden lg:inline">{t('listing.hideFilters')}</span>
                </>
              ) : panelOpen ? (
                t('listing.hideFilters')
              ) : (
                t('listing.showFilters')
              )}
            </button>
            <button
              type="button"
              onClick={reset}
              className="min-h-11 rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('listing.resetFilters')}
            </button>
          </div>
        </HydrationBoundary>
      </div>

      {/* Right under the search box and heading: what the typed search became, each removable. */}
      <div className="mt-3">
        <HydrationBoundary>
          <ActiveFilters filters={activeFilters(category.key, params, chipWords)} onRemove={remove} />
        </HydrationBoundary>
      </div>

      <div
        className={`mt-4 gap-6 ${(panelOpen && wide) || undecided ? 'lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]' : ''}`}
      >
        {undecided && <FilterPanelPlaceholder category={category.key} />}
        {panelOpen && wide && (
          <aside
            id="listing-filters"
            aria-label={t('listing.filters')}
            className="self-start rounded-xl border border-line bg-white p-4 lg:sticky lg:top-20"
          >
            {panel}
          </aside>
        )}
        {sheetOpen && (
          <FilterSheet
            onClose={closeSheet}
            onDone={showResults}
            doneLabel={count === undefined ? t('listing.showResults') : t('listing.showCount', { count })}
          >
            {panel}
          </FilterSheet>
        )}
        <div className="min-w-0">
          {/* Keeps the heading outline h1 → h2 → h3 (card titles) for screen readers. */}
          <h2 className="sr-only">{t('listing.ads')}</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-muted">
              {total !== undefined && !listing.isError
                ? t('listing.found', {
                    count: `${format.number(total)}${listing.data?.totalIsCapped ? '+' : ''}`,
                  })
                : ''}
            </p>
            <HydrationBoundary>
              <SortSelect
                value={sort}
                sorts={sorts}
                onChange={(s) => set('sort', s === defaultSort(q) ? '' : s)}
              />
            </HydrationBoundary>
          </div>
          {listing.data?.correctedText && (
            <div className="mb-2">
              <CorrectedNotice
                correctedText={listing.data.correctedText}
                typed={q}
                exactHref={`?${withParam(category.key, params, 'exact', '1')}`}
              />
            </div>
          )}
          <HydrationBoundary>
            <ListingResults
              category={category}
              listing={listing}
              hrefFor={(page) => `?${withParam(category.key, params, 'page', page > 1 ? String(page) : '')}`}
              allPakistanHref={
                params.get('location') ? `?${withParam(category.key, params, 'location', '')}` : undefined
              }
            />
          </HydrationBoundary>
        </div>
      </div>
    </div>
  );
}
