// Whether the filters show: beside the list on a wide screen, in a sheet on a phone. The visitor's
// choice wins; unset, it is the screen's default.
import { useCallback, useState } from 'react';
import { useMediaQuery } from './use-media-query';

/** Wide enough for the filters beside the list (Tailwind's `lg`). */
export const WIDE = '(min-width: 1024px)';

export function useFilterPanel() {
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
