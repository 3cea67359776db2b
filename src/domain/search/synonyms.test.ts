import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_KEYS } from '../categories';
import { getBrands } from '../catalogue';
import { SYNONYMS } from './synonyms';
import { searchTokens } from './words';

/** Every word the catalogue, the categories and the form options give ads. */
const VOCABULARY = new Set(
  [
    ...CATEGORY_KEYS.flatMap((c) => getBrands(c).flatMap((b) => [b.name, ...b.models])),
    ...CATEGORIES.flatMap((c) => [c.name, ...c.keywords]),
    'PTA Approved Non PTA New Used Automatic Petrol Gas Electric Office Shop Bungalow',
  ].flatMap((text) => searchTokens(text)),
);

describe('the synonym table', () => {
  it('has the issue’s entries and at least 60 more', () => {
    const says = SYNONYMS.flatMap((s) => s.says);
    for (const word of [
      'gari',
      'gaari',
      'makan',
      'ghar',
      'kiraya',
      'kiraye',
      'bakra',
      'bakri',
      'gaye',
      'almari',
    ])
      expect(says).toContain(word);
    expect(says).toContain('motor cycle');
    expect(says).toContain('motorbike');
    expect(says).toContain('mobile phone');
    expect(says.length).toBeGreaterThanOrEqual(70);
  });

  it.each(SYNONYMS.map((s) => [s.says.join(' / '), s] as const))(
    '%s leads to words ads use or a category',
    (_, s) => {
      for (const say of s.says) expect(searchTokens(say).join(' ')).toBe(say);
      expect(s.means.length > 0 || s.category !== undefined).toBe(true);
      for (const word of s.means) {
        expect(searchTokens(word)).toEqual([word]);
        expect(VOCABULARY.has(word), `'${word}' is a word of the catalogue`).toBe(true);
      }
    },
  );
});
