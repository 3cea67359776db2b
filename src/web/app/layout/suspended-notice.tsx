// What a suspended person is shown in the layouts (decision 189): the banner on every page, and the way
// out of the post and edit forms. Components of their own, so only they follow the session: the
// layout itself must not draw again when /api/me answers while its server-drawn parts hydrate.
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PAGE_PATHS } from '../../../domain/categories';
import { useSession } from '../../lib/session';

const SuspendedBanner = lazy(() => import('./suspended-banner'));

/** The banner, on every page but /suspended itself. */
export function SuspendedNotice() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user?.suspended || pathname === PAGE_PATHS.suspended) return null;
  return (
    <Suspense>
      <SuspendedBanner />
    </Suspense>
  );
}

/** A suspended person cannot post or edit: they are told why instead of filling a form in vain. */
export function LeaveIfSuspended() {
  const { user } = useSession();
  return user?.suspended ? <Navigate to={PAGE_PATHS.suspended} replace /> : null;
}
