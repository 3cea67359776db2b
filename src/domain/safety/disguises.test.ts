// The disguise table (decision 179, docs/security.md): every row of every class is refused through the
// contact rule, numbers split across the fields an ad shows together are refused through the ad
// schema, and ordinary text with numbers in it is accepted — a false refusal loses an honest seller.
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, type CategoryKey } from '../categories';
import { typedKeys } from '../fields';
import { contactMessage, typedLabel } from '../schemas/contact-rule';
import { adInputSchema, fieldErrors } from '../schemas';
import { messageOf } from '../messages';
import { sampleAdInput } from '../../../test/support/domain/ad-input-sample';
import { DISGUISES, ORDINARY_TEXTS, SPLIT_ACROSS_FIELDS } from '../../../test/support/domain/disguises';
import { contactDetailsIn, hasContactDetails } from './contact-details';
import { MAX_SCANNED } from './normalise';

const rows = Object.entries(DISGUISES).flatMap(([kind, texts]) => texts.map((text) => [kind, text] as const));

describe('the disguise table', () => {
  it('holds at least 100 disguises across its classes and 30 ordinary texts', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(Object.values(DISGUISES).every((texts) => texts.length >= 10)).toBe(true);
    expect(ORDINARY_TEXTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(rows)('%s: refuses %j', (_kind, text) => {
    expect(contactDetailsIn(text)).toBeDefined();
  });

  it.each(ORDINARY_TEXTS)('accepts %j', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });

  it.each(ORDINARY_TEXTS)('accepts %j as a title and with the description after it', (text) => {
    const input = sampleAdInput('mobiles', {
      formData: { Title: `${text} for sale`, description: `${text}. Well kept, serious buyers only.` },
    });
    const result = adInputSchema.safeParse({ ...input, images: ['5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47'] });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({});
  });
});

describe('fields an ad shows together', () => {
  it.each(SPLIT_ACROSS_FIELDS)('%s: refuses %j read together, naming both fields', (category, split) => {
    const input = sampleAdInput(category as CategoryKey, { formData: split });
    const alone = Object.values(split).map((value) => hasContactDetails(value));
    expect(alone).toEqual(Object.values(split).map(() => false));
    const result = adInputSchema.safeParse({ ...input, images: ['5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47'] });
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error!);
    const [first, second] = Object.keys(split);
    expect(messageOf(fields[first!])?.code).toMatch(/^form\.contact\w+Across$/);
    expect(messageOf(fields[second!])?.code).toMatch(/^form\.contact\w+Across$/);
    // The same ad with the second half gone is accepted.
    const honest = sampleAdInput(category as CategoryKey, {
      formData: { ...split, [second!]: second === 'description' ? 'Box and charger, well kept.' : 'Blue' },
    });
    const again = adInputSchema.safeParse({ ...honest, images: ['5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47'] });
    expect(again.success ? {} : fieldErrors(again.error)).toEqual({});
  });
});

describe('every free-text and Other field of every category', () => {
  const typed = CATEGORY_KEYS.flatMap((category) =>
    typedKeys(category)
      .words.filter((key) => !key.endsWith('Custom'))
      .map((key) => [category, key] as const),
  );

  it.each(typed)(
    '%s: %s refuses a disguised number with its own label, and takes an honest value',
    (category, key) => {
      const refused = sampleAdInput(category, { formData: { [key]: 'Khan 0300:123•4567' } });
      const result = adInputSchema.safeParse({
        ...refused,
        images: ['5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47'],
      });
      expect(result.success ? {} : fieldErrors(result.error)[key]).toBe(
        contactMessage('phone', typedLabel(category, key)),
      );
      const plain = sampleAdInput(category).formData[key] ?? '';
      const honest = sampleAdInput(category, { formData: { [key]: `${plain} Khan 1300cc 2019`.trim() } });
      const again = adInputSchema.safeParse({ ...honest, images: ['5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47'] });
      expect(again.success ? {} : fieldErrors(again.error)).toEqual({});
    },
  );
});

describe('a long adversarial text', () => {
  // No clock: a pattern that backtracks badly would not finish at all on these, not just be slow.
  it.each([
    ['digits and separators', '0 -'.repeat(MAX_SCANNED / 3)],
    ['dots', 'a.'.repeat(MAX_SCANNED / 2)],
    ['ats', 'a@'.repeat(MAX_SCANNED / 2)],
    ['glued number words', 'one'.repeat(MAX_SCANNED / 3)],
    ['direction controls', '\u202E1\u2067'.repeat(MAX_SCANNED / 3)],
    ['spaced letters', 'h '.repeat(MAX_SCANNED / 2)],
    ['look-alikes', 'O1l'.repeat(MAX_SCANNED / 3)],
    ['spaces in an isolate', `\u2067${' '.repeat(MAX_SCANNED)}`],
    ['nested direction controls', `${'\u202E\u2067'.repeat(MAX_SCANNED / 2)}x`],
    ['a long name after an app', `ig ${'a'.repeat(MAX_SCANNED)}`],
    ['a long name after an at', `@${'a'.repeat(MAX_SCANNED)}`],
  ])('reads %s', (_name, text) => {
    expect(typeof hasContactDetails(text)).toBe('boolean');
  });
});
