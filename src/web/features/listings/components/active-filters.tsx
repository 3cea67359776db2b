// The filters in force as removable chips, so a phone user sees them without opening the sheet. The
// filters typed into the search box (issue 9: 'corolla under 40 lac') land here as the same params.
import { AREA_FILTER_UNITS } from '../../../../domain/area';
import type { CategoryKey } from '../../../../domain/categories';
import { YES_NO } from '../../../../domain/fields/options';
import { getFilters, priceFilterLabel } from '../../../../domain/filters';
import { formatPrice } from '../../../../domain/format';

export interface ActiveFilter {
  keys: string[];
  label: string;
}

/** Filters whose value says enough alone ('Lahore', '128GB'); others read 'Make: Toyota'. */
const BARE = new Set(['location', 'storage']);

/** A filter's chip text: what a person typed it as ('PTA approved', 'Lahore'), not the param. */
function filterLabel(param: string, label: string, value: string): string {
  if (param === 'pta')
    return value === YES_NO[0]
      ? 'PTA approved'
      : value === YES_NO[1]
        ? 'Not PTA approved'
        : `${label}: ${value}`;
  return BARE.has(param) ? value : `${label}: ${value}`;
}

/** 'Under Rs. 4,000,000', 'Above Rs. 20,000', 'Rs. 3,000,000 – Rs. 4,500,000' (salary and rent say so). */
function priceLabel(category: CategoryKey, min: string | undefined, max: string | undefined): string {
  const money = (v: string) => (/^\d+$/.test(v) ? formatPrice(Number(v)) : v);
  const what = priceFilterLabel(category);
  const prefix = what === 'Price' ? '' : `${what} `;
  if (min && max) return `${prefix}${money(min)} – ${money(max)}`;
  const words = max ? `under ${money(max)}` : `above ${money(min!)}`;
  return prefix ? prefix + words : words[0]!.toUpperCase() + words.slice(1);
}

/** '10 Marla', '5 – 10 Marla', 'From 5 Marla', 'Up to 1,200 Sq. ft.'. */
function areaLabel(min: string | undefined, max: string | undefined, unit: string | undefined): string {
  const name = AREA_FILTER_UNITS.find((u) => u.key === unit)?.label ?? AREA_FILTER_UNITS[0].label;
  const n = (v: string) => Number(v).toLocaleString('en-PK');
  if (min && max) return min === max ? `${n(min)} ${name}` : `${n(min)} – ${n(max)} ${name}`;
  return min ? `From ${n(min)} ${name}` : `Up to ${n(max!)} ${name}`;
}

export function activeFilters(category: CategoryKey, params: URLSearchParams): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const q = get('q');
  if (q) out.push({ keys: ['q'], label: `“${q}”` });
  for (const def of getFilters(category)) {
    const v = get(def.param);
    if (v) out.push({ keys: [def.param], label: filterLabel(def.param, def.label, v) });
  }
  const [min, max] = [get('minPrice'), get('maxPrice')];
  if (min || max) out.push({ keys: ['minPrice', 'maxPrice'], label: priceLabel(category, min, max) });
  const [minArea, maxArea] = [get('minArea'), get('maxArea')];
  if (minArea || maxArea)
    out.push({
      keys: ['minArea', 'maxArea', 'areaUnit'],
      label: areaLabel(minArea, maxArea, get('areaUnit')),
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
            aria-label={`Remove filter: ${f.label}`}
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
