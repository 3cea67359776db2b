// What a /post/{category}/{brand}/{model} route (or an ad being edited) stands for: the category's form,
// the catalogue brand (null for Other) and the model as the catalogue writes it (or OTHER).
import { findCategory, type Category } from '../../../../domain/categories';
import { readChoice, type Brand } from '../../../../domain/catalogue';
import { getForm, type CategoryForm } from '../../../../domain/fields';
import { OTHER } from '../../../../domain/fields/options';
import { isOther } from '../../../../domain/fields/other';

export interface PostTarget {
  category: Category;
  form: CategoryForm;
  /** null when the person chose the OTHER brand tile: the brand name is then typed. */
  brand: Brand | null;
  /** The catalogue's spelling of the model, or OTHER. */
  model: string;
}

export type ResolvedTarget =
  { kind: 'ok'; target: PostTarget } | { kind: 'invalid-category' } | { kind: 'invalid-choice' };

/** The route's brand segment of the OTHER brand tile (docs/product.md §2: /post/{category}/other/Other). */
export const OTHER_BRAND_SEGMENT = 'other';

export function resolveTarget(
  categoryKey: string | undefined,
  brandKey: string | undefined,
  modelName: string | undefined,
): ResolvedTarget {
  const category = findCategory(categoryKey);
  if (!category) return { kind: 'invalid-category' };
  const form = getForm(category.key);
  if (brandKey === undefined || modelName === undefined) return { kind: 'invalid-choice' };
  const choice = readChoice(category.key, brandKey, modelName);
  // The OTHER brand goes with the OTHER model only: there is no catalogue to pick a model from.
  if (choice.brandIsOther) {
    return choice.modelIsOther
      ? { kind: 'ok', target: { category, form, brand: null, model: OTHER } }
      : { kind: 'invalid-choice' };
  }
  const { brand } = choice;
  const model = choice.modelIsOther ? OTHER : choice.model;
  return brand && model
    ? { kind: 'ok', target: { category, form, brand, model } }
    : { kind: 'invalid-choice' };
}

/** The form's heading (docs/product.md §2 "Create/edit ad form"). */
/** How the headings are worded: docs/product.md's English, or the page's language (useTitleWords). */
export interface TitleWords {
  edit: string;
  ad: string;
  named(brand: string, model: string): string;
  form(title: string): string;
}

const ENGLISH_TITLES: TitleWords = {
  edit: 'Edit Advertisement',
  ad: 'Post Your Ad',
  named: (brand, model) => `Post Your ${brand} ${model}`,
  form: (title) => title,
};

export function formTitle(target: PostTarget, editing: boolean, words = ENGLISH_TITLES): string {
  if (editing) return words.edit;
  if (target.form.title) return words.form(target.form.title);
  if (!target.brand || isOther(target.model)) return words.ad;
  return words.named(target.brand.name, target.model);
}

/**
 * The auto-filled type field of grouping categories (docs/product.md §4): brand + ' ' + model; brand and a trailing
 * space when the model is Other; empty when the brand is Other.
 */
export function typeFieldValue(target: PostTarget): string {
  if (!target.brand) return '';
  if (isOther(target.model)) return `${target.brand.name} `;
  return `${target.brand.name} ${target.model}`;
}

/** The path of the form for this target, e.g. /post/mobiles/samsung/Galaxy%20A55. */
export function formPath(target: PostTarget): string {
  const brand = target.brand ? target.brand.key : OTHER_BRAND_SEGMENT;
  return `/post/${target.category.key}/${brand}/${encodeURIComponent(target.model)}`;
}
