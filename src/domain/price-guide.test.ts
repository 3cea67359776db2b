import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './format/price';
import { priceGroupOf, priceGuideQuery, sizeClass } from './price-guide';

const ad = (o: Partial<Parameters<typeof priceGroupOf>[0]>) => ({
  category: 'mobiles',
  brand: 'Samsung',
  model: 'Galaxy S24',
  formData: {},
  location: 'Lahore',
  year: null,
  areaSqft: null,
  marlaSqft: null,
  ...o,
});

describe('the price group', () => {
  it('keys mobiles by brand, model, storage and PTA status, and needs all four', () => {
    const phone = ad({ formData: { storage: '256GB', ptaApproved: 'PTA Approved' } });
    expect(priceGroupOf(phone)).toBe('mobiles|samsung|galaxy s24|256gb|pta approved');
    expect(priceGroupOf({ ...phone, formData: { storage: '256GB' } })).toBe('');
    expect(priceGroupOf({ ...phone, brand: 'Other' })).toBe('');
  });

  it('keys vehicles and bikes by make and model, with a year to read by', () => {
    expect(priceGroupOf(ad({ category: 'vehicles', brand: 'Toyota', model: 'Corolla', year: 2018 }))).toBe(
      'vehicles|toyota|corolla',
    );
    expect(priceGroupOf(ad({ category: 'bikes', brand: 'Honda', model: 'CD 70' }))).toBe('');
  });

  it('keys property by type, city, society and size class in marla', () => {
    const house = ad({
      category: 'propertyforsale',
      brand: 'Houses',
      model: '',
      formData: { society: 'DHA Phase 6' },
      areaSqft: 2250,
      marlaSqft: 225,
    });
    expect(priceGroupOf(house)).toBe('propertyforsale|houses|-|lahore|dha phase 6|10');
    expect(priceGroupOf({ ...house, formData: {} })).toBe('');
  });

  it('rounds sizes to the marla below a kanal and to 5 marla above', () => {
    expect(sizeClass(2250, 225)).toBe(10);
    expect(sizeClass(2300, 225)).toBe(10);
    expect(sizeClass(4500, 225)).toBe(20);
    expect(sizeClass(225 * 23, 225)).toBe(25);
    expect(sizeClass(null, 225)).toBeNull();
  });
});

describe('the post form asks for a guide', () => {
  it('only once the fields that make the key are filled', () => {
    expect(priceGuideQuery('mobiles', 'Samsung', 'Galaxy S24', { storage: '256GB' })).toBe('');
    expect(
      priceGuideQuery('mobiles', 'Samsung', 'Galaxy S24', {
        storage: '256GB',
        ptaApproved: 'PTA Approved',
        location: 'Lahore',
      }),
    ).toBe(
      'category=mobiles&brand=Samsung&model=Galaxy+S24&storage=256GB&ptaApproved=PTA+Approved&location=Lahore',
    );
    expect(priceGuideQuery('jobs', 'Sales', 'Sales Executive', {})).toBe('');
    expect(priceGuideQuery('vehicles', 'Other', 'Corolla', { year: '2018' })).toBe('');
  });
});

describe('a price range', () => {
  it('says both ends in one unit where it can', () => {
    expect(formatPriceRange(155_000, 175_000)).toBe('Rs. 1.55–1.75 lac');
    expect(formatPriceRange(8_500_000, 12_000_000)).toBe('Rs. 85–120 lac');
    expect(formatPriceRange(12_000_000, 15_000_000)).toBe('Rs. 1.2–1.5 crore');
    expect(formatPriceRange(45_000, 60_000)).toBe('Rs. 45,000–60,000');
    expect(formatPriceRange(95_000, 120_000)).toBe('Rs. 95,000–1.2 lac');
    expect(formatPriceRange(155_000, 175_000, 'ur')).toBe('Rs. 1.55–1.75 لاکھ');
  });
});
