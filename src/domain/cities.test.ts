import { describe, expect, it } from 'vitest';
import {
  CITIES,
  CITIES_ONLY_AFTER_IN,
  SOCIETIES,
  MOBILE_FILTER_LOCATIONS,
  isCity,
  sortCities,
} from './cities';
import { parseQueryFilters } from './search/query-filters';

describe('the city list', () => {
  it('offers at least the hundred most populous cities and towns, once each, sorted', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(100);
    expect([...CITIES]).toEqual(sortCities(CITIES));
    for (const city of CITIES) expect(city).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z]+)*$/);
  });

  it('keeps every city that the filters, the societies and the search words name', () => {
    for (const city of [...MOBILE_FILTER_LOCATIONS, ...Object.keys(SOCIETIES), ...CITIES_ONLY_AFTER_IN])
      expect(isCity(city), city).toBe(true);
    for (const city of ['Larkana', 'Sheikhupura', 'Rahim Yar Khan', 'Dera Ghazi Khan', 'Mirpur Khas'])
      expect(isCity(city), city).toBe(true);
  });

  it('reads a town typed into the search box, the longest name first, and a hub as a hub', () => {
    expect(parseQueryFilters('corolla in mirpur khas').params.location).toBe('Mirpur Khas');
    expect(parseQueryFilters('iphone rahim yar khan').params.location).toBe('Rahim Yar Khan');
    expect(parseQueryFilters('usb hub', 'electronicsandhome')).toEqual({ text: 'usb hub', params: {} });
    expect(parseQueryFilters('generator in hub', 'businessandindustrial').params.location).toBe('Hub');
  });
});
