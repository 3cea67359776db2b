// The form fields of each category (docs/product.md §3 form_data), in the order the form shows them.
import type { CategoryKey } from '../categories';
import type { CategoryForm, FieldDef, FieldInput, FieldKind } from './types';
import { contactNumber, description, location, price, select, text } from './common';
import {
  AREA_UNITS,
  BIKE_CONDITIONS,
  BIKE_YEAR_PICKS,
  BUSINESS_CONDITIONS,
  CONDITIONS,
  EMPLOYMENT_TYPES,
  ENGINE_CAPACITY_PICKS,
  ENGINE_TYPES,
  FLOOR_LEVELS,
  FUEL_TYPES,
  FURNISHING,
  PARKING,
  PROPERTY_CONDITIONS,
  PTA_STATUS,
  ROOM_COUNTS,
  STORAGE,
  TRANSMISSIONS,
  WARRANTY,
} from './options';
import { CITIES } from '../categories';
import { SOCIETY_KEY } from '../cities';
import { MARLA_SIZE_KEY, MARLA_SIZES } from '../area';
import { AREA_MAX } from '../limits';

export type { CategoryForm, FieldDef } from './types';

const rooms = (name: string, label: string): FieldDef => ({
  name,
  label,
  kind: 'rooms',
  options: ROOM_COUNTS,
});
const city = (name: string, label: string): FieldDef => ({ name, label, kind: 'city', options: CITIES });
const area = (name: string): FieldDef[] => [
  { name, label: 'Area', kind: 'price', placeholder: 'e.g. 10', max: AREA_MAX },
  select('areaUnit', 'Area unit', AREA_UNITS),
  // A marla is 272.25, 250 or 225 sq ft; the form asks which (defaulting by city and
  // society) when the area is in marla or kanal, and the ad keeps it with its area in square feet.
  {
    name: MARLA_SIZE_KEY,
    label: 'Marla size',
    kind: 'marlaSize',
    optional: true,
    options: MARLA_SIZES.map((m) => String(m.sqft)),
  },
];
/** Where in the city, e.g. 'DHA Phase 6'; optional, suggested from SOCIETIES or typed. */
const society: FieldDef = {
  name: SOCIETY_KEY,
  label: 'Area / society',
  kind: 'society',
  optional: true,
  placeholder: 'e.g. DHA Phase 6',
};
const year = (picks?: readonly string[]): FieldDef => ({
  name: 'year',
  label: 'Year',
  kind: 'number',
  placeholder: 'e.g. 2019',
  picks,
});
const priceGroup = (extra: FieldDef[] = []): FieldDef[] => [
  price,
  { ...location, options: CITIES },
  ...extra,
  description,
  contactNumber,
];

