import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SEARCH_BAR_PATHS } from '../../../domain/categories';
import { TopBar } from './top-bar';
import { scrollKey } from './scroll-key';
import { useScrollStorageKey } from '../../lib/scroll-positions';
import { Footer } from './footer';
import { SearchBar } from '../../components/search-bar';
import { LazyLoginModal } from '../../components/lazy-dialogs';
import { AuthEvents } from '../../components/auth-events';
import { OfflineBar } from '../../components/offline-bar';
import { useTranslation } from '../../lib/translation';
import { ListLinkProvider } from '../../components/list-link';
import { HydrationBoundary } from '../../lib/hydration-boundary';
import { SuspendedNotice } from './suspended-notice';

/**
 * The common layout of every route except posting and editing (docs/product.md §2). On a drawn page
 * hydrateRoot's first pass renders only this frame and the providers above it: every part below is a
 * HydrationBoundary, the page itself too, hydrated afterwards in slices, or at once when tapped, so the
 * first pass stays under 50 ms of a slow phone's main thread (decision 214).
 */
export function Layout() {
  const { t } = useTranslation();
  const scrollStorage = useScrollStorageKey();
  const { pathname } = useLocation();
  const showSearch = SEARCH_BAR_PATHS.includes(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3"
      >
        {t('layout.skip')}
      </a>
      <HydrationBoundary>
        <TopBar />
      </HydrationBoundary>
      <HydrationBoundary>
        <OfflineBar />
        <SuspendedNotice />
      </HydrationBoundary>
      {showSearch && (
        <HydrationBoundary>
          <div className="border-b border-line bg-white">
            <div className="mx-auto max-w-7xl px-4 py-3">
              <SearchBar />
            </div>
          </div>
        </HydrationBoundary>
      )}
      <main id="main" className="flex-1">
        <ListLinkProvider>
          <HydrationBoundary>
            <Outlet />
          </HydrationBoundary>
        </ListLinkProvider>
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <HydrationBoundary>
        <LazyLoginModal />
        <AuthEvents />
      </HydrationBoundary>
      <ScrollRestoration key={scrollStorage} storageKey={scrollStorage} getKey={scrollKey} />
    </div>
  );
}
