import { Link, Outlet, ScrollRestoration } from 'react-router';
import { LeaveIfSuspended } from './suspended-notice';
import { Logo } from './logo';
import { scrollKey } from './scroll-key';
import { useScrollStorageKey } from '../../lib/scroll-positions';
import { LazyLoginModal } from '../../components/lazy-dialogs';
import { AuthEvents } from '../../components/auth-events';
import { OfflineBar } from '../../components/offline-bar';
import { useTranslation } from '../../lib/translation';

/** Posting and editing sit outside the common layout (docs/product.md §2): a quiet header, no distractions. */
export function PostLayout() {
  const { t } = useTranslation();
  const scrollStorage = useScrollStorageKey();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <Logo />
          <Link
            to="/"
            className="-me-3 inline-flex min-h-11 items-center px-3 text-sm font-medium text-muted hover:text-ink"
          >
            {t('post.cancel')}
          </Link>
        </div>
      </header>
      <OfflineBar />
      <main id="main" className="flex-1">
        <LeaveIfSuspended />
        <Outlet />
      </main>
      <LazyLoginModal />
      <AuthEvents />
      <ScrollRestoration key={scrollStorage} storageKey={scrollStorage} getKey={scrollKey} />
    </div>
  );
}
