// A horizontal swipe over SWIPE_THRESHOLD_PX moves the gallery (docs/product.md §2 "Ad detail"). Pointer events
// cover touch, pen and a mouse drag alike; the element needs `touch-action: pan-y` so the browser
// leaves horizontal moves to us and still scrolls the page vertically. On Urdu (right-to-left)
// pages the directions mirror.
import { useRef, type PointerEvent } from 'react';
import { DRAG_SLOP_PX, SWIPE_THRESHOLD_PX } from '../../../../domain/limits';

/** What boot.js needs to read a swipe made before the app runs as a tap on an arrow (decision 168). */
export const swipeMarks = { 'data-bs-swipe': `${DRAG_SLOP_PX} ${SWIPE_THRESHOLD_PX}` };

export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  /** Set after a drag (a swipe or a short one), so the click that ends it does not also open the viewer. */
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        start.current = { x: e.clientX, y: e.clientY };
        swiped.current = false;
      },
      onPointerUp: (e: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = e.clientX - from.x;
        swiped.current = Math.abs(dx) > DRAG_SLOP_PX;
        if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
        // Right to left the photos run leftwards: a swipe to the right brings the next one.
        const forward = document.documentElement.dir === 'rtl' ? dx > 0 : dx < 0;
        if (forward) onNext();
        else onPrevious();
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    wasSwipe: () => swiped.current,
  };
}
