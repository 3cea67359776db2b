// 'Show filters' / 'Hide filters' above a listing (listing-page.tsx). On a phone, before the app and
// without it, it opens the server's 'Filters' popover (filters-popover.tsx, decision 216): boot.js
// leaves a popover's button to the browser. Once the app runs its click cancels that and opens the
// app's sheet, or on a wide screen shows or hides the panel. On a wide screen the popover is not its
// answer: the filters stand beside the list, so boot.js holds a tap there before the app
// (data-bs-hold-media) and gives it to the app, and without JavaScript it is not drawn there (the
// filters are, decision 208). Its markup is the same in the server's render and hydration's.
import type { FilterPanelState } from '../hooks/use-filter-panel';
import { WIDE } from '../hooks/use-filter-panel';
import { useTranslation } from '../../../lib/translation';

export function FilterToggle({ panel }: { panel: FilterPanelState }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      // Undecided (the server's page and hydration), the browser says whether its popover is open.
      aria-expanded={panel.undecided ? undefined : panel.open}
      aria-controls={panel.wide ? 'listing-filters' : undefined}
      popoverTarget="listing-filters-popover"
      data-bs-hold-media={WIDE}
      onClick={(event) => {
        event.preventDefault();
        panel.toggle();
      }}
      className="inline-flex min-h-11 items-center gap-2 lg:noscript:hidden rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {panel.undecided ? (
        // The label a wide screen will have, without waiting for the app to know the width.
        <>
          <span className="lg:hidden">{t('listing.showFilters')}</span>
          <span className="hidden lg:inline">{t('listing.hideFilters')}</span>
        </>
      ) : panel.open ? (
        t('listing.hideFilters')
      ) : (
        t('listing.showFilters')
      )}
    </button>
  );
}
