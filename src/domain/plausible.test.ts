import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, type CategoryKey } from './categories';
import { priceFieldOf } from './fields';
import { englishText, messageOf } from './messages';
import { UR_MESSAGES } from './messages-ur';
import { fillTemplate } from './format/fill';
import { looksLikeMobileNumber, plausibleRange } from './plausible';
import { adInputSchema, fieldErrors } from './schemas/ad-input';
import { contactMessage } from './schemas/contact-rule';
import { MSG } from './schemas/messages';
import { sampleAdInput, type AdInputOverrides } from '../../test/support/domain/ad-input-sample';

const IMG = '7d0f2a55-4a8e-4a3b-9d2c-1f2e3d4c5b6a';
function errors(category: CategoryKey, o: AdInputOverrides = {}): Record<string, string> {
  const result = adInputSchema.safeParse(sampleAdInput(category, { images: [IMG], ...o }));
  return result.success ? {} : fieldErrors(result.error);
}

describe('plausible amounts', () => {
  it('refuses a phone at Rs. 3,001,234,567 with the range, in English and in Urdu', () => {
    const said = errors('mobiles', { formData: { price: '2500000' } });
    expect(said).toEqual({
      price: 'Price must be from Rs. 1 to Rs. 2,000,000 (20 lac). Please check the amount.',
    });
    const message = messageOf(said.price)!;
    expect(message.code).toBe('form.outOfRangeLac');
    expect(fillTemplate(UR_MESSAGES[message.code], message.values)).toBe(
      'Price 1 سے 2,000,000 روپے (20 لاکھ) تک ہونی چاہیے۔ براہِ کرم رقم دوبارہ دیکھیں۔',
    );
    // The amount just inside is taken.
    expect(errors('mobiles', { formData: { price: '2000000' } })).toEqual({});
  });

  it('never takes a value shaped like a Pakistani mobile number in a money field', () => {
    for (const phone of ['3001234567', '03001234567', '923001234567', '00923001234567', '3451234567'])
      for (const category of CATEGORY_KEYS) {
        const key = priceFieldOf(category);
        // Refused as a phone number: by this check, or by the contact rule where it reads the number first.
        const label = key === 'rentPerMonth' ? 'Monthly rent' : key === 'salary' ? 'Salary' : 'Price';
        expect([MSG.numberIsPhone(label), contactMessage('phone', label)], `${category} ${phone}`).toContain(
          errors(category, { formData: { [key]: phone } })[key],
        );
      }
    expect([MSG.numberIsPhone('Security deposit'), contactMessage('phone', 'Security deposit')]).toContain(
      errors('propertyforrent', { formData: { deposit: '3001234567' } }).deposit,
    );
    // Ten digits that are no mobile number (a 25 crore car is '250000000', nine digits) are read as amounts.
    expect(looksLikeMobileNumber('2500000000')).toBe(false);
    expect(looksLikeMobileNumber('30012345678')).toBe(false);
    expect(errors('propertyforsale', { formData: { price: '1500000000' } })).toEqual({});
  });

  it('refuses a seven-digit rent for a flat, and takes it for a house; the deposit has a range too', () => {
    const flat = { brand: 'Flats', model: 'Bachelor Flat' };
    expect(errors('propertyforrent', { ...flat, formData: { rentPerMonth: '1200000' } })).toEqual({
      rentPerMonth: 'Monthly rent must be from Rs. 1 to Rs. 800,000 (8 lac). Please check the amount.',
    });
    expect(errors('propertyforrent', { ...flat, formData: { rentPerMonth: '85000' } })).toEqual({});
    const house = { brand: 'Houses', model: 'Upper Portion' };
    expect(errors('propertyforrent', { ...house, formData: { rentPerMonth: '1200000' } })).toEqual({});
    expect(errors('propertyforrent', { formData: { rentPerMonth: '60000000' } })).toEqual({
      rentPerMonth: MSG.outOfRange('Monthly rent', 1, 5_000_000),
    });
    expect(errors('propertyforrent', { formData: { deposit: '0' } })).toEqual({});
    expect(errors('propertyforrent', { formData: { deposit: '600000000' } })).toEqual({
      deposit: MSG.outOfRange('Security deposit', 0, 50_000_000),
    });
  });

  it('says the top in crore where it is one, and the least stays Rs. 1 (the product’s own check)', () => {
    expect(errors('vehicles', { formData: { price: '300000000' } })).toEqual({
      price: 'Price must be from Rs. 1 to Rs. 250,000,000 (25 crore). Please check the amount.',
    });
    expect(englishText(messageOf(MSG.outOfRange('Salary', 1, 5_000_000))!)).toContain('(50 lac)');
    expect(errors('jobs', { formData: { salary: '0' } })).toEqual({
      salary: 'Salary must be at least Rs. 1',
    });
    expect(errors('mobiles', { formData: { price: '1' } })).toEqual({});
  });

  it('has a range for the price of every category, and none for an area', () => {
    for (const category of CATEGORY_KEYS) {
      const range = plausibleRange(category, priceFieldOf(category));
      expect(range, category).toBeDefined();
      expect(range!.max, category).toBeLessThan(3_000_000_000);
    }
    expect(plausibleRange('propertyforsale', 'area')).toBeUndefined();
  });
});
