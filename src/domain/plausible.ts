// The amounts an ad may ask, per category and field (decision 181). A phone at Rs. 3,001,234,567 or a
// flat's rent of seven digits is not a price: it is a phone number typed where the amount goes, or a
// slip of the finger, and the card would show it to every buyer as 'Rs. 3,001,234,567'. The form and
// the server refuse it with the same check (schemas/ad-input.ts), saying the range. The least is the
// product's own Rs. 1 (docs/product.md §5, limits.ts PRICE_MIN; a deposit may be nothing): a token
// price is a seller's choice, not a disguise. The most is well above the dearest real ad of its kind
// (the demo data stays inside, src/demo/generate.test.ts): 20 lac for a phone, 25 crore for a car,
// 200 crore for a property, 50 lac a month for any rent and 8 lac for a flat's.
import type { CategoryKey } from './categories';
import { priceFieldOf } from './fields';
import { PRICE_MIN } from './limits';

export interface PlausibleRange {
  min: number;
  max: number;
}

const LAC = 100_000;
const CRORE = 100 * LAC;
const upTo = (max: number): PlausibleRange => ({ min: PRICE_MIN, max });

/** The asking price (rent, salary) of each category: the field priceFieldOf names. */
const PRICE: Record<CategoryKey, PlausibleRange> = {
  mobiles: upTo(20 * LAC),
  vehicles: upTo(25 * CRORE),
  propertyforsale: upTo(200 * CRORE),
  propertyforrent: upTo(50 * LAC),
  electronicsandhome: upTo(50 * LAC),
  bikes: upTo(2 * CRORE),
  businessandindustrial: upTo(50 * CRORE),
  services: upTo(1 * CRORE),
  jobs: upTo(50 * LAC),
  animals: upTo(5 * CRORE),
  furnitureanddecor: upTo(1 * CRORE),
  fashionandbeauty: upTo(50 * LAC),
  booksandhobbies: upTo(50 * LAC),
  kids: upTo(20 * LAC),
};

/** Money fields beside the price: a rent's security deposit, at most a few years of the dearest rent. */
const OTHER_MONEY: Partial<Record<CategoryKey, Record<string, PlausibleRange>>> = {
  propertyforrent: { deposit: { min: 0, max: 5 * CRORE } },
};

/**
 * A home of a few rooms (the property types by catalogue key) rents for less than a house or a shop:
 * seven digits a month for a flat is a slip.
 */
const RENT_OF_A_FEW_ROOMS: PlausibleRange = upTo(8 * LAC);
const FEW_ROOMS = new Set(['flats', 'apartments', 'studio-apartments']);

/**
 * The plausible range of a money field of an ad, or undefined for a field that is not money (an area,
 * a year). `propertyType` is the catalogue key of the ad's brand, where the category has types.
 */
export function plausibleRange(
  category: CategoryKey,
  field: string,
  propertyType?: string,
): PlausibleRange | undefined {
  if (field === priceFieldOf(category)) {
    if (category === 'propertyforrent' && propertyType && FEW_ROOMS.has(propertyType))
      return RENT_OF_A_FEW_ROOMS;
    return PRICE[category];
  }
  return OTHER_MONEY[category]?.[field];
}

/**
 * True for a typed number shaped like a Pakistani mobile number: 3001234567, 03001234567,
 * 923001234567 or 00923001234567 (separators already gone). No price field takes one, whatever its range.
 */
export function looksLikeMobileNumber(digits: string): boolean {
  return /^(?:0092|92|0)?3[0-9]{9}$/.test(digits);
}
