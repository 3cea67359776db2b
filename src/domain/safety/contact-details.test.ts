import { describe, expect, it } from 'vitest';
import { adInputSchema, fieldErrors } from '../schemas';
import { sampleAdInput as validAdInput } from '../../../test/support/domain/ad-input-sample';
import { hasContactDetails, hasLink, isPhoneNumberValue } from './contact-details';
import { contactMessage } from '../schemas/contact-rule';
import {
  CLEAN_TEXTS,
  CONTACT_CASES,
  CONTACT_VARIANTS,
  caseInput,
  caseMessage,
} from '../../../test/support/domain/contact-variants';

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
    expect(fields.Title).toBe(contactMessage('phone', 'Title'));
    expect(fields.description).toBe(contactMessage('email', 'Description'));
  });

  // The same table the API test posts (src/server/ads/contact-disguises.test.ts), here through the
  // shared schema the form uses, so the form and the API give the same answer.
  it.each(CONTACT_CASES.map((c) => [c.field, c.text, c] as const))('%s: %s', (field, _text, c) => {
    const result = adInputSchema.safeParse(caseInput(c, ['5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47']));
    const fields = result.success ? {} : fieldErrors(result.error);
    expect(fields[field]).toBe(caseMessage(c));
    if (!c.refused) expect(fields).toEqual({});
  });

  it('joins digit groups only across separators, and keeps amounts and dates whole', () => {
    expect(hasContactDetails('0300 call 1234567')).toBe(false);
    expect(hasContactDetails('Rs. 45,000, 2019 model')).toBe(false);
    expect(hasContactDetails('03-01-2024, 05-01-2024')).toBe(false);
    expect(hasContactDetails('300,123,4567')).toBe(true);
    expect(hasContactDetails('92,300,123,4567')).toBe(true);
    // Nine digits are an amount (Rs. 15 crore); ten are a number without its 0.
    expect(hasContactDetails('Demand 150000000')).toBe(false);
    expect(hasContactDetails('Demand 1500000000')).toBe(true);
  });

  it('takes a typed number for a phone number only when it is shaped like one', () => {
    expect(isPhoneNumberValue('03001234567')).toBe(true);
    expect(isPhoneNumberValue('923001234567')).toBe(true);
    expect(isPhoneNumberValue('0423576123')).toBe(true);
    expect(isPhoneNumberValue('150000000')).toBe(false);
    expect(isPhoneNumberValue('3001234567')).toBe(false);
    expect(isPhoneNumberValue('272.25')).toBe(false);
  });

  it('finds disguised links for the chat warning, and leaves plain talk alone', () => {
    for (const text of ['hxxps://pay.example', 'bit . ly/abc', 'pay at site[.]com', 't.me/refunds'])
      expect(hasLink(text), text).toBe(true);
    for (const text of ['Rs. 45,000 final', 'Meet at 5.30 near Liberty', 'call me at 0300 1234567'])
      expect(hasLink(text), text).toBe(false);
  });
});
