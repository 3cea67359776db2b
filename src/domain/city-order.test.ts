import { describe, expect, it } from 'vitest';
import { CITY_NAMES_UR } from './cities-ur';
import { sortPlacesFor } from './city-order';

const cities = ['Peshawar', 'Lahore', 'Abbottabad', 'Karachi', 'Islamabad', 'Taxila', 'Gujranwala'];
const urdu = (city: string) => CITY_NAMES_UR[city as keyof typeof CITY_NAMES_UR] ?? city;

describe('places in the order of the page’s language', () => {
  it('orders English names alphabetically', () => {
    expect(sortPlacesFor('en', cities, (c) => c)).toEqual([
      'Abbottabad',
      'Gujranwala',
      'Islamabad',
      'Karachi',
      'Lahore',
      'Peshawar',
      'Taxila',
    ]);
  });

  it('orders Urdu names in the Urdu alphabet, where Unicode puts پ, ٹ, ک and گ after و', () => {
    const sorted = sortPlacesFor('ur', cities, urdu).map(urdu);
    expect(sorted).toEqual(['اسلام آباد', 'ایبٹ آباد', 'پشاور', 'ٹیکسلا', 'کراچی', 'گوجرانوالہ', 'لاہور']);
    // Code-point order, which the Urdu collation replaces, would put لاہور before کراچی and پشاور.
    expect([...sorted].sort()).not.toEqual(sorted);
  });

  it('leaves the list it was given as it was', () => {
    const given = [...cities];
    sortPlacesFor('ur', given, urdu);
    expect(given).toEqual(cities);
  });
});
