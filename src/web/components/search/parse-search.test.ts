import { describe, expect, it } from 'vitest';
import { categorySearchUrl, parseSearch } from './parse-search';

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
