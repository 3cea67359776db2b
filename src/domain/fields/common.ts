import type { FieldDef } from './types';
import { DESCRIPTION_MAX_LENGTH } from '../limits';

// Fields most categories share, named as docs/product.md §3 names them; labels give the spec's messages
// ('Price is required', 'Location is required', 'Description is required', 'Contact number is required').
export const price: FieldDef = {
  name: 'price',
  label: 'Price',
  kind: 'price',
  placeholder: 'e.g. 45000',
  suffix: 'Rs.',
};
export const location: FieldDef = { name: 'location', label: 'Location', kind: 'city' };
export const description: FieldDef = {
  name: 'description',
  label: 'Description',
  kind: 'textarea',
  placeholder: `Describe what you are selling: condition, age, reason for selling (up to ${DESCRIPTION_MAX_LENGTH} characters)`,
};
export const contactNumber: FieldDef = {
  name: 'contactNumber',
  label: 'Contact number',
  kind: 'phone',
  placeholder: '03xx-xxxxxxx',
};
export const text = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'text',
  ...extra,
});
export const select = (
  name: string,
  label: string,
  options: readonly string[],
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  name,
  label,
  kind: 'select',
  options,
  ...extra,
});
