// What of an ad's form and description goes into its search text (decision 201).
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_SEARCH_WORDS } from '../limits';
import { makeAndModelWords } from './name-words';
import { descriptionWords, searchableFacts } from './searchable';

describe('searchableFacts', () => {
  it('takes the values of the fields buyers type, not those that say the opposite of their words', () => {
    expect(
      searchableFacts({
        floorLevel: 'Penthouse',
        propertyCondition: 'Under Construction',
        material: 'Sheesham',
        warranty: 'No Warranty',
        parking: 'Not Available',
        registrationCity: 'Lahore',
      }),
    ).toEqual(['Under Construction', 'Penthouse', 'Sheesham']);
  });
});

describe('descriptionWords', () => {
  it('gives the distinct new words in the order written, without filler words or bare numbers', () => {
    expect(
      descriptionWords(
        'Microwave with GRILL, grill 25 litre; used 13 months. 0300 1234567, bechna hai',
        'dawlance oven',
      ),
    ).toEqual(['microwave', 'grill', 'litre', 'used', 'months']);
    expect(descriptionWords('Dawlance oven, microwave', 'dawlance oven')).toEqual(['microwave']);
  });

  it('keeps at most DESCRIPTION_SEARCH_WORDS of them, the first ones', () => {
    const long = Array.from({ length: 500 }, (_, i) => `word${i}x`).join(' ');
    const words = descriptionWords(long, '');
    expect(words).toHaveLength(DESCRIPTION_SEARCH_WORDS);
    expect(words[0]).toBe('word0x');
  });
});

describe('makeAndModelWords', () => {
  it('holds the words of makes and models of four letters or more, never numbers', () => {
    const words = makeAndModelWords();
    for (const w of ['samsung', 'nokia', 'vivo', 'corolla', 'galaxy', 'yamaha'])
      expect(words.has(w), w).toBe(true);
    expect([...words].every((w) => /^[a-z]{4,}$/.test(w))).toBe(true);
  });
});
