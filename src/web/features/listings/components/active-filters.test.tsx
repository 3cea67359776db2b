import { describe, expect, it } from 'vitest';
import { formatRoundPrice } from '../../../../domain/format';
import { createI18n } from '../../../lib/i18n';
import { activeFilters, type ChipWords } from './active-filters';

// English, through the real catalogue (domain texts are their own English).
const i18n = createI18n('en');
const english: ChipWords = {
  t: (text) => text,
  price: (n) => formatRoundPrice(n),
  number: (n) => n.toLocaleString('en-PK'),
  chip: (key, values) => i18n.t(`chips.${key}`, values),
};

const labels = (category: Parameters<typeof activeFilters>[0], query: string) =>
  activeFilters(category, new URLSearchParams(query), english).map((f) => f.label);

describe('filter chips', () => {
  it('say the filters the way they were typed', () => {
    expect(labels('vehicles', 'q=corolla&maxPrice=4000000&location=Lahore')).toEqual([
      '“corolla”',
      'Lahore',
      'Under Rs. 40 lac',
    ]);
    expect(labels('mobiles', 'storage=128GB&pta=Yes&minPrice=20000')).toEqual([
      '128GB',
      'PTA approved',
      'Above Rs. 20,000',
    ]);
    expect(labels('mobiles', 'pta=No')).toEqual(['Not PTA approved']);
    expect(labels('propertyforsale', 'minArea=10&maxArea=10&areaUnit=marla')).toEqual(['10 Marla']);
    expect(labels('propertyforsale', 'minArea=5&maxArea=10&areaUnit=kanal')).toEqual(['5 – 10 Kanal']);
    expect(labels('propertyforrent', 'maxArea=1200&areaUnit=sqft&maxPrice=50000')).toEqual([
      'Monthly rent under Rs. 50,000',
      'Up to 1,200 Sq. ft.',
    ]);
  });
  it('remove a price or an area as a whole', () => {
    const chips = activeFilters(
      'propertyforsale',
      new URLSearchParams('minArea=10&maxArea=10&minPrice=1'),
      english,
    );
    expect(chips.map((c) => c.keys)).toEqual([
      ['minPrice', 'maxPrice'],
      ['minArea', 'maxArea', 'areaUnit'],
    ]);
  });
});
