// Which words a search's cached answer watches (decision 176): one of them is in every ad it matches.
import { describe, expect, it } from 'vitest';
import { wordsEveryMatchHas, type SearchPlan } from './search-query';

const term = (typed: string, ...words: string[]) => ({
  typed,
  words: [typed, ...words].map((word) => ({ word, prefix: false })),
});

describe('wordsEveryMatchHas', () => {
  it('gives the alternatives of the term with fewest of them, since an ad must match every term', () => {
    const plan: SearchPlan = { terms: [term('corola', 'corolla', 'carola'), term('lahore')] };
    expect(wordsEveryMatchHas(plan)).toEqual(['lahore']);
    expect(wordsEveryMatchHas({ terms: [term('sams', 'samsung'), term('galaxy', 'galax', 'glxy')] })).toEqual(
      ['sams', 'samsung'],
    );
  });

  it('gives nothing when the words do not decide what matches', () => {
    // No q at all: the listing's own category scope decides.
    expect(wordsEveryMatchHas(undefined)).toBeUndefined();
    // 'gari' alone: the category's every ad.
    expect(wordsEveryMatchHas({ terms: [], category: 'vehicles' })).toBeUndefined();
    expect(wordsEveryMatchHas({ terms: [{ typed: 'motor cycle', words: [] }] })).toBeUndefined();
    // A prefix matches words no list can name.
    expect(
      wordsEveryMatchHas({
        terms: [{ typed: 'sam', words: [{ word: 'sam', prefix: true }] }, term('lahore')],
      }),
    ).toBeUndefined();
  });
});
