// No phone numbers, emails or links in an ad's own words (decisions 020 and 146): every key a person
// types, found from the field definitions (typedKeys), so a new field cannot forget the rule. Kept
// apart from ad-input.ts so the rule is one small call there.
import type { CategoryKey } from '../categories';
import { typedKeys } from '../fields';
import { CONTACT_DETAILS_MESSAGE, hasContactDetails, isPhoneNumberValue } from '../safety/contact-details';

export function checkContactDetails(
  category: CategoryKey,
  formData: Record<string, string>,
  issue: (path: (string | number)[], message: string) => void,
): void {
  const { words, numbers } = typedKeys(category);
  for (const key of words) {
    const value = formData[key];
    if (value && hasContactDetails(value)) issue(['formData', key], CONTACT_DETAILS_MESSAGE);
  }
  // A price or an area is one number: refused as contact details only when it is shaped like a phone
  // number ('03001234567'); its size is the field's own check.
  for (const key of numbers) {
    const value = formData[key];
    if (value && isPhoneNumberValue(value)) issue(['formData', key], CONTACT_DETAILS_MESSAGE);
  }
}
