import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../categories';
import { MAX_IMAGES } from '../limits';
import { adInputSchema, fieldErrors, todayInPakistan } from './ad-input';
import { sampleAdInput, type AdInputOverrides } from '../../../test/support/domain/ad-input-sample';
import { MSG } from './messages';
import { OTHER } from '../fields/options';
import type { CategoryKey } from '../categories';

const IMG = '7d0f2a55-4a8e-4a3b-9d2c-1f2e3d4c5b6a';
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `7d0f2a55-4a8e-4a3b-9d2c-1f2e3d4c5b${String(i).padStart(2, '0')}`);

/** The field messages for an input, or {} when it is valid. */
function errors(input: unknown): Record<string, string> {
  const result = adInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
const sample = (category: CategoryKey, o: AdInputOverrides = {}) =>
  sampleAdInput(category, { images: [IMG], ...o });

describe('adInputSchema', () => {
  it.each(CATEGORY_KEYS)('accepts a complete %s ad', (category) => {
    expect(errors(sample(category))).toEqual({});
  });

  it('refuses an ad that says nothing: a short title, a short description, a price of 0', () => {
    expect(
      errors(sample('mobiles', { formData: { Title: 'abc', description: 'short', price: '0' } })),
    ).toEqual({
      Title: 'Title must be at least 5 characters',
      description: 'Description must be at least 20 characters',
      price: 'Price must be at least Rs. 1',
    });
    expect(errors(sample('propertyforrent', { formData: { rentPerMonth: '0' } }))).toEqual({
      rentPerMonth: 'Monthly rent must be at least Rs. 1',
    });
    expect(errors(sample('jobs', { formData: { salary: '0.5' } }))).toEqual({
      salary: 'Salary must be at least Rs. 1',
    });
    expect(errors(sample('mobiles', { formData: { Title: 'Clean', price: '1' } }))).toEqual({});
  });

  it.each(['🔥🔥🔥🔥🔥', '📱✨💯🙏📦📦', '!!!!! 💥 ???', '2023 💯 1999', '👍🏽👍🏽👍🏽'])(
    "refuses the title %s, which has no word in it, with 'Please describe the item in words.'",
    (title) => {
      for (const [category, key] of [
        ['mobiles', 'Title'],
        ['propertyforsale', 'title'],
        ['businessandindustrial', 'Title'],
      ] as const) {
        expect(errors(sample(category, { formData: { [key]: title } }))).toEqual({
          [key]: 'Please describe the item in words.',
        });
      }
    },
  );

  it('takes a title with words in any script, emoji and all, and a short emoji title gets the words message', () => {
    expect(errors(sample('mobiles', { formData: { Title: '🔥 Samsung A55 🔥' } }))).toEqual({});
    expect(errors(sample('mobiles', { formData: { Title: 'سام سنگ فون' } }))).toEqual({});
    expect(errors(sample('mobiles', { formData: { Title: '🔥' } }))).toEqual({ Title: MSG.titleInWords });
  });

  it('refuses a name of emoji or signs only wherever a person types one, naming the field', () => {
    // A bike under Other: make '🏍️🔥' and model '🔥🔥🔥' would go live as '🏍️🔥 🔥🔥🔥 2019'.
    expect(
      errors(
        sample('bikes', { brand: OTHER, model: OTHER, formData: { brandName: '🏍️🔥', modelName: '🔥🔥🔥' } }),
      ),
    ).toEqual({ brandName: MSG.nameInWords('Make'), modelName: MSG.nameInWords('Model') });
    expect(errors(sample('propertyforsale', { formData: { society: '🏡✨' } }))).toEqual({
      society: MSG.nameInWords('Area / society'),
    });
    expect(errors(sample('jobs', { formData: { companyName: '💼💼' } }))).toEqual({
      companyName: MSG.nameInWords('Company name'),
    });
    expect(errors(sample('animals', { formData: { breed: '!!! ???' } }))).toEqual({
      breed: MSG.nameInWords('Breed'),
    });
    // Words in any script, or a number, are names: the same ads with them are accepted.
    expect(
      errors(
        sample('bikes', { brand: OTHER, model: OTHER, formData: { brandName: 'Honda 🏍️', modelName: '70' } }),
      ),
    ).toEqual({});
    expect(errors(sample('propertyforsale', { formData: { society: 'ڈی ایچ اے فیز 6' } }))).toEqual({});
    expect(errors(sample('jobs', { formData: { companyName: 'Khan & Sons' } }))).toEqual({});
  });

  it('accepts a number typed with +92 and spaces', () => {
    expect(errors(sample('mobiles', { formData: { contactNumber: '+92 300 1234567' } }))).toEqual({});
  });

  it('accepts the brand by its URL key as well as its name', () => {
    expect(errors(sample('mobiles', { brand: 'samsung' }))).toEqual({});
  });

  it('refuses fields the client must not send, naming each', () => {
    expect(errors({ ...sample('mobiles'), user_id: 'someone-else' })).toEqual({
      user_id: MSG.unknownField('user_id'),
    });
    expect(errors({ ...sample('mobiles'), id: IMG, created_at: '2020-01-01' })).toMatchObject({
      id: expect.stringContaining('is not a field of this form'),
    });
    expect(errors(sample('mobiles', { formData: { isAdmin: 'yes' } }))).toEqual({
      isAdmin: MSG.unknownField('isAdmin'),
    });
  });

  it('refuses a brand of another category and a model of another brand', () => {
    expect(errors(sample('mobiles', { brand: 'Toyota', model: 'Corolla' }))).toMatchObject({
      brand: MSG.brandUnknown,
    });
    expect(errors(sample('mobiles', { brand: 'Samsung', model: 'iPhone 15' }))).toMatchObject({
      model: MSG.modelUnknown,
    });
  });

  it('gives the description its own message when it is a megabyte long', () => {
    const long = 'x'.repeat(1024 * 1024);
    expect(errors(sample('mobiles', { formData: { description: long } }))).toEqual({
      description: MSG.tooLong('Description', 5000),
    });
  });

  it('checks the phone pattern 03xx-xxxxxxx', () => {
    expect(errors(sample('mobiles', { formData: { contactNumber: '0300-12345678' } }))).toEqual({
      contactNumber: MSG.phoneInvalid,
    });
    expect(errors(sample('mobiles', { formData: { contactNumber: '03001234567' } }))).toEqual({});
    expect(errors(sample('mobiles', { formData: { contactNumber: ' ' } }))).toEqual({
      contactNumber: 'Contact number is required',
    });
  });

  it('takes only digits and a dot in prices', () => {
    expect(errors(sample('mobiles', { formData: { price: '-5000' } }))).toEqual({
      price: MSG.priceDigits('Price'),
    });
    expect(errors(sample('propertyforrent', { formData: { deposit: '1e5' } }))).toEqual({
      deposit: MSG.priceDigits('Security deposit'),
    });
    expect(errors(sample('mobiles', { formData: { price: '45000.50' } }))).toEqual({});
  });

  it("uses the spec's required messages", () => {
    const blank = { price: '', location: '', description: '' };
    expect(errors(sample('mobiles', { formData: blank }))).toEqual({
      price: 'Price is required',
      location: 'Location is required',
      description: 'Description is required',
    });
    expect(errors(sample('propertyforrent', { formData: { rentPerMonth: undefined } }))).toEqual({
      rentPerMonth: 'Monthly rent is required',
    });
    expect(errors(sample('jobs', { formData: { salary: '' } }))).toEqual({ salary: 'Price is required' });
    expect(errors(sample('mobiles', { formData: { storage: '' } }))).toEqual({
      storage: 'Storage is required',
    });
  });

  it('needs one to five distinct photos', () => {
    expect(errors(sample('mobiles', { images: [] }))).toEqual({ images: MSG.imagesRequired });
    expect(errors(sample('mobiles', { images: ids(MAX_IMAGES) }))).toEqual({});
    expect(errors(sample('mobiles', { images: ids(MAX_IMAGES + 1) }))).toEqual({
      images: 'You can upload a maximum of 5 images.',
    });
    expect(errors(sample('mobiles', { images: [IMG, IMG] }))).toEqual({ images: MSG.imageDuplicate });
    expect(errors(sample('mobiles', { images: ['../../etc/passwd'] }))).toEqual({
      images: MSG.imageUnavailable,
    });
  });

  it('asks for the custom names when Other is chosen, and skips the title', () => {
    const other = { brand: 'Other', model: 'Other' };
    expect(
      errors(sample('mobiles', { ...other, formData: { brandName: '', modelName: '', Title: '' } })),
    ).toEqual({ brandName: MSG.brandName, modelName: MSG.modelName });
    expect(
      errors(
        sample('mobiles', { ...other, formData: { brandName: 'Sparx', modelName: 'Neo 7', Title: '' } }),
      ),
    ).toEqual({});
    expect(errors(sample('mobiles', { brand: 'Other', model: 'Galaxy A55' }))).toMatchObject({
      model: MSG.modelUnknown,
    });
  });

  it('needs brand and model names outside the grouping categories, but not inside them', () => {
    expect(errors(sample('vehicles', { formData: { brandName: undefined } }))).toEqual({
      brandName: MSG.brandName,
    });
    expect(errors(sample('jobs', { formData: { brandName: undefined, modelName: undefined } }))).toEqual({});
  });

  it('refuses a rent availability date before today', () => {
    expect(errors(sample('propertyforrent', { formData: { availableFrom: '2020-01-01' } }))).toEqual({
      availableFrom: MSG.dateInPast,
    });
    expect(errors(sample('propertyforrent', { formData: { availableFrom: todayInPakistan() } }))).toEqual({});
  });

  it('needs a custom room count from 1 to 50 when Other is chosen', () => {
    const other = (custom: string) =>
      errors(sample('propertyforsale', { formData: { bedrooms: 'Other', bedroomsCustom: custom } }));
    expect(other('0')).toEqual({ bedroomsCustom: MSG.roomsRange });
    expect(other('')).toEqual({ bedroomsCustom: MSG.roomsRange });
    expect(other('51')).toEqual({ bedroomsCustom: MSG.roomsRange });
    expect(other('12')).toEqual({});
    expect(other('50')).toEqual({});
  });

  it('refuses options that are not on the list', () => {
    expect(errors(sample('mobiles', { formData: { condition: 'Like new' } }))).toEqual({
      condition: MSG.chooseOption('Condition'),
    });
    expect(errors(sample('mobiles', { formData: { location: 'Atlantis' } }))).toEqual({
      location: MSG.chooseCity,
    });
  });
});
