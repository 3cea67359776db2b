// Numbers in an ad's fields the way people type them, read once here for the form and the API alike:
// a price in words ('1.8 لاکھ', '45k', '۱٫۲ کروڑ'), and Urdu or Arabic digits in an area, a year, a
// rooms count or a phone number ('۰۳۰۰۱۲۳۴۵۶۷'). The checks judge what was read, and the stored
// value is what was read, so an ad keeps one spelling of its numbers (decision 188).
import type { CategoryKey } from '../categories';
import { customKey, getForm, type FieldDef } from '../fields';
import { latinDigits } from '../format/numerals';
import { parsePriceText } from '../format/price-text';

/** The field's value as its checks should read it. Money that does not read stays as typed, so its
 * check gives the field's own message. */
export function readTypedNumber(field: FieldDef, value: string): string {
  switch (field.kind) {
    case 'price': {
      const digits = latinDigits(value);
      // A plain number is judged as it is ('0.5' is below the minimum, not one rupee); money in
      // words is read by the price parser.
      if (!field.suffix || /^\d+(\.\d+)?$/.test(digits)) return digits;
      const read = parsePriceText(value);
      return read.ok ? String(read.rupees) : value;
    }
    case 'number':
    case 'phone':
      return latinDigits(value);
    default:
      return value;
  }
}

/** formData with every number field (and a rooms count typed under 'Other') as read. */
export function readTypedNumbers(
  category: CategoryKey,
  formData: Record<string, string>,
): Record<string, string> {
  const out = { ...formData };
  for (const field of getForm(category).fields) {
    const value = out[field.name];
    if (value !== undefined) out[field.name] = readTypedNumber(field, value.trim()) || value;
    const custom = field.kind === 'rooms' ? out[customKey(field.name)] : undefined;
    if (custom !== undefined) out[customKey(field.name)] = latinDigits(custom);
  }
  return out;
}
