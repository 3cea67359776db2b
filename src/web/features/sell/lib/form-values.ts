// The values the ad form starts from: a new ad, an ad being edited, or a draft. The form's values are
// AdInput itself, so adInputSchema validates them as they are (docs/product.md §5); the body it sends
// is made in components/ad-form.tsx (toAdInput).
import type { EditableAd } from '../../../../domain/api';
import { CITIES, findCategory } from '../../../../domain/categories';
import { readChoice } from '../../../../domain/catalogue';
import { customKey, getForm } from '../../../../domain/fields';
import { isOther, namedValue, orOther } from '../../../../domain/fields/other';
import type { AdInput } from '../../../../domain/schemas';
import { typeFieldValue, type PostTarget } from './post-target';

export type AdFormValues = AdInput;

export interface Prefill {
  defaultPhone: string | null;
  defaultCity: string | null;
}

/** Every key the form can hold, blank, so each input is controlled from the first render. */
function blankFormData(target: PostTarget): Record<string, string> {
  const data: Record<string, string> = { brandName: '', modelName: '' };
  for (const field of target.form.fields) {
    data[field.name] = '';
    if (field.kind === 'rooms') data[customKey(field.name)] = '';
  }
  return data;
}

/** A new ad: the catalogue names, the auto-filled type field, and the seller's saved phone and city. */
export function newAdFormData(target: PostTarget, prefill: Prefill | null): Record<string, string> {
  const data = blankFormData(target);
  data.brandName = target.brand?.name ?? '';
  data.modelName = namedValue(target.model);
  if (target.form.typeField) data[target.form.typeField] = typeFieldValue(target);
  const city = prefill?.defaultCity;
  if (city && (CITIES as readonly string[]).includes(city) && 'location' in data) data.location = city;
  if (prefill?.defaultPhone && 'contactNumber' in data) data.contactNumber = prefill.defaultPhone;
  return data;
}

/** The target an existing ad stands for; a brand or model gone from the catalogue reads as Other. */
export function targetOfAd(ad: EditableAd): PostTarget | undefined {
  const category = findCategory(ad.category);
  if (!category) return undefined;
  const choice = readChoice(category.key, ad.brand, ad.model);
  return { category, form: getForm(category.key), brand: choice.brand, model: orOther(choice.model) };
}

/** An ad being edited: its saved values over the blank form (keys the form no longer has are dropped). */
export function editAdFormData(target: PostTarget, ad: EditableAd): Record<string, string> {
  const data = blankFormData(target);
  for (const [key, value] of Object.entries(ad.formData)) if (key in data) data[key] = value;
  // Names the catalogue no longer knows stay as typed names (targetOfAd filed them under Other).
  if (!data.brandName) data.brandName = target.brand?.name ?? namedValue(ad.brand);
  if (!data.modelName) data.modelName = !isOther(target.model) ? target.model : namedValue(ad.model);
  return data;
}

/** Keeps only the keys this form knows, so a stale draft can never add a field the server refuses. */
export function mergeKnown(base: Record<string, string>, saved: Record<string, unknown> | undefined) {
  const data = { ...base };
  for (const [key, value] of Object.entries(saved ?? {}))
    if (key in data && typeof value === 'string') data[key] = value;
  return data;
}
