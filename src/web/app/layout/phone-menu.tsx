// The phone's menu is a native popover (decision 178): ☰ opens it, and ×, Escape and a tap beside it
// close it, as plain HTML from the first paint, before the app has come; the server draws its content
// (mobile-menu.tsx). That content's code is a chunk of its own (decision 137), asked for as the page
// hydrates; until it has come, the server's drawing stays and its links work as links. Once the app
// runs, it follows the popover, and while the menu is open (WhileOpen, mobile-menu.tsx) adds its
// history entry (Back closes it), makes the page under it inert, moves focus in and closes the menu
// when a link inside has navigated.
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { popoverOpen, popoversSupported } from '../../lib/popover';
import { useTranslation } from '../../lib/translation';
import type { WhileOpen as WhileOpenType } from './mobile-menu';

export const MENU_ID = 'phone-menu';
const loadMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

export type PhoneMenuState = ReturnType<typeof usePhoneMenu>;

export function usePhoneMenu() {
  const layer = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const shown = useRef(false);
  const show = useCallback((next: boolean) => {
    shown.current = next;
    setOpen(next);
  }, []);
  useEffect(() => {
    const element = layer.current;
    if (!element || !popoversSupported()) return;
    // Opened before the app came: the app takes it from there (its history entry, the page inert).
    show(popoverOpen(element));
    // 'beforetoggle' comes inside showPopover() and hidePopover(), so the history entry is added or
    // gone back over before the tap's task ends, as with any other control: a Back right after ☰
    // closes the menu rather than leaving the page. What the app closed itself it already knows.
    const follow = (event: Event) => {
      const next = (event as ToggleEvent).newState === 'open';
      if (next === shown.current) return;
      shown.current = next;
      flushSync(() => setOpen(next));
    };
    element.addEventListener('beforetoggle', follow);
    return () => element.removeEventListener('beforetoggle', follow);
  }, [show]);
  const close = useCallback(() => {
    show(false);
    const element = layer.current;
    if (element && popoverOpen(element)) element.hidePopover();
  }, [show]);
  // A link inside took us to another page (or the same page again): the menu has done its job.
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (!open) openedAt.current = key;
    else if (key !== openedAt.current) close();
  }, [open, key, close]);
  const openWithoutPopover = useCallback(() => {
    if (!popoversSupported()) show(true);
  }, [show]);
  return { layer, open, close, openWithoutPopover };
}

/** The menu itself, in the top bar: a popover in the top layer, on the start side, over a dimmed page. */
export function PhoneMenu({ menu }: { menu: PhoneMenuState }) {
  const { t } = useTranslation();
  // What the menu does while open travels with its content, off the first load. Not React.lazy: once
  // here it must mount in the same commit as the menu opens, not a tick later.
  const [WhileOpen, setWhileOpen] = useState<typeof WhileOpenType>();
  useEffect(() => {
    let live = true;
    void loadMenu().then((m) => live && setWhileOpen(() => m.WhileOpen));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <div
        id={MENU_ID}
        ref={menu.layer}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={t('drawer.menu')}
        data-open={menu.open || undefined}
        className="fixed inset-y-0 start-0 end-auto m-0 h-dvh w-80 max-w-[85vw] overflow-y-auto overscroll-contain border-0 bg-white p-4 text-ink shadow-xl backdrop:bg-black/40 lg:hidden"
      >
        <MenuContent onClose={menu.close} />
      </div>
      {menu.open && WhileOpen && <WhileOpen onClose={menu.close} layer={menu.layer} />}
    </>
  );
}

// The content as the server drew it stays until its chunk has come, and only if nothing above it
// draws it again meanwhile: a server-drawn part that gets new props (even equal ones, in a new object)
// before its code has come is thrown away and drawn from nothing, and a tap public/boot.js was holding
// on it is lost. The menu opening, or its WhileOpen arriving, re-renders PhoneMenu; memo stops there.
const MenuContent = memo(function MenuContent({ onClose }: { onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <div className="grid h-full place-items-center text-brand-700">
          <Spinner className="h-8 w-8" />
        </div>
      }
    >
      <MobileMenu onClose={onClose} menuId={MENU_ID} />
    </Suspense>
  );
});
