// A valid AdInput for any category, built from the category's own field definitions (so it follows
// the forms as they change), with overrides for the one thing a test is about. Pure domain code so
// the schema's own tests, the server's API tests, journeys and benchmarks can all use it
// (test/support/server/ad-input-factory.ts re-exports it for the API tests).
import { getBrands, getVariants } from '../../../src/domain/catalogue';
import type { CategoryKey } from '../../../src/domain/categories';
import { getForm, isGroupingCategory, type FieldDef } from '../../../src/domain/fields';
import { todayInPakistan, type AdInput } from '../../../src/domain/schemas/ad-input';

export interface AdInputOverrides {
  brand?: string;
  model?: string;
  /** Merged over the generated form data; `undefined` values remove a key. */
  formData?: Record<string, string | undefined>;
  images?: string[];
}

const inAWeek = () => {
  const d = new Date(`${todayInPakistan()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
};

/**
 * Each sample's free text differs ('Title sample 7'), so a test that posts several samples as one
 * person does not trip the duplicate-ad rule (same title, price and category within a week).
 */
let sampleSeq = 0;

function sampleValue(field: FieldDef, brand: string, model: string): string {
  switch (field.kind) {
    case 'price':
      return field.name === 'deposit' ? '130000' : '45000';
    case 'number':
      return '2018';
    case 'rooms':
      return '3';
    case 'date':
      return inAWeek();
    case 'city':
      return 'Lahore';
    case 'phone':
      return '0300-1234567';
    case 'textarea':
      return 'Well kept and in daily use. Selling because I bought a new one. Serious buyers only.';
    case 'variant':
      return getVariants(brand, model)[0] ?? 'Standard';
    case 'select':
    case 'marlaSize':
      return field.options?.[0] ?? '';
    default:
      return `${field.label} sample ${sampleSeq}`;
  }
}

/** The first catalogue brand and model of the category, and a value for every field of its form. */
export function sampleAdInput(category: CategoryKey, overrides: AdInputOverrides = {}): AdInput {
  const first = getBrands(category)[0]!;
  const brand = overrides.brand ?? first.name;
  const model = overrides.model ?? first.models[0]!;
  const form = getForm(category);
  sampleSeq += 1;
  const formData: Record<string, string> = {};
  for (const field of form.fields) formData[field.name] = sampleValue(field, brand, model);
  if (form.typeField) formData[form.typeField] = `${brand} ${model}`;
  if (!isGroupingCategory(category)) {
    formData.brandName = brand;
    formData.modelName = model;
  }
  for (const [key, value] of Object.entries(overrides.formData ?? {})) {
    if (value === undefined) delete formData[key];
    else formData[key] = value;
  }
  return { category, brand, model, formData, images: overrides.images ?? [] };
}
