// The filters of each listing page (docs/product.md §2 "Filters per listing", §9). One table drives the filter
// panel in the browser, the query-string schema and the SQL on the server.
import type { CategoryKey } from './categories';
import {
  CONDITIONS,
  BIKE_CONDITIONS,
  EMPLOYMENT_TYPES,
  FUEL_TYPES,
  FURNISHING,
  PROPERTY_CONDITIONS,
  ROOM_FILTER,
  STORAGE,
  TRANSMISSIONS,
  VEHICLE_YEAR_FILTER,
  YES_NO,
} from './fields/options';

export interface FilterDef {
  /** Query-string key, e.g. 'storage'. */
  param: string;
  label: string;
  /**
   * Where the value lives: a column of ads ('brand', 'model', 'location'), a derived number column
   * ('year', 'bedrooms', 'bathrooms', matched by the value's range), or a form_data key (equality).
   */
  target:
    | { column: 'brand' | 'model' | 'location' }
    | { range: 'year' | 'bedrooms' | 'bathrooms' }
    | { formKey: string };
  /** A fixed list of choices. Without it, the choices are the values found in the ads (facets, with counts). */
  options?: readonly string[];
  /** Stored values behind each shown option, where they differ (PTA 'Yes' → 'PTA Approved'). */
  stored?: Readonly<Record<string, string>>;
  /** Shown only once this other filter has a value (model needs a brand; docs/product.md §2). */
  dependsOn?: string;
}

const brand = (label = 'Brand'): FilterDef => ({ param: 'brand', label, target: { column: 'brand' } });
const model = (label = 'Model'): FilterDef => ({
  param: 'model',
  label,
  target: { column: 'model' },
  dependsOn: 'brand',
});
const location: FilterDef = { param: 'location', label: 'Location', target: { column: 'location' } };
const condition = (options: readonly string[] = CONDITIONS): FilterDef => ({
  param: 'condition',
  label: 'Condition',
  target: { formKey: 'condition' },
  options,
});
const facet = (param: string, label: string, formKey = param): FilterDef => ({
  param,
  label,
  target: { formKey },
});
const rooms = (param: 'bedrooms' | 'bathrooms', label: string): FilterDef => ({
  param,
  label,
  target: { range: param },
  options: ROOM_FILTER,
});
const furnishing: FilterDef = {
  param: 'furnishing',
  label: 'Furnishing',
  target: { formKey: 'furnishing' },
  options: FURNISHING,
};

const FILTERS: Record<CategoryKey, readonly FilterDef[]> = {
  mobiles: [
    location,
    brand(),
    model(),
    { param: 'storage', label: 'Storage', target: { formKey: 'storage' }, options: STORAGE },
    condition(),
    {
      param: 'pta',
      label: 'PTA Approved',
      target: { formKey: 'ptaApproved' },
      options: YES_NO,
      stored: { Yes: 'PTA Approved', No: 'PTA Not Approved' },
    },
  ],
  vehicles: [
    brand('Make'),
    model(),
    location,
    {
      param: 'transmission',
      label: 'Transmission',
      target: { formKey: 'transmission' },
      options: TRANSMISSIONS,
    },
    { param: 'fuel', label: 'Fuel', target: { formKey: 'fuelType' }, options: FUEL_TYPES },
    { param: 'year', label: 'Year', target: { range: 'year' }, options: VEHICLE_YEAR_FILTER },
  ],
  propertyforsale: [
    brand('Property type'),
    location,
    rooms('bedrooms', 'Bedrooms'),
    rooms('bathrooms', 'Bathrooms'),
    furnishing,
    {
      param: 'propertyCondition',
      label: 'Condition',
      target: { formKey: 'propertyCondition' },
      options: PROPERTY_CONDITIONS,
    },
  ],
  propertyforrent: [brand('Property type'), location, furnishing],
  electronicsandhome: [brand(), model(), location, condition()],
  bikes: [brand('Make'), model(), location, condition(BIKE_CONDITIONS)],
  businessandindustrial: [brand(), model(), location],
  services: [brand('Service type'), facet('experience', 'Experience'), location],
  jobs: [
    facet('company', 'Company', 'companyName'),
    {
      param: 'employmentType',
      label: 'Employment type',
      target: { formKey: 'employmentType' },
      options: EMPLOYMENT_TYPES,
    },
    location,
  ],
  animals: [brand('Animal type'), model('Breed'), location],
  furnitureanddecor: [brand(), model(), location],
  fashionandbeauty: [brand('Category'), facet('type', 'Type', 'fashionType'), location, condition()],
  booksandhobbies: [brand('Category'), model('Item'), location, condition()],
  kids: [brand('Category'), model('Item type'), location, condition()],
};

/** The label of the price range: salary for jobs, monthly rent for rent (docs/product.md §2). */
export function priceFilterLabel(category: CategoryKey): string {
  if (category === 'jobs') return 'Salary';
  if (category === 'propertyforrent') return 'Monthly rent';
  return 'Price';
}

/** Query-string keys every listing understands, besides its filters. */
/** 'exact': search q as typed, without typo corrections. */
export const COMMON_PARAMS = ['q', 'exact', 'minPrice', 'maxPrice', 'sort', 'page'] as const;

export function getFilters(category: CategoryKey): readonly FilterDef[] {
  return FILTERS[category];
}
