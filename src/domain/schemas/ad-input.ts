// The ad a person submits (create and edit), validated once here: the web form resolves with it and
// the API route parses with it, so both give the same messages (docs/product.md §5).
import { z } from 'zod';
import { CATEGORY_KEYS, CITIES, type CategoryKey } from '../categories';
import { customKey, getForm, isGroupingCategory, NAME_KEYS, priceFieldOf, type FieldDef } from '../fields';
import { isOther } from '../fields/other';
import { readChoice } from '../catalogue';
import { latinDigits } from '../format/numerals';
import { isValidPhone } from '../format/phone';
import { parsePrice } from '../format/price';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_IMAGES,
  PRICE_MAX,
  PRICE_MIN,
  ROOMS_CUSTOM_MAX,
  ROOMS_CUSTOM_MIN,
  TEXT_FIELD_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  PAKISTAN_UTC_OFFSET_MS,
} from '../limits';
import { looksLikeMobileNumber, plausibleRange } from '../plausible';
import { checkContactDetails, typedLabel } from './contact-rule';
import { MSG } from './messages';
import { plainString } from './text';
import { parsePriceText } from '../format/price-text';

/** Keys a form may carry beyond its field list (docs/product.md §3 "Also stored"). */
export const EXTRA_FORM_KEYS = ['brandName', 'modelName', 'bedroomsCustom', 'bathroomsCustom'] as const;
export const MIN_YEAR = 1950;

/** Today's date in Pakistan (UTC+5, no daylight saving), as YYYY-MM-DD. */
export function todayInPakistan(now = new Date()): string {
  return new Date(now.getTime() + PAKISTAN_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export const adInputSchema = z
  .object({
    category: z.enum(CATEGORY_KEYS, { error: MSG.categoryUnknown }),
    brand: plainString().trim().min(1, MSG.brandUnknown).max(TEXT_FIELD_MAX_LENGTH),
    model: plainString().trim().min(1, MSG.modelUnknown).max(TEXT_FIELD_MAX_LENGTH),
    // No length cap here: each field's own check below gives its message ('Description can be at most
    // …'); the route's body limit bounds the total.
    formData: z.record(plainString(), plainString({ multiline: true })),
    /** Ids of uploaded photos, cover first. */
    images: z.array(z.uuid({ error: MSG.imageUnavailable })).max(MAX_IMAGES, MSG.tooManyImages),
  })
  .strict()
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    checkBrandAndModel(input, issue);
    // Contact details first: a text that is a phone number is better told so than 'too short'.
    checkContactDetails(input.category, input.formData, issue);
    checkFields(input.category, input.brand, input.model, input.formData, issue);
    checkNamesInWords(input.category, input.formData, issue);
    if (input.images.length === 0) issue(['images'], MSG.imagesRequired);
    if (new Set(input.images).size !== input.images.length) issue(['images'], MSG.imageDuplicate);
  })
  // What passed the checks is stored as it was read: '1.8 لاکھ' as 180000 (readTypedNumbers, below).
  .transform((input) => ({ ...input, formData: readTypedNumbers(input.category, input.formData) }));

export type AdInput = z.infer<typeof adInputSchema>;
type Issue = (path: (string | number)[], message: string) => void;

function checkBrandAndModel(
  input: { category: CategoryKey; brand: string; model: string; formData: Record<string, string> },
  issue: Issue,
) {
  const { category, brand, model, formData } = input;
  const { brand: known, model: knownModel, brandIsOther, modelIsOther } = readChoice(category, brand, model);
  if (!brandIsOther && !known) issue(['brand'], MSG.brandUnknown);
  if (known && !modelIsOther && !knownModel) issue(['model'], MSG.modelUnknown);
  if (brandIsOther && !modelIsOther) issue(['model'], MSG.modelUnknown);
  // docs/product.md §5: custom names are required when Other is chosen, and always outside the grouping categories.
  const needNames = !isGroupingCategory(category);
  if ((brandIsOther || needNames) && !formData.brandName?.trim())
    issue(['formData', 'brandName'], MSG.brandName);
  if ((modelIsOther || needNames) && !formData.modelName?.trim())
    issue(['formData', 'modelName'], MSG.modelName);
}

