// What the phone's menu holds (docs/product.md §2): every category, once (the top bar's five
// sections are categories too, under other names, so they are not listed again) and, signed in,
// My Ads, Settings and Logout. The menu itself is a native popover in the top bar (phone-menu.tsx,
// decision 178); this is its content and what the menu does while open, a chunk of its own. Links
// replace the history entry the menu added, so Back from the new page returns to the page the menu was
// opened on.
import { useEffect, type ReactNode, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { CATEGORIES } from '../../../domain/categories';
import { accountLinksFor } from '../../components/account-links';
import { useSession, useSignOut } from '../../lib/session';
import { popoverOpen, popoversSupported } from '../../lib/popover';
import { useCloseOnBack } from '../../lib/use-close-on-back';
import { useModalOn } from '../../lib/use-modal';
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

// Its props never change, and phone-menu.tsx's MenuContent keeps it from being drawn again before it
// has hydrated: a tap held on it meanwhile (public/boot.js) would be lost.
export function MobileMenu({ onClose, menuId }: { onClose: () => void; menuId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const heading = 'mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <span className="text-lg font-extrabold text-brand-700">B/S</span>
        <button
          type="button"
          // Closes as plain HTML too, before this part has hydrated.
          popoverTarget={menuId}
          popoverTargetAction="hide"
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
        <LanguageSwitch className="mt-3 flex w-full justify-center" />
        <p className={heading}>{t('drawer.allCategories')}</p>
        <LinkList links={CATEGORY_LINKS} />
      </nav>
    </>
  );
}

/** What the menu does while it is open: its history entry, the page under it inert, focus in. */
export function WhileOpen({ onClose, layer }: { onClose: () => void; layer: RefObject<HTMLElement | null> }) {
  useModalOn(layer);
  // Opening added a history entry: Back pops it and closes the menu; closing otherwise goes back over it.
  const back = useCloseOnBack(true, onClose);
  useEffect(() => {
    const element = layer.current;
    element?.addEventListener('click', back.onClickCapture, true);
    return () => element?.removeEventListener('click', back.onClickCapture, true);
  }, [layer, back.onClickCapture]);
  // Focus comes in once the menu shows: the app hears of a popover just before it opens.
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    const focusFirst = () => element.querySelector<HTMLElement>('button, a')?.focus();
    if (!popoversSupported() || popoverOpen(element)) return void focusFirst();
    element.addEventListener('toggle', focusFirst, { once: true });
    return () => element.removeEventListener('toggle', focusFirst);
  }, [layer]);
  // The popover closes on Escape itself; a browser without popovers needs this.
  useEffect(() => {
    if (popoversSupported()) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return null;
}
