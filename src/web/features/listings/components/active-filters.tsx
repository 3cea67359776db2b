// The filters in force as removable chips, so a phone user sees them without opening the sheet.
import type { CategoryKey } from '../../../../domain/categories';
import { getFilters, priceFilterLabel } from '../../../../domain/filters';
import { formatPrice } from '../../../../domain/format';

export interface ActiveFilter {
  keys: string[];
  label: string;
}

export function activeFilters(category: CategoryKey, params: URLSearchParams): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const q = params.get('q')?.trim();
  if (q) out.push({ keys: ['q'], label: `“${q}”` });
  for (const def of getFilters(category)) {
    const v = params.get(def.param)?.trim();
    if (v) out.push({ keys: [def.param], label: `${def.label}: ${v}` });
  }
  const min = params.get('minPrice')?.trim();
  const max = params.get('maxPrice')?.trim();
  const money = (v: string) => (/^\d+$/.test(v) ? formatPrice(Number(v)) : v);
  if (min || max)
    out.push({
      keys: ['minPrice', 'maxPrice'],
      label: `${priceFilterLabel(category)}: ${min ? money(min) : 'any'} – ${max ? money(max) : 'any'}`,
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
  if (!filters.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {filters.map((f) => (
        <li key={f.keys.join()}>
          <button
            type="button"
            onClick={() => onRemove(f.keys)}
            aria-label={`Remove filter ${f.label}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 pr-2 pl-3 text-sm text-brand-800 hover:border-brand-600"
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