function checkFields(
  category: CategoryKey,
  brand: string,
  model: string,
  formData: Record<string, string>,
  issue: Issue,
) {
  const form = getForm(category);
  const brandKey = readChoice(category, brand, model).brand?.key;
  const allowed = new Set<string>([...form.fields.map((f) => f.name), ...EXTRA_FORM_KEYS]);
  for (const key of Object.keys(formData))
    if (!allowed.has(key)) issue(['formData', key], MSG.unknownField(key));
  for (const key of EXTRA_FORM_KEYS) {
    if ((formData[key] ?? '').length > TEXT_FIELD_MAX_LENGTH)
      issue(['formData', key], MSG.tooLong('This field', TEXT_FIELD_MAX_LENGTH));
  }
  const otherChosen = isOther(brand) || isOther(model);
  for (const field of form.fields) {
    const value = readTypedNumber(field, (formData[field.name] ?? '').trim());
    // docs/product.md §5: the title is skipped when brand or model is Other.
    const skip = field.optional || (otherChosen && (field.name === 'Title' || field.name === 'title'));
    if (!value) {
      if (!skip) issue(['formData', field.name], requiredMessage(category, field));
      continue;
    }
    const message =
      checkValue(field, value, formData) ??
      checkPlausible(category, brandKey, field, value) ??
      checkMinimum(category, field, value);
    if (message) issue(['formData', message.key ?? field.name], message.text);
  }
}

/** docs/product.md §5: 'Contact number is required'; 'Monthly rent is required' for rent, 'Price is required' for
 * every other category's price field (the jobs salary included); '{field} is required' otherwise. */
function requiredMessage(category: CategoryKey, field: FieldDef): string {
  if (field.kind === 'phone') return MSG.contactRequired;
  if (category !== 'propertyforrent' && field.name === priceFieldOf(category)) return MSG.required('Price');
  return MSG.required(field.label);
}

/**
 * A typed amount a buyer would not believe (decision 181): a phone number where the price goes, or an
 * amount outside its category's range (plausible.ts), refused with the range.
 */
function checkPlausible(
  category: CategoryKey,
  brandKey: string | undefined,
  field: FieldDef,
  value: string,
): { text: string; key?: string } | undefined {
  if (field.kind !== 'price') return undefined;
  if (looksLikeMobileNumber(value)) return { text: MSG.numberIsPhone(field.label) };
  const range = plausibleRange(category, field.name, brandKey);
  const amount = parsePrice(value);
  if (!range || amount === undefined) return undefined;
  // Below the least, the product's own 'at least Rs. 1' (checkMinimum) speaks for the price field.
  if (amount > range.max || (amount < range.min && field.name !== priceFieldOf(category)))
    return { text: MSG.outOfRange(field.label, range.min, range.max) };
  return undefined;
}

/** A letter of any script: a title needs at least one word, not only emoji, digits or signs. */
const HAS_LETTER = /\p{L}/u;
/** A letter or a digit: a name may be a number ('70' for a Honda CD 70), never emoji or signs only. */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** One-line kinds a person types a name or a short fact into (the title has its own rule). */
const NAME_KINDS = new Set<FieldDef['kind']>(['text', 'society', 'variant']);

/**
 * Every name a person types — a make or model under Other, a society, a company name, a colour — has
 * a letter or a digit in it (decision 179): '🏍️🔥 🔥🔥🔥 2019' tells a buyer nothing and finds nothing.
 */
function checkNamesInWords(category: CategoryKey, formData: Record<string, string>, issue: Issue) {
  const keys = [
    ...NAME_KEYS,
    ...getForm(category)
      .fields.filter((f) => NAME_KINDS.has(f.kind) && f.name !== 'Title' && f.name !== 'title')
      .map((f) => f.name),
  ];
  for (const key of keys) {
    const value = formData[key]?.trim();
    if (value && !HAS_LETTER_OR_DIGIT.test(value))
      issue(['formData', key], MSG.nameInWords(typedLabel(category, key)));
  }
}

/** An ad must say something (docs/product.md). A title of TITLE_MIN_LENGTH, a description of
 * DESCRIPTION_MIN_LENGTH, and a price (the rent, the jobs salary) of at least PRICE_MIN rupees. */
