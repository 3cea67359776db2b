import type { CategoryKey } from '../categories';

export type FieldKind =
  | 'text' // free text, one line
  | 'textarea' // description
  | 'price' // digits and a dot only (docs/product.md §5)
  | 'number' // whole number (year, age)
  | 'select' // one of `options`
  | 'rooms' // bedrooms/bathrooms: 1–10 or Other → a number in ROOMS_CUSTOM_MIN..ROOMS_CUSTOM_MAX
  | 'date' // availableFrom: not before today
  | 'phone' // 03xx-xxxxxxx
  | 'city' // one of CITIES
  | 'society' // free text, with the areas/societies of the chosen city as suggestions
  | 'variant' // vehicle variant: from the variant list of brand+model, or free text
  | 'marlaSize'; // sq ft in the seller's marla (MARLA_SIZES), asked when the area is in marla or kanal

export interface FieldDef {
  /** The key in form_data (docs/product.md §3). */
  name: string;
  /** Human label; also the subject of '{label} is required'. */
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Tappable suggestions beside a free input (docs/product.md §9 quick picks). */
  picks?: readonly string[];
  placeholder?: string;
  /** Most fields are required (docs/product.md §5); a few extras of ours are not. */
  optional?: boolean;
  /** Unit shown after the input, e.g. 'cc'. */
  suffix?: string;
  /** The largest sane typed number (a 'price' kind that is not money, e.g. the area). */
  max?: number;
}

/**
 * How each kind of field takes its answer, named for every kind so a new kind must say: 'words' are
 * typed freely and go through the contact rule whole; 'number' is one typed number (checked for a
 * phone number written there); 'choice' is a list, a date or the contact number itself.
 */
export type FieldInput = 'words' | 'number' | 'choice';

export interface CategoryForm {
  category: CategoryKey;
  /** Heading of the create form; brand/model categories use 'Post Your {brand} {model}' instead. */
  title?: string;
  /** Labels of the brand and model inputs (property: Property Type / Property Subtype). */
  brandLabel: string;
  modelLabel: string;
  /**
   * Categories whose brand/model are free groupings (docs/product.md §4): the type field is filled from
   * brand + ' ' + model, and brandName/modelName are not required (docs/product.md §5).
   */
  typeField?: string;
  fields: readonly FieldDef[];
}
