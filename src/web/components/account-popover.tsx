// The signed-in person's menu as the server draws it (decision 213): the avatar opens it as a native
// popover before the app has come and with JavaScript off; its pages are plain links and 'Logout' a
// form that posts to the logout route's form twin (behind the same origin check) and comes home.
// Once the app runs, the avatar opens the app's own menu (account-menu.tsx, with its APG keys) and
// cancels this one. Only the server draws it, after the app's root (entry-server.tsx): React never
// hydrates it, so the app's first load pays nothing for it. The page carries only what the top bar
// draws of the person (decision 144), so it shows their name, not their email, and no moderation link.
import type { SessionUser } from '../../domain/api';
import { accountLinksFor } from './account-links';
import { Avatar } from './account-menu';
import { useTranslation } from '../lib/translation';

export function AccountPopover({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const label = user.name ?? t('topBar.myAccount');
  const itemClass =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium text-ink hover:bg-canvas focus-visible:bg-canvas';
  return (
    // A phone's panel spans the screen under the bar, a wider screen's hangs from the bar's end, as the
    // app's menu does.
    <nav
      id="account-menu"
      popover="auto"
      aria-label={label}
      className="fixed inset-x-3 top-[4.25rem] bottom-auto m-0 rounded-xl border border-line bg-white p-2 text-ink shadow-xl sm:start-auto sm:end-3 sm:w-64"
    >
      <div className="flex items-center gap-3 border-b border-line px-2 pt-1 pb-3">
        <Avatar user={user} size={40} />
        <p className="min-w-0 truncate font-semibold">{label}</p>
      </div>
      <ul className="pt-2">
        {accountLinksFor(user).map((link) => (
          <li key={link.path}>
            <a href={link.path} className={itemClass}>
              <link.icon size={18} className="shrink-0 text-brand-700" />
              {t(link.labelKey)}
            </a>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <form method="post" action="/auth/logout/form">
            <button type="submit" className={itemClass}>
              <span aria-hidden="true" className="w-[18px] shrink-0 text-center">
                ↩︎
              </span>
              {t('topBar.logout')}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
