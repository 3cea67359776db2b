// /admin and below: moderators see the pages; everyone else the ordinary 404, as the API
// answers them too, so the area does not admit it exists.
import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { NotFoundPage } from './not-found-page';

export function ModeratorsOnly() {
  const { user, isLoading } = useSession();
  if (isLoading) return <div className="min-h-[50vh]" aria-busy="true" />;
  return user?.isModerator ? <Outlet /> : <NotFoundPage />;
}
