// The details list of the ad page (AdDetail.details): every form field of the category with its
// human label, in form order. Fields shown elsewhere on the page (title, price, description, the
// contact number, the deposit) are left out; rooms 'Other' becomes the custom number and an area
// reads '10 Marla (2,250 sq ft)': both the unit the seller wrote and square feet in the marla they meant.
import type { AdDetailRow } from '../api';
import type { CategoryKey } from '../categories';
import { getForm, priceFieldOf } from '../fields';
import { ROOMS_CUSTOM_MAX } from '../limits';
import { namedValue, roomsCount } from '../fields/other';
import { areaInSquareFeet, MARLA_SIZE_KEY, marlaSizeOf, sqftText } from '../area';
import { SOCIETY_KEY } from '../cities';
import { areaText } from './highlights';
import { lazy } from '../lazy';

type FormData = Record<string, string | undefined>;

/** Shown in their own places on the detail page, not as rows. */
const SHOWN_ELSEWHERE = new Set(['Title', 'title', 'price', 'description', 'contactNumber', 'deposit']);
/** Folded into the row of the field they qualify. */
const FOLDED = new Set(['areaUnit', MARLA_SIZE_KEY]);

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** '2026-12-01' → '1 Dec 2026'; anything else as written. */
function dateText(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat().format(date);
}

/** '10 Marla (2,250 sq ft)'; an area written in square feet once. Same marla as ad-repository.ts stores. */
function areaBoth(f: FormData, key: 'area' | 'areaSize'): string {
  const written = areaText(f, key);
  const marla = marlaSizeOf(f[MARLA_SIZE_KEY], f.location, f[SOCIETY_KEY], f.title ?? f.Title);
  const data = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v ?? '']));
  const sqft = areaInSquareFeet(data, marla);
  if (!written || sqft === null || /^sq\. ?ft/i.test(f.areaUnit ?? '')) return written;
  return `${written} (${sqftText(sqft)})`;
}

export interface DetailsInput {
  category: CategoryKey;
  /** Effective names (custom names already replace 'Other'). */
  brand: string;
  model: string;
  variant?: string;
  formData: FormData;
}

export function adDetailRows({ category, brand, model, variant, formData: f }: DetailsInput): AdDetailRow[] {
  const form = getForm(category);
  const rows: AdDetailRow[] = [];
  const add = (label: string, value: string | undefined) => {
    const text = namedValue(value);
    if (text) rows.push({ label, value: text });
  };
  add(form.brandLabel, brand);
  add(form.modelLabel, model);
  const skip = new Set([...SHOWN_ELSEWHERE, priceFieldOf(category)]);
  for (const field of form.fields) {
    if (skip.has(field.name) || FOLDED.has(field.name)) continue;
    const raw = (f[field.name] ?? '').trim();
    switch (field.kind) {
      case 'rooms': {
        // A count above the bound was saved before there was one (decision 146): not shown.
        const count = roomsCount(f, field.name);
        if (Number(count) <= ROOMS_CUSTOM_MAX) add(field.label, count);
        break;
      }
      case 'date':
        add(field.label, dateText(raw));
        break;
      case 'variant':
        add(field.label, raw || variant);
        break;
      default:
        add(field.label, field.name === 'area' || field.name === 'areaSize' ? areaBoth(f, field.name) : raw);
    }
  }
  return rows;
}
