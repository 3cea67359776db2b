// Home (docs/product.md §2 "Home page"): search with a location, the banner, the 14 categories, a row of the
// newest ads per category, and the advertise banner. The search and location live in the URL.
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHomeRows } from './api/use-home-rows';
import { AdvertiseBanner } from './components/advertise-banner';
import { Banner } from './components/banner';
import { CategoryGrid } from './components/category-grid';
import { CategoryRows } from './components/category-rows';
import { HomeSearch } from './components/home-search';
import { RecentlyViewed } from './components/recently-viewed';
import { SearchResults } from './components/search-results';
import { Splash } from './components/splash';
import { useTranslation } from '../../lib/translation';
import { HydrationBoundary } from '../../lib/hydration-boundary';

export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const location = params.get('location')?.trim() ?? '';
  const exact = params.get('exact') === '1';
  const rows = useHomeRows(location);
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));

  const setSearch = (nextQ: string, nextLocation: string) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextLocation) next.set('location', nextLocation);
    setParams(next, { preventScrollReset: true });
  };

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
              onLocation={(l) => setSearch(q, l)}
            />
          </HydrationBoundary>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        {q && (
          <SearchResults
            q={q}
            location={location}
            exact={exact}
            onClear={() => setSearch('', location)}
            onAllPakistan={() => setSearch(q, '')}
          />
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
