// What 'Other' means, once (docs/product.md §3, §9). OTHER is the value a person picks when the
// catalogue or the option list lacks theirs; these functions are every reading of it, on the server
// and in the browser alike. readChoice (src/domain/catalogue) reads a brand and model choice against the
// catalogue; the code that only shows OTHER as a tile or an option uses the constant. A source scan
// (other.test.ts) fails when a comparison with OTHER, or the word itself, is written anywhere else.
// It imports nothing: the card and title code of every page reads it, and the option lists and form
// definitions stay out of the first-load bundle (scripts/bench/js-budgets.ts).

/** The choice for a brand, model or option the lists lack; options.ts lists it where it is offered. */
export const OTHER = 'Other';

type FormData = Record<string, string | undefined>;

/** Whether a chosen brand, model or option is Other, as the form sends it and the row stores it. */
export const isOther = (value: string | undefined): boolean => value === OTHER;

/** The name a choice is filed under: the catalogue's name, or OTHER when it has none. */
export const orOther = (name: string | null | undefined): string => name ?? OTHER;

/** A value that names something: trimmed, and '' when it is blank or Other (no brand, model or fact). */
export function namedValue(value: string | undefined): string {
  const text = (value ?? '').trim();
  return isOther(text) ? '' : text;
}

/** The values that name no brand or model, for SQL that skips them (`not in (…)`). */
export const NO_NAMES: readonly string[] = ['', OTHER];

/**
 * The brand and model names stored on the ad: a custom name typed in brandName/modelName replaces
 * Other; Other stays when none was typed (docs/product.md §3).
 */
export function effectiveNames(
  brand: string,
  model: string,
  formData: FormData,
): { brand: string; model: string } {
  const named = (chosen: string, typed: string | undefined) =>
    isOther(chosen) ? (typed ?? '').trim() || OTHER : chosen;
  return { brand: named(brand, formData.brandName), model: named(model, formData.modelName) };
}

/** The form_data key of the number typed when a rooms field is Other. */
export const customKey = (name: string) => `${name}Custom`;

/** A rooms field's count, trimmed: the number typed in `${name}Custom` when Other was chosen. */
export function roomsCount(formData: FormData, name: string): string {
  const chosen = (formData[name] ?? '').trim();
  return (isOther(chosen) ? (formData[customKey(name)] ?? '') : chosen).trim();
}
