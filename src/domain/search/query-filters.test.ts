import { describe, expect, it } from 'vitest';
import { categoryOfFilters, parseQueryFilters } from './query-filters';

describe('parseQueryFilters', () => {
  it('reads "under 40 lac" as the maximum price and keeps the other words', () => {
    expect(parseQueryFilters('corolla under 40 lac', 'vehicles')).toEqual({
      text: 'corolla',
      params: { maxPrice: '4000000' },
    });
  });

  it('reads "above 20k" as the minimum price', () => {
    expect(parseQueryFilters('above 20k', 'mobiles')).toEqual({ text: '', params: { minPrice: '20000' } });
  });

  it('reads "between 30 and 45 lac" with the unit written once for both numbers', () => {
    expect(parseQueryFilters('civic between 30 and 45 lac', 'vehicles')).toEqual({
      text: 'civic',
      params: { minPrice: '3000000', maxPrice: '4500000' },
    });
    expect(parseQueryFilters('30 lac to 1.2 crore', 'vehicles').params).toEqual({
      minPrice: '3000000',
      maxPrice: '12000000',
    });
  });

  it('reads "10 marla dha lahore" as the area filter and the city, leaving "dha"', () => {
    expect(parseQueryFilters('10 marla dha lahore', 'propertyforsale')).toEqual({
      text: 'dha',
      params: { minArea: '10', maxArea: '10', areaUnit: 'marla', location: 'Lahore' },
    });
  });

  it('reads area ranges, bounds and the other units', () => {
    expect(parseQueryFilters('1 kanal house', 'propertyforsale').params).toMatchObject({
      minArea: '1',
      maxArea: '1',
      areaUnit: 'kanal',
    });
    expect(parseQueryFilters('5-10 marla', 'propertyforsale').params).toMatchObject({
      minArea: '5',
      maxArea: '10',
    });
    expect(parseQueryFilters('flat under 1200 sq ft', 'propertyforrent').params).toEqual({
      maxArea: '1200',
      areaUnit: 'sqft',
    });
    expect(parseQueryFilters('120 gaz karachi', 'propertyforsale').params).toEqual({
      minArea: '120',
      maxArea: '120',
      areaUnit: 'sqyd',
      location: 'Karachi',
    });
  });

  it('reads "iphone 13 128gb pta" as storage and PTA approved', () => {
    expect(parseQueryFilters('iphone 13 128gb pta', 'mobiles')).toEqual({
      text: 'iphone 13',
      params: { storage: '128GB', pta: 'Yes' },
    });
  });

  it('reads "non pta" as not approved', () => {
    expect(parseQueryFilters('samsung s23 non pta', 'mobiles')).toEqual({
      text: 'samsung s23',
      params: { pta: 'No' },
    });
    expect(parseQueryFilters('pixel 7 non-pta 256 gb', 'mobiles').params).toEqual({
      pta: 'No',
      storage: '256GB',
    });
  });

  it('leaves words in the text where the category has no such filter', () => {
    expect(parseQueryFilters('10 marla 128gb pta lahore', 'vehicles')).toEqual({
      text: '10 marla 128gb pta',
      params: { location: 'Lahore' },
    });
  });

  it('takes the location and the price when no category is known (home search)', () => {
    expect(parseQueryFilters('corolla under 40 lac in karachi')).toEqual({
      text: 'corolla',
      params: { maxPrice: '4000000', location: 'Karachi' },
    });
    expect(parseQueryFilters('iphone 13 128gb pta')).toEqual({ text: 'iphone 13 128gb pta', params: {} });
  });

  it('leaves numbers that are not prices or sizes alone', () => {
    expect(parseQueryFilters('corolla 2015', 'vehicles')).toEqual({ text: 'corolla 2015', params: {} });
    expect(parseQueryFilters('iphone 13 8gb', 'mobiles')).toEqual({ text: 'iphone 13 8gb', params: {} });
    expect(parseQueryFilters('under 40 lahore', 'vehicles')).toEqual({
      text: '',
      params: { maxPrice: '40', location: 'Lahore' },
    });
  });

  it('leaves nonsense in the text', () => {
    expect(parseQueryFilters('under 99999 crore', 'vehicles')).toEqual({
      text: 'under 99999 crore',
      params: {},
    });
    expect(parseQueryFilters('under the bed', 'furnitureanddecor')).toEqual({
      text: 'under the bed',
      params: {},
    });
    expect(parseQueryFilters('between 45 and 30 lac', 'vehicles').params).toEqual({});
  });

  it.each(['a', '😀', 'لاہور میں گھر', '', '   ', '& | ! : * ( )'])('finds no filters in %j', (input) => {
    expect(parseQueryFilters(input, 'mobiles')).toEqual({ text: input.trim(), params: {} });
  });
});

describe('categoryOfFilters', () => {
  it('sends areas to property and storage or PTA to mobiles', () => {
    expect(categoryOfFilters('10 marla dha lahore')).toBe('propertyforsale');
    expect(categoryOfFilters('iphone 13 128gb pta')).toBe('mobiles');
    expect(categoryOfFilters('corolla under 40 lac')).toBeUndefined();
  });
});
