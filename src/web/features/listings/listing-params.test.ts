import { describe, expect, it } from 'vitest';
import { listingApiParams, withParam, withTyped } from './listing-params';

describe('listing params', () => {
  it('passes the category and the known params to the API, dropping blanks and unknown keys', () => {
    const params = new URLSearchParams('brand=Samsung&storage=&utm_source=x&sort=price_low&q=a55');
    expect(listingApiParams('mobiles', params).toString()).toBe(
      'category=mobiles&q=a55&sort=price_low&brand=Samsung',
    );
  });
  it('leaves out the keys facets do not need', () => {
    const params = new URLSearchParams('brand=Samsung&page=3&sort=oldest');
    expect(listingApiParams('mobiles', params, ['page', 'sort']).toString()).toBe(
      'category=mobiles&brand=Samsung',
    );
  });
  it('clears the model when the brand changes and goes back to the first page', () => {
    const params = new URLSearchParams('brand=Samsung&model=Galaxy+A55&page=4&pta=Yes');
    expect(withParam('mobiles', params, 'brand', 'Apple').toString()).toBe('brand=Apple&pta=Yes');
  });
  it('removes a param set to blank (back to page 1), and keeps the rest when the page itself changes', () => {
    const params = new URLSearchParams('location=Lahore&page=2');
    expect(withParam('mobiles', params, 'location', '').toString()).toBe('');
    expect(withParam('mobiles', params, 'page', '3').toString()).toBe('location=Lahore&page=3');
  });
  it('sets typed prices in rupees as they are said, and leaves an untouched box and the page alone', () => {
    const params = new URLSearchParams('minPrice=100000&page=2');
    expect(withTyped('mobiles', params, { minPrice: '100000' }).params).toBe(params);
    expect(withTyped('mobiles', params, { maxPrice: '40 lac' }).params.toString()).toBe(
      'minPrice=100000&maxPrice=4000000',
    );
    expect(withTyped('mobiles', params, { minPrice: ' ' }).params.toString()).toBe('');
  });
  it('names a box that is not a price and keeps its query-string value', () => {
    const params = new URLSearchParams('maxPrice=500');
    const read = withTyped('mobiles', params, { minPrice: '45k', maxPrice: 'lots' });
    expect(read.invalid).toBe('maxPrice');
    expect(read.params.toString()).toBe('maxPrice=500&minPrice=45000');
  });
  it('sets typed area bounds with their unit, and drops the unit with the last bound', () => {
    const none = new URLSearchParams();
    expect(withTyped('propertyforsale', none, { minArea: '5' }).params.toString()).toBe(
      'minArea=5&areaUnit=marla',
    );
    expect(withTyped('propertyforsale', none, { maxArea: '2', areaUnit: 'kanal' }).params.toString()).toBe(
      'maxArea=2&areaUnit=kanal',
    );
    expect(withTyped('propertyforsale', none, { areaUnit: 'kanal' }).params).toBe(none);
    const area = new URLSearchParams('minArea=5&areaUnit=marla');
    expect(withTyped('propertyforsale', area, { minArea: '' }).params.toString()).toBe('');
    expect(withTyped('mobiles', none, { minArea: '5' }).params).toBe(none);
  });
});
