// The price guide's comparables (decision 193): which ads an ad is priced against, on the ad page,
// on the post form and in the price-anomaly flag. One function makes the group every ad is stored
// with (ads.price_group, written with the ad's other derived columns); the year span of vehicles and
// bikes and the place are applied when the guide is read.
import type { CategoryKey } from './categories';
import { SOCIETY_KEY } from './cities';
import { MARLA_PER_KANAL } from './area';
import { isOther } from './fields/other';

/** The kinds of ad a guide is shown for: mobiles, vehicles, bikes and property. */
export const PRICE_GUIDE_CATEGORIES: readonly CategoryKey[] = [
  'mobiles',
  'vehicles',
  'bikes',
  'propertyforsale',
  'propertyforrent',
];

export function hasPriceGuide(category: string): boolean {
  return (PRICE_GUIDE_CATEGORIES as readonly string[]).includes(category);
}

/** Vehicles and bikes compare with the ad's year ± PRICE_GUIDE_YEAR_SPAN. */
export function comparesByYear(category: string): boolean {
  return category === 'vehicles' || category === 'bikes';
}

/** Property's city is part of its group, so its guide always speaks of that city. */
export function cityInGroup(category: string): boolean {
  return category === 'propertyforsale' || category === 'propertyforrent';
}

export interface GroupSource {
  category: string;
  brand: string;
  model: string;
  formData: Record<string, string>;
  location: string;
  year: number | null;
  areaSqft: number | null;
  marlaSqft: number | null;
}

/**
 * The size class of a plot or home: its area in marla of the size its seller meant, to the whole
 * marla up to a kanal and to the 5 marla above (a 1-kanal house is not priced against a 1.1-kanal one
 * apart, but 5 and 7 marla are different houses).
 */
export function sizeClass(areaSqft: number | null, marlaSqft: number | null): number | null {
  if (!areaSqft || !marlaSqft || areaSqft <= 0 || marlaSqft <= 0) return null;
  const marla = areaSqft / marlaSqft;
  const size = marla < MARLA_PER_KANAL ? Math.round(marla) : Math.round(marla / 5) * 5;
  return size > 0 ? size : null;
}

const part = (value: string | undefined) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The group an ad is compared within, '' when it has none (a field the comparison needs is blank):
 * mobiles by brand, model, storage and PTA status; vehicles and bikes by make and model (and the year,
 * applied on reading); property by type, subtype, city, society or area, and size class. Other
 * categories group by brand and model, which only the price-anomaly flag reads.
 */
export function priceGroupOf(ad: GroupSource): string {
  const names = [ad.category, part(ad.brand), part(ad.model)];
  if (!names[1] || !names[2] || names[1] === 'other' || names[2] === 'other') {
    // Property subtypes are optional in the catalogue; brand alone is the type there.
    if (!(cityInGroup(ad.category) && names[1] && names[1] !== 'other')) return '';
  }
  const all = (...parts: string[]) => (parts.every(Boolean) ? parts.join('|') : '');
  if (ad.category === 'mobiles')
    return all(...names, part(ad.formData.storage), part(ad.formData.ptaApproved));
  if (comparesByYear(ad.category)) return ad.year ? all(...names) : '';
  if (cityInGroup(ad.category)) {
    const size = sizeClass(ad.areaSqft, ad.marlaSqft);
    return all(
      ad.category,
      names[1]!,
      names[2] || '-',
      part(ad.location),
      part(ad.formData[SOCIETY_KEY]),
      size ? String(size) : '',
    );
  }
  return all(...names);
}

/** A guide as the ad page and the post form show it: `city` null means all of Pakistan. */
export interface PriceGuide {
  low: number;
  high: number;
  count: number;
  city: string | null;
}

/** The form fields a guide is keyed by, beyond brand and model: asked for only once they are filled. */
const KEY_FIELDS: Partial<Record<CategoryKey, readonly string[]>> = {
  mobiles: ['storage', 'ptaApproved'],
  vehicles: ['year'],
  bikes: ['year'],
  propertyforsale: ['location', SOCIETY_KEY, 'area', 'areaUnit'],
  propertyforrent: ['location', SOCIETY_KEY, 'areaSize', 'areaUnit'],
};

/**
 * The query string of GET /api/price-guide for a form being filled, or '' until the fields that make
 * the key are filled (a brand chosen from the list, and the kind's own fields).
 */
export function priceGuideQuery(
  category: string,
  brand: string,
  model: string,
  formData: Record<string, string | undefined>,
): string {
  const fields = KEY_FIELDS[category as CategoryKey];
  const value = (name: string) => (formData[name] ?? '').trim();
  if (!fields || !brand || isOther(brand) || isOther(model) || !fields.every(value)) return '';
  const query = new URLSearchParams({ category, brand, model });
  for (const name of [...fields, 'location', 'marlaSize'])
    if (value(name)) query.set(name === 'areaSize' ? 'area' : name, value(name));
  return query.toString();
}
