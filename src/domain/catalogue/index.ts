// The catalogue of docs/product.md §3 "Catalogues": per category, the brands (or groupings such as property
// types and job fields) and their models, with case-insensitive look-ups for routes and forms.
import type { CategoryKey } from '../categories';
import { OTHER } from '../fields/options';
import { ANIMAL_GROUPS } from './animals';
import { BIKE_BRANDS } from './bikes';
import { BUSINESS_GROUPS } from './business';
import { ELECTRONICS_GROUPS } from './electronics';
import { FASHION_GROUPS } from './fashion';
import { FURNITURE_GROUPS } from './furniture';
import { HOBBY_GROUPS } from './hobbies';
import { JOB_FIELDS } from './jobs';
import { KIDS_GROUPS } from './kids';
import { MOBILE_BRANDS } from './mobiles';
import { PROPERTY_TYPES } from './property';
import { SERVICE_GROUPS } from './services';
import type { Brand, Catalogue } from './types';
import { VEHICLE_BRANDS, VEHICLE_VARIANTS } from './vehicles';

export type { Brand, Catalogue } from './types';
export { VEHICLE_VARIANTS } from './vehicles';

export const CATALOGUE: Catalogue = {
  mobiles: MOBILE_BRANDS,
  vehicles: VEHICLE_BRANDS,
  propertyforsale: PROPERTY_TYPES,
  propertyforrent: PROPERTY_TYPES,
  electronicsandhome: ELECTRONICS_GROUPS,
  bikes: BIKE_BRANDS,
  businessandindustrial: BUSINESS_GROUPS,
  services: SERVICE_GROUPS,
  jobs: JOB_FIELDS,
  animals: ANIMAL_GROUPS,
  furnitureanddecor: FURNITURE_GROUPS,
  fashionandbeauty: FASHION_GROUPS,
  booksandhobbies: HOBBY_GROUPS,
  kids: KIDS_GROUPS,
};

const NO_VARIANTS: readonly string[] = Object.freeze([]);

function fold(value: string): string {
  return value.trim().toLowerCase();
}

/** The brands (or groupings) of a category, in display order. */
export function getBrands(category: CategoryKey): readonly Brand[] {
  return CATALOGUE[category];
}

/** The brand whose key or name matches, ignoring case and surrounding spaces. */
export function findBrand(category: CategoryKey, brandKeyOrName: string): Brand | undefined {
  const wanted = fold(brandKeyOrName);
  if (wanted === '') return undefined;
  const brands = getBrands(category);
  return brands.find((b) => b.key === wanted) ?? brands.find((b) => fold(b.name) === wanted);
}

/** The models of a brand (matched by key or name, ignoring case), or undefined for an unknown brand. */
export function getModels(category: CategoryKey, brandKey: string): readonly string[] | undefined {
  return findBrand(category, brandKey)?.models;
}

/** The model as written in the catalogue, matched ignoring case, or undefined when unknown. */
export function findModel(category: CategoryKey, brandKey: string, modelName: string): string | undefined {
  const wanted = fold(modelName);
  if (wanted === '') return undefined;
  return getModels(category, brandKey)?.find((m) => fold(m) === wanted);
}

/** A brand and model choice read against the catalogue: the one reading of 'Other' and of names. */
export interface CatalogueChoice {
  /** The catalogue's brand; null when Other was chosen or the brand is unknown. */
  brand: Brand | null;
  /** The catalogue's spelling of the model; null when Other was chosen, or the brand or model is unknown. */
  model: string | null;
  brandIsOther: boolean;
  modelIsOther: boolean;
}

/**
 * How a chosen brand and model read against the catalogue. 'Other' matches in any case ('other' from a
 * URL segment), names by key or name ignoring case ('samsung' is Samsung); a model is only looked up
 * under a known brand. Callers decide what an unknown name means: refused in a new ad, shown as typed
 * on a stored one, a dead link on the post form.
 */
export function readChoice(category: CategoryKey, brand: string, model: string): CatalogueChoice {
  const other = fold(OTHER);
  const brandIsOther = fold(brand) === other;
  const modelIsOther = fold(model) === other;
  const known = brandIsOther ? undefined : findBrand(category, brand);
  const knownModel = known && !modelIsOther ? findModel(category, known.key, model) : undefined;
  return { brand: known ?? null, model: knownModel ?? null, brandIsOther, modelIsOther };
}

/** The trims of a vehicle model (brand by key or name, both ignoring case); empty when none are listed. */
export function getVariants(brandKey: string, model: string): readonly string[] {
  const brand = findBrand('vehicles', brandKey);
  if (brand === undefined) return NO_VARIANTS;
  const byModel = VEHICLE_VARIANTS[brand.key];
  const modelName = findModel('vehicles', brand.key, model);
  if (byModel === undefined || modelName === undefined) return NO_VARIANTS;
  return byModel[modelName] ?? NO_VARIANTS;
}
