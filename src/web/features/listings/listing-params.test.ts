import { describe, expect, it } from 'vitest';
import { listingApiParams, withParam } from './listing-params';

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
});
