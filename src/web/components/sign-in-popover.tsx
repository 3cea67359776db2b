// The sign-in dialog the server draws (decision 208): signed out, 'Login' and 'Post & Add' open it as
// a native popover before the app has come and with JavaScript off, and 'Continue with Google' is a
// link to the sign-in route, back to this page. Once the app runs, those buttons open the app's own
// login modal instead (their click is the app's, which cancels the popover's), and this stays closed.
// Only the server draws it, after the app's root (entry-server.tsx): React never hydrates it, so it
// costs the app's first load nothing.
import { loginUrl } from '../lib/session';
import { useTranslation } from '../lib/translation';
import { ServerDialog } from './ui/server-dialog';

/**
 * The popovers' ids: 'Login' opens 'sign-in' (back to this page), 'Post & Add' 'sign-in-to-post' (back
 * home, as its modal does). The buttons name them as literals, which keeps the frame's code smaller.
 */
export const SIGN_IN_POPOVERS = [
  { id: 'sign-in', home: false },
  { id: 'sign-in-to-post', home: true },
] as const;

export function SignInPopover({ id, returnTo }: { id: string; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <ServerDialog id={id} title={t('login.title')}>
      <p className="mt-1 text-sm text-muted">{t('login.description')}</p>
      <a
        href={loginUrl(returnTo)}
        className="mt-5 flex min-h-12 items-center justify-center rounded-xl border border-line bg-white px-4 font-semibold text-ink shadow-sm hover:border-brand-600 hover:bg-brand-50"
      >
        {t('login.google')}
      </a>
      <p className="mt-5 text-center text-xs leading-relaxed text-muted">{t('login.privacy')}</p>
    </ServerDialog>
  );
}
