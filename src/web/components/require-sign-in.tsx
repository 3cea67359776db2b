// Guards a page for signed-in people (issue 3, "Guards"): signed out, it opens the login modal and,
// after sign-in, the person comes back to this same page.
import { useEffect, type ReactNode } from 'react';
import { useLoginPrompt, useSession } from '../lib/session';

export function RequireSignIn({
  children,
  reason = 'Sign in to continue',
}: {
  children: ReactNode;
  reason?: string;
}) {
  const { user, isLoading } = useSession();
  const login = useLoginPrompt();
  const { open } = login;
  useEffect(() => {
    if (!isLoading && !user) open();
  }, [isLoading, user, open]);
  if (isLoading) return <div className="mx-auto max-w-3xl px-4 py-16" aria-busy="true" />;
  if (!user) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-xl font-bold">{reason}</h1>
        <p className="mt-2 text-muted">You need to be signed in to see this page.</p>
        <button
          type="button"
          onClick={() => open()}
          className="mt-6 min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white"
        >
          Sign In
        </button>
      </section>
    );
  }
  return <>{children}</>;
}
