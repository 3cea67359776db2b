import { SORTS, SORT_LABELS, type Sort } from '../../../../domain/fields/options';
import { useTranslation } from '../../../lib/translation';

export function SortSelect({
  value,
  sorts = SORTS,
  onChange,
}: {
  value: Sort;
  sorts?: readonly Sort[];
  onChange(value: Sort): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="text-sm font-semibold whitespace-nowrap text-ink">
        {t('listing.sortBy')}
      </label>
      <select
        id="listing-sort"
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
    </div>
  );
}
