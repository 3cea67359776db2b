// The phone's Back button closes what is open on top of the page (menu, sheet, dialog, photo viewer)
// instead of leaving the page. Opening pushes one history entry with the same URL and the
// router's own state plus a marker; Back pops it and we close. Closing any other way (×, Escape, a
// backdrop tap) goes back over that entry, so the history is as it was. A click on a link inside (or
// on a control marked `data-navigates`) leaves the entry alone: going back then would race the
// navigation. Such links navigate with `replace`, so the new page takes the entry's place and Back
// from it returns to the page the overlay was opened on. A link marked `data-in-place` (the language
// switch, decision 217) is no navigation once the app runs: its click acts where it is.
import { useEffect, useRef } from 'react';

const MARKER = '__bsOverlay';
let counter = 0;

const markerOf = (state: unknown) =>
  state && typeof state === 'object' ? (state as Record<string, unknown>)[MARKER] : undefined;

export function useCloseOnBack(
  open: boolean,
  onClose: () => void,
): { onClickCapture: (event: { target: EventTarget | null }) => void } {
  const close = useRef(onClose);
  const navigating = useRef(false);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    counter += 1;
    const token = `${Date.now()}-${counter}`;
    navigating.current = false;
    const state: unknown = window.history.state;
    window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [MARKER]: token }, '');
    let popped = false;
    const onPop = () => {
      // Back from a dialog opened on top of this one lands on our own entry: stay open.
      if (markerOf(window.history.state) === token) return;
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && !navigating.current && markerOf(window.history.state) === token) window.history.back();
    };
  }, [open]);

  return {
    onClickCapture: (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a[href]:not([data-in-place]), [data-navigates]')) navigating.current = true;
    },
  };
}
