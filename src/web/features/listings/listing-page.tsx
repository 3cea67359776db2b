// A category listing (docs/product.md §2 "Category listing pages"), one component for all 14: the route's handle
// says which. Everything the visitor chooses lives in the query string (hooks/use-listing-filters.ts);
// whether the filters show is hooks/use-filter-panel.ts.
import type { Category } from '../../../domain/categories';
import { defaultSort } from '../../../domain/fields/options';
import { CorrectedNotice } from '../../components/search/corrected-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFacets } from './api/use-facets';
import { useListing } from './api/use-listing';
import { ActiveFilters, activeFilters, useChipWords } from './components/active-filters';
import { FilterPanel, FilterPanelPlaceholder } from './components/filter-panel';
import { FilterSheet } from './components/filter-sheet';
import { FilterToggle } from './components/filter-toggle';
import { ListingResults } from './components/listing-results';
import { SaveSearchButton } from './components/save-search-button';
import { SortSelect } from './components/sort-select';
import { ApplyButton, KeptParams, NoScriptFilters } from './components/no-script-filters';
import { useFilterPanel } from './hooks/use-filter-panel';
import { useListingCategory } from './hooks/use-listing-category';
import { useListingFilters } from './hooks/use-listing-filters';
import { useSheetCount } from './hooks/use-sheet-count';
import { facetApiParams, listingApiParams } from './listing-params';
import { useTranslation } from '../../lib/translation';
import { HydrationBoundary } from '../../lib/hydration-boundary';
import { useFormat } from '../../lib/use-lang';

export function Component() {
  const category = useListingCategory();
  // A fresh page per category: the filter panel's state never leaks from one listing to another.
  return category ? <ListingPage key={category.key} category={category} /> : null;
}

function ListingPage({ category }: { category: Category }) {
  const { t } = useTranslation();
  const format = useFormat();
  const chipWords = useChipWords();
  const filters = useListingFilters(category);
  const { params, typed, q } = filters;
  const panel = useFilterPanel();

  const listingQuery = listingApiParams(category.key, params).toString();
  const listing = useListing(listingQuery);
  const count = useSheetCount(category.key, params, typed, listingQuery, panel.sheetOpen);
  const facets = useFacets(facetApiParams(category.key, params).toString());

  const location = params.get('location')?.trim();
  const heading =
    location && category.headingIn
      ? // The place in the page's language too: 'لاہور میں موبائل اشتہارات', not 'Lahore میں …'.
        t(category.headingIn('{{location}}'), { location: t(location) })
      : t(category.heading);
  useDocumentTitle(heading);

  const showResults = () => {
    if (filters.apply()) panel.close();
  };
  const reset = () => {
    panel.reset();
    filters.reset();
  };
  const total = listing.data?.total;
  const filterPanel = (
    <FilterPanel
      category={category.key}
      params={params}
      facets={facets.data?.facets}
      typed={typed}
      onChange={filters.set}
      onType={filters.type}
      onApply={filters.apply}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{heading}</h1>
        <HydrationBoundary>
          <div className="flex flex-wrap gap-2">
            <SaveSearchButton category={category.key} params={params} />
            <FilterToggle panel={panel} />
            {/* A link to the listing without filters, so it works before the app and without it
                (decision 213); once the app runs, its click resets in place. */}
            <a
              href={category.listingPath}
              onClick={(event) => {
                event.preventDefault();
                reset();
              }}
              className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('listing.resetFilters')}
            </a>
          </div>
        </HydrationBoundary>
      </div>

      {/* Right under the search box and heading: what the typed search became, each removable. */}
      <div className="mt-3">
        <HydrationBoundary>
          <ActiveFilters
            filters={activeFilters(category.key, params, chipWords)}
            onRemove={filters.remove}
            hrefWithout={filters.hrefWithout}
          />
        </HydrationBoundary>
      </div>

      <div
        className={`mt-4 gap-6 ${(panel.open && panel.wide) || panel.undecided ? 'lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]' : ''}`}
      >
        {panel.undecided && (
          <FilterPanelPlaceholder category={category.key}>
            <NoScriptFilters category={category.key} params={params} />
          </FilterPanelPlaceholder>
        )}
        {panel.open && panel.wide && (
          <aside
            id="listing-filters"
            aria-label={t('listing.filters')}
            className="self-start rounded-xl border border-line bg-white p-4 lg:sticky lg:top-20"
          >
            {filterPanel}
          </aside>
        )}
        {panel.sheetOpen && (
          <FilterSheet
            onClose={panel.close}
            onDone={showResults}
            doneLabel={count === undefined ? t('listing.showResults') : t('listing.showCount', { count })}
          >
            {filterPanel}
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
                value={filters.sort}
                sorts={filters.sorts}
                onChange={(s) => filters.set('sort', s === defaultSort(q) ? '' : s)}
                action={category.listingPath}
              >
                <noscript>
                  <KeptParams category={category.key} params={params} />
                  <ApplyButton />
                </noscript>
              </SortSelect>
            </HydrationBoundary>
          </div>
          {listing.data?.correctedText && (
            <div className="mb-2">
              <CorrectedNotice
                correctedText={listing.data.correctedText}
                typed={q}
                exactHref={filters.hrefWith('exact', '1')}
              />
            </div>
          )}
          <HydrationBoundary>
            <ListingResults
              category={category}
              listing={listing}
              hrefFor={(page) => filters.hrefWith('page', page > 1 ? String(page) : '')}
              allPakistanHref={params.get('location') ? filters.hrefWith('location', '') : undefined}
            />
          </HydrationBoundary>
        </div>
      </div>
    </div>
  );
}
