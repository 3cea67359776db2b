// The login modal and the category chooser, fetched when first opened (decision 137): with the dialog
// they share, ~2 kB gzipped that no first paint needs (the phone menu's content is a chunk of its own
// too, drawn by the server: decision 178). Each is asked for once the page is idle, so a
// first tap finds it; a tap before that shows a spinner until it arrives. Once opened, a dialog stays
// mounted, so closing it behaves as before (focus goes back, the history entry is left).
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useLoginPromptState } from '../lib/session';
import { Spinner } from './ui/spinner';
import type { CategoryChooser as Chooser } from './category-chooser';

const loadLogin = () => import('./login-modal');
const loadChooser = () => import('./category-chooser');
const LoginModal = lazy(() => loadLogin().then((m) => ({ default: m.LoginModal })));
const CategoryChooser = lazy(() => loadChooser().then((m) => ({ default: m.CategoryChooser })));

/** Fetches a part's chunk once the page is idle, so a first tap finds it there. */
function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void load().catch(() => undefined), 2000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => void load().catch(() => undefined), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, [load]);
}

/** True from the first time `open` is true: the dialog is mounted from then on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** What shows while a part that was asked for is still on its way. */
function Opening() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/30">
      <Spinner className="h-8 w-8 text-white" />
    </div>
  );
}

export function LazyLoginModal() {
  const { isOpen } = useLoginPromptState();
  usePrefetchWhenIdle(loadLogin);
  if (!useOpenedOnce(isOpen)) return null;
  return (
    <Suspense fallback={<Opening />}>
      <LoginModal />
    </Suspense>
  );
}

export function LazyCategoryChooser(props: ComponentProps<typeof Chooser>) {
  usePrefetchWhenIdle(loadChooser);
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<Opening />}>
      <CategoryChooser {...props} />
    </Suspense>
  );
}
