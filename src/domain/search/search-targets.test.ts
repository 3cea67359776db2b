import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../categories';
import { parseSearch } from './read-search';
import { categorySearchUrl, listingSearchParams } from './search-targets';

describe('filters typed into the search', () => {
  it('sends a category keyword to its page with the rest as q and the location', () => {
    expect(categorySearchUrl(parseSearch('used phone samsung in:Lahore'))).toBe(
      '/mobile-phones?q=used+samsung&location=Lahore',
    );
    expect(categorySearchUrl(parseSearch('cars'), 'Multan')).toBe('/motors?location=Multan');
    expect(categorySearchUrl(parseSearch('galaxy a55'))).toBeUndefined();
    expect(categorySearchUrl(parseSearch('civic under 50 lac'))).toBeUndefined();
  });
  it('opens the category a keyword names with the typed filters as its params', () => {
    expect(categorySearchUrl(parseSearch('car corolla under 40 lac'))).toBe(
      '/motors?q=corolla&maxPrice=4000000',
    );
  });
  it('opens the category the filters imply when no word names one', () => {
    expect(categorySearchUrl(parseSearch('10 marla dha lahore'))).toBe(
      '/property?q=dha&areaUnit=marla&minArea=10&maxArea=10&location=Lahore',
    );
    expect(categorySearchUrl(parseSearch('iphone 13 128gb pta'))).toBe(
      '/mobile-phones?q=iphone+13&storage=128GB&pta=Yes',
    );
  });
  it('applies the filters on the listing searched, keeping the others and dropping the page', () => {
    const vehicles = CATEGORIES.find((c) => c.key === 'vehicles')!;
    const next = listingSearchParams(
      vehicles,
      new URLSearchParams('transmission=Manual&minPrice=100&page=3'),
      parseSearch('corolla under 40 lac'),
    );
    expect(Object.fromEntries(next)).toEqual({
      transmission: 'Manual',
      q: 'corolla',
      maxPrice: '4000000',
    });
  });
});
