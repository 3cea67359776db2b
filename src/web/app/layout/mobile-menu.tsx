// The slide-in menu on phones (docs/product.md §2): every category, once (the top bar's five
// sections are categories too, under other names, so they are not listed again) and, signed in,
// My Ads, Settings and Logout. It is portalled to <body>: inside the top bar, the bar's backdrop filter made
// the bar its containing block and squeezed the drawer into 64 px. It closes on a link, ×,
// Escape, a tap beside it and the phone's Back; links replace the history entry the drawer added, so
// Back from the new page returns to the page the drawer was opened on.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { CATEGORIES } from '../../../domain/categories';
import { accountLinksFor } from '../../components/account-links';
import { useSession, useSignOut } from '../../lib/session';
import { useCloseOnBack } from '../../lib/use-close-on-back';
import { useModal } from '../../lib/use-modal';
import { CategoryIcon } from '../../components/category-icon';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../../components/language-switch';

const linkClass = 'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-base hover:bg-canvas';
const CATEGORY_LINKS = CATEGORIES.map((c) => ({
  label: c.name,
  path: c.listingPath,
  icon: <CategoryIcon category={c.key} size={20} className="text-brand-700" />,
}));

/** Links whose labels are English domain texts (categories) or catalogue texts. */

/** Links that replace the drawer's history entry (see useCloseOnBack), with an optional icon. */
function LinkList({
  links,
  children,
}: {
  links: readonly { label: string; path: string; icon?: ReactNode }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink to={link.path} replace className={linkClass}>
            {link.icon && (
              <span aria-hidden="true" className="me-3 inline-flex align-[-4px]">
                {link.icon}
              </span>
            )}
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const back = useCloseOnBack(open, onClose);
  if (!open) return null;
  return createPortal(<Drawer onClose={onClose} onClickCapture={back.onClickCapture} />, document.body);
}

function Drawer({
  onClose,
  onClickCapture,
}: {
  onClose: () => void;
  onClickCapture: (event: MouseEvent) => void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const { user } = useSession();
  const signOut = useSignOut();
  const { key } = useLocation();
  const openedAt = useRef(key);
  // A link took us to another page (or the same page again): the drawer has done its job.
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
  const layer = useModal<HTMLDivElement>();
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const heading = 'mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <div ref={layer} className="fixed inset-0 z-50 lg:hidden" onClickCapture={onClickCapture}>
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('drawer.menu')}
        className="absolute inset-y-0 start-0 flex h-dvh w-80 max-w-[85vw] flex-col overflow-y-auto overscroll-contain bg-white p-4 shadow-xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <span className="text-lg font-extrabold text-brand-700">B/S</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('drawer.closeMenu')}
            className="grid h-11 w-11 place-items-center rounded-lg text-2xl"
          >
            ×
          </button>
        </div>
        <nav aria-label={t('drawer.mobileNav')}>
          {user && (
            <>
              <p className={heading}>{t('drawer.myAccount')}</p>
              <LinkList
                links={accountLinksFor(user).map((l) => ({
                  label: t(l.labelKey),
                  path: l.path,
                  icon: <l.icon size={20} className="text-brand-700" />,
                }))}
              >
                <li>
                  {/* It navigates (home, in the drawer's history entry): closing must not go back. */}
                  <button
                    type="button"
                    data-navigates
                    className={linkClass}
                    onClick={() => {
                      onClose();
                      void signOut();
                    }}
                  >
                    <span aria-hidden="true" className="me-3 inline-block w-5 text-center">
                      ↩︎
                    </span>
                    {t('topBar.logout')}
                  </button>
                </li>
              </LinkList>
            </>
          )}
          <LanguageSwitch className="mt-3 w-full justify-center" />
          <p className={heading}>{t('drawer.allCategories')}</p>
          <LinkList links={CATEGORY_LINKS} />
        </nav>
      </div>
    </div>
  );
}