function checkMinimum(
  category: CategoryKey,
  field: FieldDef,
  value: string,
): { text: string; key?: string } | undefined {
  if (field.name === 'Title' || field.name === 'title') {
    if (!HAS_LETTER.test(value)) return { text: MSG.titleInWords };
    if (value.length < TITLE_MIN_LENGTH) return { text: MSG.tooShort(field.label, TITLE_MIN_LENGTH) };
  }
  if (field.kind === 'textarea' && value.length < DESCRIPTION_MIN_LENGTH)
    return { text: MSG.tooShort(field.label, DESCRIPTION_MIN_LENGTH) };
  if (field.name === priceFieldOf(category) && (parsePrice(value) ?? 0) < PRICE_MIN)
    return { text: MSG.priceTooLow(field.label, PRICE_MIN) };
  return undefined;
}

function checkValue(
  field: FieldDef,
  value: string,
  formData: Record<string, string>,
): { text: string; key?: string } | undefined {
  const max = field.kind === 'textarea' ? DESCRIPTION_MAX_LENGTH : TEXT_FIELD_MAX_LENGTH;
  if (value.length > max) return { text: MSG.tooLong(field.label, max) };
  switch (field.kind) {
    case 'price': {
      if (!/^\d+(\.\d+)?$/.test(value)) return { text: MSG.priceDigits(field.label) };
      if ((parsePrice(value) ?? 0) > (field.max ?? PRICE_MAX)) return { text: MSG.priceTooHigh(field.label) };
      return undefined;
    }
    case 'number': {
      const maxYear = new Date().getFullYear() + 1;
      const year = Number(value);
      return /^\d{4}$/.test(value) && year >= MIN_YEAR && year <= maxYear
        ? undefined
        : { text: MSG.year(MIN_YEAR, maxYear) };
    }
    case 'select':
    case 'marlaSize':
      return field.options?.includes(value) ? undefined : { text: MSG.chooseOption(field.label) };
    case 'city':
      return (CITIES as readonly string[]).includes(value) ? undefined : { text: MSG.chooseCity };
    case 'rooms': {
      if (!field.options?.includes(value)) return { text: MSG.chooseOption(field.label) };
      if (!isOther(value)) return undefined;
      const custom = latinDigits(formData[customKey(field.name)]?.trim() ?? '');
      const count = Number(custom);
      return /^\d+$/.test(custom) && count >= ROOMS_CUSTOM_MIN && count <= ROOMS_CUSTOM_MAX
        ? undefined
        : { text: MSG.roomsRange, key: customKey(field.name) };
    }
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { text: MSG.dateFormat };
      return value < todayInPakistan() ? { text: MSG.dateInPast } : undefined;
    case 'phone':
      return isValidPhone(value) ? undefined : { text: MSG.phoneInvalid };
    default:
      return undefined;
  }
}

/**
 * Flattens zod issues into { field: message } for the API error shape and the form, keyed by the
 * form_data key (or 'images', 'brand', 'model'); the first message per field wins.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const key = path[0] === 'formData' && path[1] ? path[1] : (path[0] ?? 'form');
    const message =
      issue.code === 'unrecognized_keys'
        ? MSG.unknownField(issue.keys.join(', '))
        : issue.code === 'invalid_key'
          ? (issue.issues[0]?.message ?? issue.message)
          : issue.message;
    const k = issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? key) : key;
    out[k] ??= message;
  }
  return out;
}

// Numbers in an ad's fields the way people type them, read once here for the form and the API alike:
// a price in words ('1.8 لاکھ', '45k', '۱٫۲ کروڑ'), and Urdu or Arabic digits in an area, a year, a
// rooms count or a phone number ('۰۳۰۰۱۲۳۴۵۶۷'). The checks judge what was read, and the stored
// value is what was read, so an ad keeps one spelling of its numbers (decision 188).

/** The field's value as its checks should read it. Money that does not read stays as typed, so its
 * check gives the field's own message. */
function readTypedNumber(field: FieldDef, value: string): string {
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
function readTypedNumbers(category: CategoryKey, formData: Record<string, string>): Record<string, string> {
  const out = { ...formData };
  for (const field of getForm(category).fields) {
    const value = out[field.name];
    if (value !== undefined) out[field.name] = readTypedNumber(field, value.trim()) || value;
    const custom = field.kind === 'rooms' ? out[customKey(field.name)] : undefined;
    if (custom !== undefined) out[customKey(field.name)] = latinDigits(custom);
  }
  return out;
}
