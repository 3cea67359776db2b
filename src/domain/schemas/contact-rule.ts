// No phone numbers, emails, links or handles in an ad's own words (decisions 020, 146 and 179): every
// key a person types, found from the field definitions (typedKeys), so a new field cannot forget the
// rule; and the fields an ad shows together (the title above the description, the facts in one
// list), read joined, so a number split across two of them is seen whole. Kept apart from
// ad-input.ts so the rule is one small call there.
import type { CategoryKey } from '../categories';
import { getForm, typedKeys } from '../fields';
import { say } from '../messages';
import { contactDetailsIn, isPhoneNumberValue, type ContactKind } from '../safety/contact-details';

const ONE_FIELD = {
  phone: 'form.contactPhone',
  email: 'form.contactEmail',
  link: 'form.contactLink',
} as const;
const TWO_FIELDS = {
  phone: 'form.contactPhoneAcross',
  email: 'form.contactEmailAcross',
  link: 'form.contactLinkAcross',
} as const;

/** The message for contact details found in one field, named by its label. */
export const contactMessage = (kind: ContactKind, label: string) => say(ONE_FIELD[kind], { label });
/** The message for contact details that two fields show only when read together. */
const contactAcrossMessage = (kind: ContactKind, label: string, other: string) =>
  say(TWO_FIELDS[kind], { label, other });

/** The label a person sees beside a typed key: the field's, the brand's or model's, the rooms'. */
export function typedLabel(category: CategoryKey, key: string): string {
  const form = getForm(category);
  if (key === 'brandName') return form.brandLabel;
  if (key === 'modelName') return form.modelLabel;
  const field = form.fields.find((f) => f.name === key || `${f.name}Custom` === key);
  return field?.label ?? key;
}

const TITLE_KEYS = new Set(['Title', 'title']);

export function checkContactDetails(
  category: CategoryKey,
  formData: Record<string, string>,
  issue: (path: (string | number)[], message: string) => void,
): void {
  const { words, numbers } = typedKeys(category);
  const label = (key: string) => typedLabel(category, key);
  const refused = new Set<string>();
  for (const key of words) {
    const value = formData[key];
    const kind = value ? contactDetailsIn(value) : undefined;
    if (kind) {
      refused.add(key);
      issue(['formData', key], contactMessage(kind, label(key)));
    }
  }
  // A price or an area is one number: refused as contact details only when it is shaped like a phone
  // number ('03001234567'); its size is the field's own check.
  for (const key of numbers) {
    const value = formData[key];
    if (value && isPhoneNumberValue(value)) issue(['formData', key], contactMessage('phone', label(key)));
  }
  // What is shown together: the title with the description, and the facts' values, two by two in the
  // order the details list shows them. Only when no field alone was refused, so each is told once.
  const shown = words.filter((key) => formData[key]?.trim());
  const title = shown.filter((key) => TITLE_KEYS.has(key) || key === 'description');
  const facts = shown.filter((key) => !TITLE_KEYS.has(key) && key !== 'description');
  for (const group of [title, facts]) {
    if (group.some((key) => refused.has(key))) continue;
    checkJoined(group, formData, label, issue);
  }
}

/**
 * The first two fields that show contact details only when read together, in the order the ad shows
 * them (any two: other facts may stand between them on the page, and a reader skips those); both are
 * told, each naming the other.
 */
function checkJoined(
  keys: string[],
  formData: Record<string, string>,
  label: (key: string) => string,
  issue: (path: (string | number)[], message: string) => void,
): void {
  for (let i = 0; i < keys.length - 1; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const first = keys[i]!;
      const second = keys[j]!;
      const kind = contactDetailsIn(`${formData[first]}\n${formData[second]}`);
      if (!kind) continue;
      issue(['formData', first], contactAcrossMessage(kind, label(first), label(second)));
      issue(['formData', second], contactAcrossMessage(kind, label(second), label(first)));
      return;
    }
  }
}
