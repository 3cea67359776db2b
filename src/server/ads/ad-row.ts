// From a validated AdInput to the columns of the ads row (decision 031): catalogue names instead of
// URL keys, the custom names when 'Other' was chosen, the derived columns of decision 003, and a
// form_data that also carries the brand/model keys docs/product.md §3 lists for the category. The demo data
// builds its rows with this too, so demo ads and posted ads look the same to every reader.
// The derived columns (decision 003) let listings filter, sort and search in SQL on indexed columns
// instead of reading form_data: title, price, year, rooms, area, search text.
import type { CategoryKey } from '../../domain/categories';
import { readChoice } from '../../domain/catalogue';
import { OTHER } from '../../domain/fields/options';
import { formatPhone, isValidPhone } from '../../domain/format/phone';
import type { AdInput } from '../../domain/schemas';
import type { NewAd } from '../db/schema';
import { SOCIETY_KEY } from '../../domain/cities';
import { adTitle } from '../../domain/format/title';
import { priceOf } from '../../domain/format/price';
import { areaInSquareFeet, marlaSizeOf } from '../../domain/area';
import { searchableFacts } from '../../domain/search/searchable';

/** form_data keys docs/product.md §3 lists as holding the ad's brand and model, per category. */
const FORM_DATA_NAME_KEYS: Partial<Record<CategoryKey, { brand?: string; model?: string }>> = {
  vehicles: { brand: 'brand', model: 'model' },
  propertyforsale: { brand: 'brand', model: 'model' },
  propertyforrent: { brand: 'propertyType' },
  electronicsandhome: { brand: 'brand', model: 'model' },
  bikes: { brand: 'brand', model: 'model' },
  businessandindustrial: { brand: 'brand', model: 'model' },
  furnitureanddecor: { brand: 'brand' },
  fashionandbeauty: { brand: 'brand' },
};

/** The keys the server adds to form_data; the edit form gets the form back without them. */
export function serverFormDataKeys(category: CategoryKey): string[] {
  const keys = FORM_DATA_NAME_KEYS[category];
  return keys ? [keys.brand, keys.model].filter((k): k is string => Boolean(k)) : [];
}

export type AdColumns = Omit<NewAd, 'id' | 'userId' | 'images' | 'createdAt' | 'updatedAt'>;

/** The brand and model as the catalogue writes them ('samsung' → 'Samsung'); 'Other' stays 'Other'. */
export function catalogueNames(category: CategoryKey, brand: string, model: string) {
  const choice = readChoice(category, brand, model);
  return {
    brand: choice.brandIsOther ? OTHER : (choice.brand?.name ?? brand.trim()),
    model: choice.modelIsOther ? OTHER : (choice.model ?? model.trim()),
  };
}

export function adColumns(input: Pick<AdInput, 'category' | 'brand' | 'model' | 'formData'>): AdColumns {
  const { category } = input;
  const formData: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.formData)) formData[key] = value.trim();
  // One stored shape, 0300-1234567, however the number was typed ('+92 300 1234567'…).
  if (formData.contactNumber && isValidPhone(formData.contactNumber))
    formData.contactNumber = formatPhone(formData.contactNumber);
  const chosen = catalogueNames(category, input.brand, input.model);
  const { brand, model } = effectiveNames(chosen.brand, chosen.model, formData);
  const keys = FORM_DATA_NAME_KEYS[category];
  if (keys?.brand) formData[keys.brand] = brand;
  if (keys?.model) formData[keys.model] = model;
  const variant = category === 'vehicles' ? (formData.variant ?? '') : '';
  const derived = deriveColumns({ category, brand, model, variant, formData });
  return { category, brand, model, variant, formData, ...derived };
}

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