const FORMS: Record<CategoryKey, CategoryForm> = {
  mobiles: {
    category: 'mobiles',
    brandLabel: 'Brand',
    modelLabel: 'Model',
    fields: [
      text('Title', 'Title', { placeholder: 'e.g. Samsung Galaxy A55, 8/256, box and charger' }),
      select('ptaApproved', 'PTA status', PTA_STATUS),
      select('condition', 'Condition', CONDITIONS),
      select('storage', 'Storage', STORAGE),
      ...priceGroup(),
    ],
  },
  vehicles: {
    category: 'vehicles',
    brandLabel: 'Make',
    modelLabel: 'Model',
    fields: [
      { name: 'variant', label: 'Variant', kind: 'variant' },
      year(),
      text('color', 'Colour', { placeholder: 'e.g. White' }),
      select('transmission', 'Transmission', TRANSMISSIONS),
      select('fuelType', 'Fuel', FUEL_TYPES),
      text('engineCapacity', 'Engine capacity', { picks: ENGINE_CAPACITY_PICKS, placeholder: 'e.g. 1300cc' }),
      city('registrationCity', 'Registration city'),
      ...priceGroup(),
    ],
  },
  propertyforsale: {
    category: 'propertyforsale',
    title: 'Post Your Property For Sale',
    brandLabel: 'Property Type',
    modelLabel: 'Property Subtype',
    fields: [
      text('title', 'Title', { placeholder: 'e.g. 10 Marla house in DHA Phase 6' }),
      ...area('area'),
      rooms('bedrooms', 'Bedrooms'),
      rooms('bathrooms', 'Bathrooms'),
      select('furnishing', 'Furnishing', FURNISHING),
      select('propertyCondition', 'Condition', PROPERTY_CONDITIONS),
      ...priceGroup([society]),
    ],
  },
  propertyforrent: {
    category: 'propertyforrent',
    title: 'Post Your Property For Rent',
    brandLabel: 'Property Type',
    modelLabel: 'Property Subtype',
    fields: [
      {
        name: 'rentPerMonth',
        label: 'Monthly rent',
        kind: 'price',
        placeholder: 'e.g. 65000',
        suffix: 'Rs.',
      },
      {
        name: 'deposit',
        label: 'Security deposit',
        kind: 'price',
        placeholder: 'e.g. 130000',
        suffix: 'Rs.',
      },
      ...area('areaSize'),
      { name: 'availableFrom', label: 'Available from', kind: 'date' },
      rooms('bedrooms', 'Bedrooms'),
      rooms('bathrooms', 'Bathrooms'),
      select('floorLevel', 'Floor level', FLOOR_LEVELS),
      select('furnishing', 'Furnishing', FURNISHING),
      select('parking', 'Parking', PARKING),
      { ...location, options: CITIES },
      society,
      description,
      contactNumber,
    ],
  },
  electronicsandhome: {
    category: 'electronicsandhome',
    brandLabel: 'Brand',
    modelLabel: 'Model',
    fields: [
      select('condition', 'Condition', CONDITIONS),
      select('warranty', 'Warranty', WARRANTY),
      text('accessories', 'Accessories', { optional: true, placeholder: 'e.g. remote, box, stand' }),
      ...priceGroup(),
    ],
  },
  bikes: {
    category: 'bikes',
    brandLabel: 'Make',
    modelLabel: 'Model',
    fields: [
      year(BIKE_YEAR_PICKS),
      select('condition', 'Condition', BIKE_CONDITIONS),
      select('engineType', 'Engine type', ENGINE_TYPES),
      city('registrationCity', 'Registration city'),
      ...priceGroup(),
    ],
  },
  businessandindustrial: {
    category: 'businessandindustrial',
    brandLabel: 'Brand',
    modelLabel: 'Model',
    fields: [
      text('Title', 'Title'),
      text('itemType', 'Item type', { placeholder: 'e.g. Generator, Deep freezer' }),
      select('condition', 'Condition', BUSINESS_CONDITIONS),
      ...priceGroup(),
    ],
  },
  services: {
    category: 'services',
    title: 'Post Your Service',
    brandLabel: 'Service category',
    modelLabel: 'Service',
    typeField: 'serviceType',
    fields: [
      text('serviceType', 'Service type'),
      text('experience', 'Experience', { placeholder: 'e.g. 5 years' }),
      ...priceGroup(),
    ],
  },
  jobs: {
    category: 'jobs',
    title: 'Post Your Job',
    brandLabel: 'Field',
    modelLabel: 'Role',
    typeField: 'jobTitle',
    fields: [
      text('jobTitle', 'Job title'),
      text('companyName', 'Company name'),
      select('employmentType', 'Employment type', EMPLOYMENT_TYPES),
      text('experience', 'Experience required', { placeholder: 'e.g. 2 years' }),
      { name: 'salary', label: 'Salary', kind: 'price', placeholder: 'Monthly, e.g. 60000', suffix: 'Rs.' },
      { ...location, options: CITIES },
      description,
      contactNumber,
    ],
  },
  animals: {
    category: 'animals',
    title: 'Post Your Animal',
    brandLabel: 'Animal',
    modelLabel: 'Breed',
    typeField: 'animalType',
    fields: [
      text('animalType', 'Animal type'),
      text('breed', 'Breed'),
      text('age', 'Age', { placeholder: 'e.g. 2 years' }),
      ...priceGroup(),
    ],
  },
  furnitureanddecor: {
    category: 'furnitureanddecor',
    title: 'Post Your Furniture',
    brandLabel: 'Furniture category',
    modelLabel: 'Item',
    typeField: 'furnitureType',
    fields: [
      text('furnitureType', 'Furniture type'),
      select('condition', 'Condition', CONDITIONS),
      text('material', 'Material', { placeholder: 'e.g. Sheesham wood' }),
      text('color', 'Colour'),
      ...priceGroup(),
    ],
  },
  fashionandbeauty: {
    category: 'fashionandbeauty',
    title: 'Post Your Fashion',
    brandLabel: 'Fashion category',
    modelLabel: 'Brand',
    typeField: 'fashionType',
    fields: [
      text('fashionType', 'Fashion type'),
      select('condition', 'Condition', CONDITIONS),
      text('color', 'Colour'),
      ...priceGroup(),
    ],
  },
  booksandhobbies: {
    category: 'booksandhobbies',
    title: 'Post Your Books',
    brandLabel: 'Category',
    modelLabel: 'Item',
    typeField: 'itemType',
    fields: [text('itemType', 'Item type'), select('condition', 'Condition', CONDITIONS), ...priceGroup()],
  },
  kids: {
    category: 'kids',
    title: 'Post Your Kids',
    brandLabel: 'Category',
    modelLabel: 'Item',
    typeField: 'itemType',
    fields: [text('itemType', 'Item type'), select('condition', 'Condition', CONDITIONS), ...priceGroup()],
  },
};

