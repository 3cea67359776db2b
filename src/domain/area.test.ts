import { describe, expect, it } from 'vitest';
import { areaInSquareFeet, defaultMarlaSize, marlaSizeOf, toSquareFeet } from './area';

describe('areas the way Pakistan measures them', () => {
  it('defaults the marla by scheme or city, else the revenue record', () => {
    expect(defaultMarlaSize('Lahore')).toBe(225);
    expect(defaultMarlaSize('Multan', 'DHA Phase 1')).toBe(225);
    expect(defaultMarlaSize('Islamabad')).toBe(272.25);
    expect(defaultMarlaSize('Sukkur')).toBe(272.25);
    expect(marlaSizeOf('250', 'Lahore')).toBe(250);
    expect(marlaSizeOf('300', 'Lahore')).toBe(225);
  });

  it('converts marla, kanal, square feet and square yards (gaz)', () => {
    expect(toSquareFeet(5, 'marla', 225)).toBe(1125);
    expect(toSquareFeet(1, 'kanal', 272.25)).toBe(5445);
    expect(toSquareFeet(1125, 'sqft', 225)).toBe(1125);
    expect(toSquareFeet(200, 'sqyd', 225)).toBe(1800);
  });

  it("reads an ad's area from its form, or none", () => {
    expect(areaInSquareFeet({ area: '10', areaUnit: 'Marla' }, 250)).toBe(2500);
    expect(areaInSquareFeet({ areaSize: '1,200', areaUnit: 'Sq. Ft.' }, 225)).toBe(1200);
    expect(areaInSquareFeet({ area: 'big', areaUnit: 'Marla' }, 225)).toBeNull();
    expect(areaInSquareFeet({ area: '5' }, 225)).toBeNull();
  });
});
