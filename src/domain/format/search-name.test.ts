import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_NAME_MAX } from '../limits';
import { savedSearchName, searchNameInputOf, searchNameParts } from './search-name';
import { wordSearchName } from './search-name-words';

describe('savedSearchName', () => {
  it('reads like the issue says', () => {
    expect(
      savedSearchName({
        category: 'vehicles',
        maxPrice: 4_000_000,
        filters: { brand: 'Toyota', model: 'Corolla', location: 'Lahore' },
      }),
    ).toBe('Toyota Corolla in Lahore under Rs. 40 lac');
  });

  it('names the category when no brand is chosen, and says every filter', () => {
    expect(
      savedSearchName({
        category: 'mobiles',
        q: 'pro max',
        minPrice: 50_000,
        filters: { storage: '256GB', pta: 'Yes' },
      }),
    ).toBe('"pro max" Mobiles 256GB PTA Approved over Rs. 50,000');
    expect(
      savedSearchName({
        category: 'propertyforsale',
        minPrice: 10_000_000,
        maxPrice: 25_000_000,
        filters: { bedrooms: '3', location: 'Karachi' },
      }),
    ).toBe('Property For Sale 3 bedrooms in Karachi from Rs. 1 crore to Rs. 2.5 crore');
  });

  it('is cut to the longest name allowed', () => {
    const name = savedSearchName({ category: 'mobiles', q: 'x'.repeat(100), filters: {} });
    expect(name.length).toBe(SAVED_SEARCH_NAME_MAX);
  });

  it('words the same parts in Urdu, with the domain words given and روپے after the amount', () => {
    const parts = searchNameParts({
      category: 'vehicles',
      maxPrice: 4_000_000,
      filters: { brand: 'Toyota', model: 'Corolla', location: 'Lahore' },
    });
    const urdu: Record<string, string> = { Lahore: 'لاہور' };
    expect(wordSearchName(parts, 'ur', (w) => urdu[w] ?? w)).toBe(
      'Toyota Corolla لاہور میں 40 لاکھ روپے سے کم',
    );
    expect(wordSearchName(parts)).toBe('Toyota Corolla in Lahore under Rs. 40 lac');
  });

  it('reads a stored search back into what its name was made from', () => {
    const params = { category: 'mobiles', q: 'pro', minPrice: '50000', storage: '256GB', sort: 'newest' };
    expect(searchNameInputOf(params)).toEqual({
      category: 'mobiles',
      q: 'pro',
      minPrice: 50_000,
      filters: { storage: '256GB' },
    });
  });
});
