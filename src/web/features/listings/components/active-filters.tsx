// The filters in force as removable chips, so a phone user sees them without opening the sheet.
import type { CategoryKey } from '../../../../domain/categories';
import { getFilters, priceFilterLabel } from '../../../../domain/filters';
import { useTranslation } from 'react-i18next';

export interface ActiveFilter {
  keys: string[];
  label: string;
}

/** How chips are worded in the page's language (see useDomainText and useFormat). */
export interface ChipWords {
  dt(text: string): string;
  price(amount: number): string;
  any: string;
}

export function activeFilters(
  category: CategoryKey,
  params: URLSearchParams,
  words: ChipWords,
): ActiveFilter[] {
  const { dt } = words;
  const out: ActiveFilter[] = [];
  const q = params.get('q')?.trim();
  if (q) out.push({ keys: ['q'], label: `“${q}”` });
  for (const def of getFilters(category)) {
    const v = params.get(def.param)?.trim();
    if (v) out.push({ keys: [def.param], label: `${dt(def.label)}: ${dt(v)}` });
  }
  const min = params.get('minPrice')?.trim();
  const max = params.get('maxPrice')?.trim();
  const money = (v: string) => (/^\d+$/.test(v) ? words.price(Number(v)) : v);
  if (min || max)
    out.push({
      keys: ['minPrice', 'maxPrice'],
      label: `${dt(priceFilterLabel(category))}: ${min ? money(min) : words.any} – ${max ? money(max) : words.any}`,
    });
  return out;
}

export function ActiveFilters({
  filters,
  onRemove,
}: {
  filters: ActiveFilter[];
  onRemove(keys: string[]): void;
}) {
  const { t } = useTranslation();
  if (!filters.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
      {filters.map((f) => (
        <li key={f.keys.join()}>
          <button
            type="button"
            onClick={() => onRemove(f.keys)}
            aria-label={t('filters.remove', { label: f.label })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 pe-2 ps-3 text-sm text-brand-800 hover:border-brand-600"
          >
            {f.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
