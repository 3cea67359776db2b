// Whether the filters show: beside the list on a wide screen, in a sheet on a phone. The visitor's
// choice wins; unset, it is the screen's default.
import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from './use-media-query';

/** Wide enough for the filters beside the list (Tailwind's `lg`). */
export const WIDE = '(min-width: 1024px)';

/**
 * The server's 'Filters' popover (filters-popover.tsx, decision 216) leaves the document once the page
 * has hydrated: from then on 'Show Filters' opens the app's sheet, the popover would hold the filters of
 * the page first drawn after the app has moved on, and its fields would stand beside the app's panel
 * under the same labels. Opened before the app, it stays until it is closed or sent. It goes in this
 * hook's effect, so before the first render that knows the screen's width draws the panel.
 */
function useDrawnPopoverGone() {
  useEffect(() => {
    const drawn = document.getElementById('listing-filters-popover');
    if (!drawn) return;
    // Shown (opened before the app; or a browser without popovers, which shows it always), it goes
    // when it closes.
    if (!drawn.getClientRects().length) return drawn.remove();
    drawn.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState === 'closed') drawn.remove();
    });
  }, []);
}

export function useFilterPanel() {
  useDrawnPopoverGone();
  const wide = useMediaQuery(WIDE);
  // Unset means "the default for this screen": open beside the list on desktop, closed on phones.
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const open = choice ?? wide;
  return {
    wide,
    open,
    /** The sheet a phone shows the filters in. */
    sheetOpen: open && !wide,
    // Until the browser has said how wide it is (the server's page, and hydration), a wide screen
    // keeps the panel's column, with a placeholder in its shape, so the list does not jump right under
    // a finger when the panel comes (decision 174). Phones never show the column.
    undecided: choice === undefined && !wide,
    // The screen as it is now: a tap held from before the app ran arrives while the first render still
    // assumes a phone.
    toggle: () => setChoice(!(choice ?? window.matchMedia(WIDE).matches)),
    close: useCallback(() => setChoice(false), []),
    /** Back to the screen's default. */
    reset: () => setChoice(undefined),
  };
}

export type FilterPanelState = ReturnType<typeof useFilterPanel>;
