import { describe, expect, it } from 'vitest';
import type { Lexicon } from './search-lexicon';
import type { AdCounts } from './suggestion-counts';
import { matchEntries, suggest, synonymReadings } from './suggestions';

const labels = (typed: string) => matchEntries([typed, ...synonymReadings(typed)]).map((e) => e.label);

describe('suggestions', () => {
  it('puts prefix matches first, then word starts, then anywhere', () => {
    expect(labels('civic')[0]).toBe('Honda Civic');
    const iphone = matchEntries(['iphone 15']);
    expect(iphone[0]!.label).toMatch(/^Apple iPhone 15/);
    expect(iphone.every((s) => s.category === 'mobiles')).toBe(true);
  });

  it('suggests categories by name or keyword with no filter, brands and models with their filters', () => {
    expect(matchEntries(['mobi'])[0]).toMatchObject({ label: 'Mobiles', category: 'mobiles', params: {} });
    expect(matchEntries(['cars'])[0]).toMatchObject({ label: 'Vehicles', category: 'vehicles', params: {} });
    expect(matchEntries(['toyo'])[0]).toMatchObject({
      label: 'Toyota',
      category: 'vehicles',
      params: { brand: 'Toyota' },
    });
    expect(matchEntries(['civic'])[0]).toMatchObject({ params: { brand: 'Honda', model: 'Civic' } });
  });

  it('offers no brand or model its listing cannot filter by, so every count is a listing total', () => {
    // Jobs have no brand filter, services no model filter.
    expect(matchEntries(['software engineer']).map((e) => e.category)).not.toContain('jobs');
    expect(matchEntries(['plumber']).map((e) => e.label)).not.toContain('Plumber');
    expect(matchEntries(['home repair'])[0]).toMatchObject({
      category: 'services',
      params: { brand: 'Home Repair' },
    });
  });

  it('reads synonyms, also half typed: bakra → Goats, gari → Vehicles, kiray → Property For Rent', () => {
    expect(synonymReadings('bakra')).toContain('goats');
    expect(labels('bakra')[0]).toBe('Goats');
    expect(labels('gari')[0]).toBe('Vehicles');
    expect(labels('kiray')[0]).toBe('Property For Rent');
    expect(labels('almari')).toContain('Wardrobes');
    expect(synonymReadings('zzqx')).toEqual([]);
  });

  it('finds nothing for unknown text', () => {
    expect(labels('zzqx')).toEqual([]);
  });

  it('remembers an answer only as long as the counts it shows are current', async () => {
    const lexicon = { corrections: async () => [] } as unknown as Lexicon;
    const countsOf = (n: number): AdCounts => ({ of: (category, brand) => (brand === 'Toyota' ? n : 0) });
    const toyota = async (counts: AdCounts) => (await suggest('toyo', lexicon, counts)).items[0];
    const before = countsOf(3);
    expect(await toyota(before)).toMatchObject({ label: 'Toyota', count: 3 });
    // An ad changed: the counts are read again, a new object, and the answer follows them at once.
    const after = countsOf(4);
    expect(await toyota(after)).toMatchObject({ label: 'Toyota', count: 4 });
    expect(await suggest('toyo', lexicon, after)).toBe(await suggest('toyo', lexicon, after));
    // The same text typed with other spacing or case is the same question.
    expect(await suggest('  TOYO ', lexicon, after)).toBe(await suggest('toyo', lexicon, after));
    expect((await suggest('toyota zz', lexicon, countsOf(0))).items).toEqual([]);
  });
});
