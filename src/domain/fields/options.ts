// The option lists of docs/product.md §9, once. Forms, filters, demo data and tests import them from here.

export const PTA_STATUS = ['PTA Approved', 'PTA Not Approved'] as const;
export const CONDITIONS = ['New', 'Used', 'Refurbished'] as const;
export const BIKE_CONDITIONS = ['New', 'Used', 'Reconditioned'] as const;
export const BUSINESS_CONDITIONS = ['New', 'Used', 'Refurbished', 'For Parts or Scrap'] as const;
export const STORAGE = ['16GB', '32GB', '64GB', '128GB', '256GB', '512GB', '1TB'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Gas', 'Hybrid', 'Gas + Petrol'] as const;
export const FURNISHING = ['Furnished', 'Unfurnished'] as const;
/** Bedrooms and bathrooms in the form: 1–10 and Other (Other reveals a number, at least 1). */
export const ROOM_COUNTS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Other'] as const;
export { OTHER } from './other';
export const PROPERTY_CONDITIONS = ['New', 'Used', 'Under Construction'] as const;
export const FLOOR_LEVELS = [
  'Ground Floor',
  '1st Floor',
  '2nd Floor',
  '3rd Floor',
  '4th Floor',
  '5th Floor',
  '6th Floor',
  '7th Floor',
  '8th Floor',
  '9th Floor',
  '10th Floor',
  'Above 10th Floor',
  'Basement',
  'Penthouse',
] as const;
export const PARKING = ['Available', 'Not Available', 'Reserved', 'Street Parking'] as const;
export const WARRANTY = ['Yes - Available', 'No Warranty', 'Expired'] as const;
export const ENGINE_TYPES = [
  '2-Stroke',
  '4-Stroke',
  'Electric',
  'Hybrid',
  'Air-Cooled 4-Stroke',
  'Oil-Cooled 4-Stroke',
  'Liquid-Cooled 4-Stroke',
] as const;
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract'] as const;
/** Land is measured in marla and kanal (1 kanal = 20 marla); flats often in square feet. */
export const AREA_UNITS = ['Marla', 'Kanal', 'Sq. Ft.', 'Sq. Yd.'] as const;

/** Quick picks shown beside free inputs (docs/product.md §9). */
export const BIKE_YEAR_PICKS = ['2023', '2022', '2021', '2020'] as const;
export const ENGINE_CAPACITY_PICKS = ['1300cc', '1500cc', '1800cc', '2000cc', '2500cc', '3000cc+'] as const;

/** Filter-only lists (docs/product.md §9). */
export const ROOM_FILTER = ['1', '2', '3', '4', '5+'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const VEHICLE_YEAR_FILTER = [
  '2023',
  '2022',
  '2021',
  '2020',
  '2019',
  '2018',
  '2017',
  '2016',
  '2015',
  '2010-2015',
  '2000-2010',
  'Before 2000',
] as const;

/** The year bounds each vehicle year filter value stands for (inclusive). */
export function yearFilterRange(value: string): { min?: number; max?: number } | undefined {
  if (/^\d{4}$/.test(value)) return { min: Number(value), max: Number(value) };
  if (value === 'Before 2000') return { max: 1999 };
  const m = /^(\d{4})-(\d{4})$/.exec(value);
  return m ? { min: Number(m[1]), max: Number(m[2]) } : undefined;
}

export const SORTS = ['relevance', 'newest', 'oldest', 'price_high', 'price_low'] as const;
export type Sort = (typeof SORTS)[number];
/** 'Best match' ranks by the search words: offered, and the default, only with q. */
export const SORTS_WITHOUT_Q: readonly Sort[] = SORTS.filter((s) => s !== 'relevance');
/** The sort used when none is chosen. */
export function defaultSort(q: string | undefined): Sort {
  return q?.trim() ? 'relevance' : 'newest';
}
export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_high: 'Price: high to low',
  price_low: 'Price: low to high',
};
