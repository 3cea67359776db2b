// Home (docs/product.md §2 "Home page"): search with a location, the banner, the 14 categories, a row of the
// newest ads per category, and the advertise banner. The search and location live in the URL.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { HomeSearchParams } from '../../../domain/search/search-targets';
import { useHomeRows } from './api/use-home-rows';
import {
  homeSearchOf,
  homeSearchQuery,
  isSearching,
  type HomeSearch as HomeSearchState,
} from './api/use-search';
import { AdvertiseBanner } from './components/advertise-banner';
import { Banner } from './components/banner';
import { CategoryGrid } from './components/category-grid';
import { CategoryRows } from './components/category-rows';
import { HomeSearch } from './components/home-search';
import { RecentlyViewed } from './components/recently-viewed';
import { Splash } from './components/splash';
import { useTranslation } from '../../lib/translation';
import { HydrationBoundary } from '../../lib/hydration-boundary';

// The results, with their pages and chips, load with a search: home's first load without one is
// within its JavaScript budget (decision 122). A search's server-drawn results are hydrated when
// their chunk has come (HydrationBoundary), the rest of the page before them.
const SearchResults = lazy(() =>
  import('./components/search-results').then((m) => ({ default: m.SearchResults })),
);

export function Component() {
  const [params, setParams] = useSearchParams();
  const search = homeSearchOf(params);
  const { q, location } = search;
  const rows = useHomeRows(location);
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));

  // A new search starts on its first page, as typed (no 'exact').
  const setSearch = (next: HomeSearchParams | Partial<HomeSearchState>) =>
    setParams(new URLSearchParams(homeSearchQuery(next)), { preventScrollReset: true });

  return (
    <>
      {rows.isPending && <Splash />}
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-6 sm:pt-8 sm:pb-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('home.heading')}</h1>
          <p className="mt-1 mb-4 text-muted">{t('home.subheading')}</p>
          <HydrationBoundary>
            <HomeSearch
              key={q}
              q={q}
              location={location}
              onSearch={setSearch}
              onLocation={(l) => setSearch({ ...search, location: l, page: 1 })}
            />
          </HydrationBoundary>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        {isSearching(search) && (
          <HydrationBoundary>
            <SearchResults
              search={search}
              onChange={(next) => setSearch({ ...search, ...next })}
              onClear={() => setSearch({ location })}
            />
          </HydrationBoundary>
        )}
        <HydrationBoundary>
          <Banner />
        </HydrationBoundary>
        <HydrationBoundary>
          <CategoryGrid />
        </HydrationBoundary>
        <RecentlyViewed />
        {rows.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{t('home.rowsError')}</p>
            <button
              type="button"
              onClick={() => rows.refetch()}
              className="mt-2 min-h-11 font-semibold underline"
            >
              {t('home.retry')}
            </button>
          </div>
        ) : (
          <div aria-busy={rows.isPlaceholderData} className={rows.isPlaceholderData ? 'opacity-60' : ''}>
            <CategoryRows rows={rows.data?.rows} location={location} />
          </div>
        )}
        <HydrationBoundary>
          <AdvertiseBanner />
        </HydrationBoundary>
      </div>
    </>
  );
}
