// Issue 11: no phone numbers, emails or links in an ad's own words (titles, descriptions and every
// other free-text field, the custom brand and model names included). Kept apart from ad-input.ts so
// the rule is one small call there.
import type { CategoryKey } from '../categories';
import { getForm } from '../fields';
import { CONTACT_DETAILS_MESSAGE, hasContactDetails } from '../safety/contact-details';

const FREE_TEXT_EXTRAS = ['brandName', 'modelName'];

export function checkContactDetails(
  category: CategoryKey,
  formData: Record<string, string>,
  issue: (path: (string | number)[], message: string) => void,
): void {
  const keys = getForm(category)
    .fields.filter((f) => f.kind === 'text' || f.kind === 'textarea')
    .map((f) => f.name)
    .concat(FREE_TEXT_EXTRAS);
  for (const key of keys) {
    const value = formData[key];
    if (value && hasContactDetails(value)) issue(['formData', key], CONTACT_DETAILS_MESSAGE);
  }
}
