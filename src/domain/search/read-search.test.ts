import { describe, expect, it } from 'vitest';
import { parseSearch, readSearch } from './read-search';

describe('home search parsing', () => {
  it('takes the location from in:{location}, in its usual spelling', () => {
    expect(parseSearch('corolla in:lahore')).toEqual({ text: 'corolla', location: 'Lahore' });
    expect(parseSearch('in:Karachi  civic')).toEqual({ text: 'civic', location: 'Karachi' });
    expect(parseSearch('flat in:"Dera Ghazi Khan"')).toEqual({ text: 'flat', location: 'Dera Ghazi Khan' });
  });
  it('leaves text without a keyword as a free-text search', () => {
    expect(parseSearch('  galaxy   a55 ')).toEqual({ text: 'galaxy a55', location: undefined });
  });
  it('takes a category keyword out of the text', () => {
    const parsed = parseSearch('used phone samsung in:Lahore');
    expect(parsed.category?.key).toBe('mobiles');
    expect(parsed.text).toBe('used samsung');
  });
  it('matches whole words only, and the longest keyword first', () => {
    expect(parseSearch('carpet').category).toBeUndefined();
    expect(parseSearch('house for rent in:Islamabad').category?.key).toBe('propertyforrent');
    expect(parseSearch('Honda bike').category?.key).toBe('bikes');
  });
});

describe('readSearch: one reading for every search box and the server', () => {
  it('reads a price typed after the words, with no category named', () => {
    expect(readSearch('civic under 50 lac')).toEqual({ text: 'civic', params: { maxPrice: '5000000' } });
    expect(readSearch('iphone 13 under 2 lac')).toEqual({
      text: 'iphone 13',
      params: { maxPrice: '200000' },
    });
  });

  it('reads a price alone as a search of every ad under it', () => {
    expect(readSearch('under 40 lac')).toEqual({ text: '', params: { maxPrice: '4000000' } });
    expect(readSearch('between 30 and 45 lac')).toEqual({
      text: '',
      params: { minPrice: '3000000', maxPrice: '4500000' },
    });
  });

  it('takes the category from the words, Roman Urdu included', () => {
    expect(readSearch('gari')).toEqual({ text: '', category: 'vehicles', params: {} });
    expect(readSearch('gari under 40 lac')).toEqual({
      text: '',
      category: 'vehicles',
      params: { maxPrice: '4000000' },
    });
    expect(readSearch('used phone samsung in:Lahore')).toEqual({
      text: 'used samsung',
      category: 'mobiles',
      params: { location: 'Lahore' },
    });
  });

  it("takes the category its filters imply, and that category's own filters", () => {
    expect(readSearch('iphone 13 128gb pta under 2 lac')).toEqual({
      text: 'iphone 13',
      category: 'mobiles',
      params: { maxPrice: '200000', storage: '128GB', pta: 'Yes' },
    });
  });

  it('prefers in:{location} to a city among the words', () => {
    expect(readSearch('corolla karachi in:Lahore').params.location).toBe('Lahore');
    expect(readSearch('corolla in karachi under 40 lac')).toEqual({
      text: 'corolla',
      params: { maxPrice: '4000000', location: 'Karachi' },
    });
  });

  it('reads a phrase of several words whole, before the keyword inside it', () => {
    expect(readSearch('bachon ki gari')).toEqual({ text: 'bachon ki gari', params: {} });
    expect(readSearch('automatic gari')).toEqual({ text: 'automatic gari', params: {} });
    expect(readSearch('gari automatic')).toEqual({ text: 'automatic', category: 'vehicles', params: {} });
  });

  it('leaves words that are no filter alone', () => {
    expect(readSearch('lancer')).toEqual({ text: 'lancer', params: {} });
    expect(readSearch('under the bed')).toEqual({ text: 'under the bed', params: {} });
  });
});
