import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../../domain/cities';
import { cityNamed, filterCities } from './city-field';

const urdu: Record<string, string> = {
  Lahore: 'لاہور',
  'Rahim Yar Khan': 'رحیم یار خان',
  Khanewal: 'خانیوال',
};
const inUrdu = (city: string) => urdu[city] ?? city;
const asIs = (city: string) => city;

describe('the city box', () => {
  it('offers every city before anything is typed', () => {
    expect(filterCities(CITIES, ' ', asIs)).toEqual([...CITIES]);
  });

  it('offers cities whose name or a word of it starts with the typed text first, then any that hold it', () => {
    expect(filterCities(CITIES, 'khan', asIs).slice(0, 3)).toEqual([
      'Dera Ghazi Khan',
      'Dera Ismail Khan',
      'Gujar Khan',
    ]);
    expect(filterCities(CITIES, 'khan', asIs)).toContain('Khanewal');
    const wal = filterCities(CITIES, 'wal', asIs);
    expect(wal.indexOf('Gujranwala')).toBeGreaterThan(-1);
    expect(filterCities(CITIES, 'zzz', asIs)).toEqual([]);
  });

  it('finds a city by its name in the page’s language too', () => {
    expect(filterCities(CITIES, 'لاہ', inUrdu)).toEqual(['Lahore']);
    expect(cityNamed(CITIES, 'رحیم یار خان', inUrdu)).toBe('Rahim Yar Khan');
  });

  it('takes a full name in any case and spacing, and nothing else', () => {
    expect(cityNamed(CITIES, '  mirpur KHAS ', asIs)).toBe('Mirpur Khas');
    expect(cityNamed(CITIES, 'Mirpur', asIs)).toBe('Mirpur');
    expect(cityNamed(CITIES, 'Lahor', asIs)).toBeUndefined();
    expect(cityNamed(CITIES, '', asIs)).toBeUndefined();
  });
});
