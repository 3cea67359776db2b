import { lazy } from 'react';
import { NavLink } from 'react-router';
import { NAV_LINKS } from '../../../domain/categories';
import { Logo } from './logo';
import { MENU_ID, PhoneMenu, usePhoneMenu } from './phone-menu';
import { AccountMenu } from '../../components/account-menu';
import { PostAdButton } from '../../components/post-ad-button';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../../components/language-switch';
import { useSession } from '../../lib/session';
import { HydrationBoundary } from '../../lib/hydration-boundary';

const SignedInLinks = lazy(() => import('./signed-in-links'));

/**
 * The chat link and the bell, fetched only for a signed-in person (decision 214). A component of its
 * own, so only it follows the session, and a boundary of its own, so the rest of the bar hydrates
 * while its chunk is on the way.
 */
function SignedInOnly() {
  const { user } = useSession();
  return user ? (
    <HydrationBoundary>
      <SignedInLinks />
    </HydrationBoundary>
  ) : null;
}

/** Sticky top bar (docs/product.md §2 "Layout"): logo, five links, Login or the profile menu, 'Post & Add'. */
export function TopBar() {
  const { t } = useTranslation();
  const menu = usePhoneMenu();
  // Opaque, without a backdrop filter: a filter makes the bar the containing block of anything
  // `fixed` inside it (the account menu on phones), pinning it into the bar's 64 px.
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          className="-ms-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg lg:hidden"
          aria-label={t('topBar.openMenu')}
          aria-expanded={menu.open}
          popoverTarget={MENU_ID}
          popoverTargetAction="show"
          onClick={menu.openWithoutPopover}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Logo />
        <nav aria-label={t('topBar.mainNav')} className="ms-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={link.path}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-canvas'}`
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <SignedInOnly />
          <AccountMenu />
          <PostAdButton />
        </div>
      </div>
      <PhoneMenu menu={menu} />
    </header>
  );
}
