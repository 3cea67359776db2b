import { SORTS, SORT_LABELS, type Sort } from '../../../../domain/fields/options';
import { useTranslation } from '../../../lib/translation';
import type { ReactNode } from 'react';
import { CHOICES_FORM } from './no-script-filters';

export function SortSelect({
  value,
  sorts = SORTS,
  onChange,
  action,
  children,
}: {
  value: Sort;
  sorts?: readonly Sort[];
  onChange(value: Sort): void;
  /** The listing's path: before the app has come, a change sends the form there (boot.js). */
  action: string;
  /** What the form sends without the app beside the sort (no-script-filters.tsx). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // A GET form, so the sort works before the app (boot.js sends it on a change) and without
  // JavaScript (its Apply button); once hydrated, onChange navigates in the app (decision 208).
  return (
    <form
      id={CHOICES_FORM}
      method="get"
      action={action}
      data-bs-navigates
      className="flex items-center gap-2"
    >
      <label htmlFor="listing-sort" className="text-sm font-semibold whitespace-nowrap text-ink">
        {t('listing.sortBy')}
      </label>
      {/* autoComplete off: Back would otherwise show the sort chosen on the page left, over a list
          sorted as its address says (a browser restores a form's fields on history traversal). */}
      <select
        id="listing-sort"
        name="sort"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value as Sort)}
        className="h-11 rounded-lg border border-muted/70 bg-white px-3 text-base text-ink focus:border-brand-600 sm:text-sm"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(SORT_LABELS[s])}
          </option>
        ))}
      </select>
      {children}
    </form>
  );
}
