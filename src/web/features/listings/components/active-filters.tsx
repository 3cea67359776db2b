// The filters in force as removable chips, so a phone user sees them without opening the sheet. The
// filters typed into the search box ('corolla under 40 lac') land here as the same params.
import { AREA_FILTER_UNITS } from '../../../../domain/area';
import type { CategoryKey } from '../../../../domain/categories';
import { YES_NO } from '../../../../domain/fields/options';
import { getFilters, priceFilterLabel } from '../../../../domain/filters';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';

export { ActiveFilters, type ActiveFilter } from '../../../components/ui/filter-chips';
import type { ActiveFilter } from '../../../components/ui/filter-chips';

/** How chips are worded in the page's language (the page's `t` and useFormat). */
export interface ChipWords {
  /** A text of src/domain in the page's language. */
  t(text: string): string;
  price(amount: number): string;
  number(n: number): string;
  /** A phrase of the catalogue's `chips` group. */
  chip(key: ChipPhrase, values?: Record<string, string>): string;
}

type ChipPhrase = 'ptaYes' | 'ptaNo' | 'under' | 'above' | 'whatUnder' | 'whatAbove' | 'from' | 'upTo';

/** Filters whose value says enough alone ('Lahore', '128GB'); others read 'Make: Toyota'. */
const BARE = new Set(['location', 'storage']);

/** A filter's chip text: what a person typed it as ('PTA approved', 'Lahore'), not the param. */
function filterLabel(param: string, label: string, value: string, { t, chip }: ChipWords): string {
  if (param === 'pta' && value === YES_NO[0]) return chip('ptaYes');
  if (param === 'pta' && value === YES_NO[1]) return chip('ptaNo');
  return BARE.has(param) ? t(value) : `${t(label)}: ${t(value)}`;
}

/** 'Under Rs. 40 lac', 'Above Rs. 20,000', 'Rs. 30 lac – Rs. 45 lac' (salary and rent say so). */
function priceLabel(
  category: CategoryKey,
  min: string | undefined,
  max: string | undefined,
  words: ChipWords,
): string {
  const money = (v: string) => (/^\d+$/.test(v) ? words.price(Number(v)) : v);
  const label = priceFilterLabel(category);
  const what = label === 'Price' ? '' : words.t(label);
  if (min && max) return `${what ? `${what} ` : ''}${money(min)} – ${money(max)}`;
  const price = money((max ?? min)!);
  if (what) return words.chip(max ? 'whatUnder' : 'whatAbove', { what, price });
  return words.chip(max ? 'under' : 'above', { price });
}

/** '10 Marla', '5 – 10 Marla', 'From 5 Marla', 'Up to 1,200 Sq. ft.'. */
function areaLabel(
  min: string | undefined,
  max: string | undefined,
  unit: string | undefined,
  words: ChipWords,
): string {
  const name = words.t(AREA_FILTER_UNITS.find((u) => u.key === unit)?.label ?? AREA_FILTER_UNITS[0].label);
  const n = (v: string) => words.number(Number(v));
  if (min && max) return min === max ? `${n(min)} ${name}` : `${n(min)} – ${n(max)} ${name}`;
  return min ? words.chip('from', { n: n(min), unit: name }) : words.chip('upTo', { n: n(max!), unit: name });
}

/** The chips' words in the page's language. */
export function useChipWords(): ChipWords {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => ({
      t,
      price: format.roundPrice,
      number: format.number,
      chip: (key, values) => t(`chips.${key}`, values),
    }),
    [t, format],
  );
}

export function activeFilters(
  category: CategoryKey,
  params: URLSearchParams,
  words: ChipWords,
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const q = get('q');
  if (q) out.push({ keys: ['q'], label: `“${q}”` });
  for (const def of getFilters(category)) {
    const v = get(def.param);
    if (v) out.push({ keys: [def.param], label: filterLabel(def.param, def.label, v, words) });
  }
  const [min, max] = [get('minPrice'), get('maxPrice')];
  if (min || max) out.push({ keys: ['minPrice', 'maxPrice'], label: priceLabel(category, min, max, words) });
  const [minArea, maxArea] = [get('minArea'), get('maxArea')];
  if (minArea || maxArea)
    out.push({
      keys: ['minArea', 'maxArea', 'areaUnit'],
      label: areaLabel(minArea, maxArea, get('areaUnit'), words),
    });
  return out;
}