export function getForm(category: CategoryKey): CategoryForm {
  return FORMS[category];
}

const INPUT_OF_KIND: Record<FieldKind, FieldInput> = {
  text: 'words',
  textarea: 'words',
  society: 'words',
  variant: 'words',
  price: 'number',
  number: 'number',
  rooms: 'choice',
  select: 'choice',
  marlaSize: 'choice',
  city: 'choice',
  date: 'choice',
  phone: 'choice',
};

import { customKey } from './other';

export { customKey };

/** Keys typed freely beside the field list: the custom brand and model names. */
export const NAME_KEYS = ['brandName', 'modelName'] as const;

/**
 * Every key of a category's form_data that a person types, found from the field definitions so a new
 * field cannot miss the contact rule (decisions 146 and 179; the one-line ones also need words, not
 * only emoji): free words (text fields, descriptions, society, variant, the
 * custom names and every `…Custom` value) and single typed numbers (prices, area, year).
 */
export function typedKeys(category: CategoryKey): { words: string[]; numbers: string[] } {
  const words: string[] = [...NAME_KEYS];
  const numbers: string[] = [];
  for (const field of FORMS[category].fields) {
    const input = INPUT_OF_KIND[field.kind];
    if (input === 'words') words.push(field.name);
    if (input === 'number') numbers.push(field.name);
    if (field.kind === 'rooms') words.push(customKey(field.name));
  }
  return { words, numbers };
}

/** The form_data key holding the price of an ad in this category (docs/product.md §3: rent uses rentPerMonth). */
export function priceFieldOf(category: CategoryKey): 'price' | 'rentPerMonth' | 'salary' {
  if (category === 'propertyforrent') return 'rentPerMonth';
  if (category === 'jobs') return 'salary';
  return 'price';
}

/** Categories whose brand and model are free groupings rather than makes (docs/product.md §5). */
export function isGroupingCategory(category: CategoryKey): boolean {
  return FORMS[category].typeField !== undefined;
}
