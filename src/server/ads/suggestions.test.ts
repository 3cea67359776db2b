import { describe, expect, it } from 'vitest';
import { SUGGESTIONS_LIMIT } from '../../domain/limits';
import { suggest } from './suggestions';

describe('suggestions', () => {
  it('needs more than one character after trimming', () => {
    expect(suggest(' a ').items).toEqual([]);
    expect(suggest('ap').items.length).toBeGreaterThan(0);
  });

  it('puts prefix matches first, then word starts, then anywhere', () => {
    const labels = suggest('civic').items.map((s) => s.label);
    expect(labels[0]).toBe('Honda Civic');
    const iphone = suggest('iphone 15').items;
    expect(iphone[0]!.label).toMatch(/^Apple iPhone 15/);
    expect(iphone.every((s) => s.category === 'mobiles')).toBe(true);
  });

  it('suggests categories by name or keyword with an empty q, brands with their name as q', () => {
    expect(suggest('mobi').items[0]).toEqual({ label: 'Mobiles', category: 'mobiles', q: '' });
    expect(suggest('cars').items[0]).toEqual({ label: 'Vehicles', category: 'vehicles', q: '' });
    expect(suggest('TOYO').items[0]).toEqual({ label: 'Toyota', category: 'vehicles', q: 'Toyota' });
  });

  it('gives at most the limit and nothing for unknown text', () => {
    expect(suggest('e').items).toEqual([]);
    expect(suggest('er').items.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
    expect(suggest('zzqx').items).toEqual([]);
  });
});
