import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../domain/categories';
import { categorySearchUrl, listingSearchParams, parseSearch } from './parse-search';

describe('home search parsing', () => {
  it('takes the location from in:{location}, in its usual spelling', () => {
    expect(parseSearch('corolla in:lahore')).toEqual({ text: 'corolla', location: 'Lahore' });
    expect(parseSearch('in:Karachi  civic')).toEqual({ text: 'civic', location: 'Karachi' });
    expect(parseSearch('flat in:"Dera Ghazi Khan"')).toEqual({ text: 'flat', location: 'Dera Ghazi Khan' });
  });
  it('leaves text without a keyword as a free-text search', () => {
    expect(parseSearch('  galaxy   a55 ')).toEqual({ text: 'galaxy a55', location: undefined });
    expect(categorySearchUrl(parseSearch('galaxy a55'))).toBeUndefined();
  });
  it('sends a category keyword to its page with the rest as q and the location', () => {
    const parsed = parseSearch('used phone samsung in:Lahore');
    expect(parsed.category?.key).toBe('mobiles');
    expect(parsed.text).toBe('used samsung');
    expect(categorySearchUrl(parsed)).toBe('/mobile-phones?q=used+samsung&location=Lahore');
    expect(categorySearchUrl(parseSearch('cars'), 'Multan')).toBe('/motors?location=Multan');
  });
  it('matches whole words only, and the longest keyword first', () => {
    expect(parseSearch('carpet').category).toBeUndefined();
    expect(parseSearch('house for rent in:Islamabad').category?.key).toBe('propertyforrent');
    expect(parseSearch('Honda bike').category?.key).toBe('bikes');
  });
});

describe('filters typed into the search', () => {
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
