// Guards a page for signed-in people: signed out, it opens the login modal and,
// after sign-in, the person comes back to this same page (returnTo is the current path and query).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loginUrl, useLoginPrompt, useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';
import { LockIcon } from './ui/icons/lock';
import { LoadError } from './ui/load-error';

export function RequireSignIn({ children, reason }: { children: ReactNode; reason?: string }) {
  const { t } = useTranslation();
  const { user, isLoading, unreachable } = useSession();
  const { open } = useLoginPrompt();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Someone who signs out here is on their way home (useAfterSignOut): no login sheet for them.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
  }, [user]);
  // Once per page (and again if the person moves to another guarded page while signed out).
  useEffect(() => {
    if (!isLoading && !user && !wasSignedIn.current) open({ returnTo: here });
  }, [isLoading, user, open, here]);
  // No answer about who is signed in (offline, on a page not kept for offline): say so, rather than a
  // blank page that waits for a connection without a word. The session is asked again once online.
  if (unreachable)
    return (
      <LoadError
        title={t('routeError.heading')}
        message={t('routeError.text')}
        onRetry={() => window.location.reload()}
      />
    );
  if (isLoading) return <div className="mx-auto min-h-[50vh] max-w-3xl px-4 py-16" aria-busy="true" />;
  if (!user) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          <LockIcon size={28} />
        </div>
        <h1 className="mt-4 text-xl font-bold">{reason ?? t('guard.reason')}</h1>
        <p className="mt-2 text-muted">{t('guard.text')}</p>
        {/* A link, so the server-drawn page signs in even before (or without) JavaScript; with it, the
            login modal opens instead. */}
        <a
          href={loginUrl(here)}
          onClick={(event) => {
            event.preventDefault();
            open({ returnTo: here });
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('guard.signIn')}
        </a>
      </section>
    );
  }
  return <>{children}</>;
}
