import { describe, expect, it } from 'vitest';
import { editDistance, searchTokens, typoBudget } from './words';

describe('search words', () => {
  it('keeps Latin letters and digits only, lower case, once each; lone letters dropped', () => {
    expect(searchTokens('Samsung  Galaxy-S24, 128GB samsung')).toEqual(['samsung', 'galaxy', 's24', '128gb']);
    expect(searchTokens("& | ! : * ( ) '; drop")).toEqual(['drop']);
    expect(searchTokens('گاڑی 😀 a 5')).toEqual(['5']);
  });

  it('reads words as they are shown: invisible characters and direction controls neither split nor hide them', () => {
    expect(searchTokens('Co\u200Brolla \u202EadnoH\u202C Civ\u2060ic\u2800GLi')).toEqual([
      'corolla',
      'honda',
      'civic',
      'gli',
    ]);
  });

  it('allows one slip from 4 letters, two from 8, none in words with digits', () => {
    expect([typoBudget('hnd'), typoBudget('hoda'), typoBudget('mitsubshi'), typoBudget('128gb')]).toEqual([
      0, 1, 2, 0,
    ]);
  });

  it('counts a letter missing, extra, wrong or two swapped as one slip', () => {
    expect(editDistance('corola', 'corolla', 2)).toBe(1);
    expect(editDistance('samsnug', 'samsung', 2)).toBe(1);
    expect(editDistance('hoda', 'honda', 2)).toBe(1);
    expect(editDistance('iphnoe', 'iphone', 2)).toBe(1);
    expect(editDistance('bahriya', 'bahria', 2)).toBe(1);
    expect(editDistance('corrlaa', 'corolla', 1)).toBe(2); // stops past the limit
  });
});
