// Land and floor area the way Pakistan measures it. A marla is not one size: the revenue
// record uses 272.25 sq ft, development authorities and housing schemes 250 or 225. Each ad keeps
// its area in square feet plus the marla size its seller meant, so "5 marla" finds a 5-marla plot
// however it was entered. The sizes live here and nowhere else.
import type { CategoryKey } from './categories';
import { groupDigits } from './format/price';

/** Categories whose listings filter by area. Here, not beside the zod schema, so the browser's search
 * box can know them without loading zod on every page. */
export const AREA_CATEGORIES: readonly CategoryKey[] = ['propertyforsale', 'propertyforrent'];

/** Square feet in one marla, by who measures. */
export const MARLA_SIZES = [
  { sqft: 272.25, label: '272.25 sq ft (revenue record)' },
  { sqft: 250, label: '250 sq ft (dev. authority)' },
  { sqft: 225, label: '225 sq ft (DHA, Bahria, LDA)' },
] as const;
export type MarlaSize = (typeof MARLA_SIZES)[number]['sqft'];
const REVENUE_MARLA: MarlaSize = 272.25;

/** 1 kanal = 20 marla (of the same size); 1 square yard (gaz) = 9 square feet. */
export const MARLA_PER_KANAL = 20;
export const SQFT_PER_SQYD = 9;

/** The form_data key of the marla size the seller meant ('225'), read by derive and the ad page. */
export const MARLA_SIZE_KEY = 'marlaSize';

/** Where a marla size is known from the city or the scheme named in the ad (first match wins). */
const MARLA_BY_PLACE: readonly { pattern: RegExp; sqft: MarlaSize }[] = [
  { pattern: /\b(dha|bahria|lda|defence)\b/i, sqft: 225 },
  { pattern: /\blahore\b/i, sqft: 225 },
  { pattern: /\b(cda|islamabad|rawalpindi)\b/i, sqft: 272.25 },
];

/** The marla size a seller most likely means in this city or society; the revenue size otherwise. */
export function defaultMarlaSize(...places: (string | undefined)[]): MarlaSize {
  const text = places.filter(Boolean).join(' ');
  return MARLA_BY_PLACE.find((p) => p.pattern.test(text))?.sqft ?? REVENUE_MARLA;
}

/** A stored marla size ('225') as a number, or the default when blank or unknown. */
export function marlaSizeOf(value: string | undefined, ...places: (string | undefined)[]): MarlaSize {
  const found = MARLA_SIZES.find((m) => String(m.sqft) === value?.trim());
  return found ? found.sqft : defaultMarlaSize(...places);
}

/** Units the area filter accepts, with the words people type for them. */
export const AREA_FILTER_UNITS = [
  { key: 'marla', label: 'Marla', words: ['marla', 'marlay', 'marle', 'مرلہ', 'مرلے', 'مرله'] },
  { key: 'kanal', label: 'Kanal', words: ['kanal', 'kanals', 'کنال'] },
  { key: 'sqft', label: 'Sq. ft.', words: ['sqft', 'sq ft', 'square feet', 'sft', 'مربع فٹ'] },
  {
    key: 'sqyd',
    label: 'Sq. yd. (gaz)',
    words: ['sqyd', 'sq yd', 'square yards', 'gaz', 'yards', 'مربع گز', 'گز'],
  },
] as const;
export type AreaFilterUnit = (typeof AREA_FILTER_UNITS)[number]['key'];
export const AREA_FILTER_UNIT_KEYS = AREA_FILTER_UNITS.map((u) => u.key) as [
  AreaFilterUnit,
  ...AreaFilterUnit[],
];

/** The form's unit ('Marla', 'Kanal', 'Sq. Ft.', 'Sq. Yd.') as a filter unit. */
const FORM_UNITS: Record<string, AreaFilterUnit> = {
  marla: 'marla',
  kanal: 'kanal',
  'sq. ft.': 'sqft',
  'sq. yd.': 'sqyd',
};

/** Whether the form's area unit ('Marla', 'Kanal', …) counts in marla, so the marla size matters. */
export function unitUsesMarla(formUnit: string | undefined): boolean {
  const unit = FORM_UNITS[(formUnit ?? '').trim().toLowerCase()];
  return unit === 'marla' || unit === 'kanal';
}

/** '2,250 sq ft'. */
export function sqftText(sqft: number): string {
  return `${groupDigits(sqft)} sq ft`;
}

/** Square feet of `amount` in `unit`, a marla being `marla` sq ft. */
export function toSquareFeet(amount: number, unit: AreaFilterUnit, marla: number): number {
  switch (unit) {
    case 'marla':
      return amount * marla;
    case 'kanal':
      return amount * marla * MARLA_PER_KANAL;
    case 'sqft':
      return amount;
    case 'sqyd':
      return amount * SQFT_PER_SQYD;
  }
}

/** An ad's area in square feet from its form (area or areaSize, areaUnit), or null when it has none. */
export function areaInSquareFeet(formData: Record<string, string>, marla: number): number | null {
  const raw = (formData.area ?? formData.areaSize ?? '').replace(/,/g, '').trim();
  const unit = FORM_UNITS[(formData.areaUnit ?? '').trim().toLowerCase()];
  if (!/^\d+(\.\d+)?$/.test(raw) || !unit) return null;
  const sqft = toSquareFeet(Number(raw), unit, marla);
  return sqft > 0 ? Math.round(sqft * 100) / 100 : null;
}
