import { describe, expect, it } from 'vitest';
import { adInputSchema, fieldErrors } from '../schemas';
import { sampleAdInput as validAdInput } from '../schemas/ad-input-sample';
import { CONTACT_DETAILS_MESSAGE, hasContactDetails } from './contact-details';
import { CLEAN_TEXTS, CONTACT_VARIANTS } from './contact-variants';

describe('contact details in ad text', () => {
  it.each(CONTACT_VARIANTS)('finds %s', (text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each(CLEAN_TEXTS)('lets %s through', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });

  it('is the field error of the title and the description in the shared schema', () => {
    const input = validAdInput('mobiles');
    const result = adInputSchema.safeParse({
      ...input,
      formData: { ...input.formData, Title: 'Galaxy 0300-1234567', description: 'mail me a@b.pk' },
    });
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error!);
    expect(fields.Title).toBe(CONTACT_DETAILS_MESSAGE);
    expect(fields.description).toBe(CONTACT_DETAILS_MESSAGE);
  });
});
