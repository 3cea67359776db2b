// 'Show filters' / 'Hide filters' above a listing (listing-page.tsx). Not drawn without JavaScript,
// where the filters themselves are, always shown (no-script-filters.tsx, decision 213).
import type { FilterPanelState } from '../hooks/use-filter-panel';
import { useTranslation } from '../../../lib/translation';

export function FilterToggle({ panel }: { panel: FilterPanelState }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={panel.open}
      aria-controls={panel.wide ? 'listing-filters' : undefined}
      onClick={panel.toggle}
      className="inline-flex min-h-11 items-center gap-2 noscript:hidden rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600"
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
