// Columns derived from an ad's form at write time (decision 003), so listings filter, sort and search
// in SQL on indexed columns instead of reading form_data: title, price, year, rooms, search text.
import type { CategoryKey } from '../../domain/categories';
import { SOCIETY_KEY } from '../../domain/cities';
import { OTHER } from '../../domain/fields/options';
import { adTitle } from '../../domain/format/title';
import { priceOf } from '../../domain/format/price';
import { areaInSquareFeet, marlaSizeOf } from '../../domain/area';
import { searchableFacts } from '../../domain/search/searchable';

export interface AdWrite {
  category: CategoryKey;
  /** Effective names: a custom brandName/modelName replaces 'Other'. */
  brand: string;
  model: string;
  variant: string;
  formData: Record<string, string>;
}

export interface DerivedColumns {
  title: string;
  price: number;
  year: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  location: string;
  mobileNum: string;
  /** Words search looks in: title, brand, model, variant, searchable facts, location. */
  searchText: string;
  /** Property area in square feet and the marla size (sq ft) its seller meant; null without an area. */
  areaSqft: number | null;
  marlaSqft: number | null;
}

const int = (v: string | undefined) => (v && /^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : null);
const rooms = (f: Record<string, string>, name: string) =>
  int(f[name] === OTHER ? f[`${name}Custom`] : f[name]);

export function deriveColumns(ad: AdWrite): DerivedColumns {
  const f = ad.formData;
  const title = adTitle({
    category: ad.category,
    brand: ad.brand,
    model: ad.model,
    variant: ad.variant,
    formData: f,
  });
  const location = (f.location ?? '').trim();
  const marla = marlaSizeOf(f.marlaSize, location, f.society, title);
  const areaSqft = areaInSquareFeet(f, marla);
  return {
    title,
    price: Math.round(priceOf(ad.category, f)),
    year: int(f.year),
    bedrooms: rooms(f, 'bedrooms'),
    bathrooms: rooms(f, 'bathrooms'),
    location,
    mobileNum: (f.contactNumber ?? '').trim(),
    searchText: [title, ad.brand, ad.model, ad.variant, ...searchableFacts(f), location, f[SOCIETY_KEY] ?? '']
      .join(' ')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim(),
    areaSqft,
    marlaSqft: areaSqft === null ? null : marla,
  };
}

/** The brand and model names stored on the ad: the custom name when 'Other' was chosen (docs/product.md §3). */
export function effectiveNames(
  brand: string,
  model: string,
  formData: Record<string, string>,
): { brand: string; model: string } {
  return {
    brand: brand === OTHER ? (formData.brandName ?? '').trim() || OTHER : brand,
    model: model === OTHER ? (formData.modelName ?? '').trim() || OTHER : model,
  };
}
