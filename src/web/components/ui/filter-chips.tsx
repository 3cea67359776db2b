// Filters in force as removable chips ('Under Rs. 50 lac ×'): a listing's and home's search's. Each is
// a link to the address without that filter, so it works before the app and without it (decision
// 213); once the app runs, its click removes the filter in place.
import { useTranslation } from '../../lib/translation';

export interface ActiveFilter {
  /** The URL params the chip stands for, all removed together. */
  keys: string[];
  label: string;
}

export function ActiveFilters({
  filters,
  onRemove,
  hrefWithout,
}: {
  filters: ActiveFilter[];
  onRemove(keys: string[]): void;
  /** The page's address without these params. */
  hrefWithout(keys: string[]): string;
}) {
  const { t } = useTranslation();
  if (!filters.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
      {filters.map((f) => (
        <li key={f.keys.join()}>
          <a
            href={hrefWithout(f.keys)}
            onClick={(event) => {
              event.preventDefault();
              onRemove(f.keys);
            }}
            aria-label={t('filters.remove', { label: f.label })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 pe-2 ps-3 text-sm text-brand-800 hover:border-brand-600"
          >
            {/* A searched word or a place as typed, in its own direction: '“Corolla”' (decision 153). */}
            <bdi>{f.label}</bdi>
            {/* A drawn ×, not the character: the button's visible text must be part of its name
                ('Remove filter: Lahore'), for people who speak to their phone (WCAG 2.5.3). */}
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="shrink-0">
              <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
