// Property for sale and for rent, priced by size and city the way Zameen ads read: a 10 marla house in
// Lahore near Rs. 3.5 crore; a 10 marla upper portion for about Rs. 65,000 a month. Plots are left out:
// the property form asks for bedrooms and bathrooms, which a plot does not have.
import { FLOOR_LEVELS, FURNISHING, PARKING, PROPERTY_CONDITIONS } from '../../domain/fields/options';
import { SOCIETY_KEY } from '../../domain/cities';
import { closing, describe, pickArea, type DemoDraft, type DraftContext } from '../context';

/** Price multiplier by city: the three big cities cost most. */
function cityTier(city: string): number {
  if (['Lahore', 'Karachi', 'Islamabad'].includes(city)) return 1;
  if (['Rawalpindi', 'Multan', 'Faisalabad', 'Peshawar'].includes(city)) return 0.65;
  return 0.5;
}

interface Home {
  type: string;
  subtype: string;
  unit: 'Marla' | 'Kanal' | 'Sq. Ft.';
  sizes: readonly number[];
  /** Sale price per unit of area in a big city, Rs. */
  perUnit: number;
  /** Monthly rent per unit of area in a big city, Rs. */
  rentPerUnit: number;
  beds: (size: number) => number;
  label: (size: number) => string;
  /** The catalogue subtype when it depends on the size (farmhouses: '4 Kanal'). */
  subtypeFor?: (size: number) => string;
}

const house = (subtype: string, share = 1): Home => ({
  type: 'Houses',
  subtype,
  unit: 'Marla',
  sizes: [5, 7, 8, 10, 12, 20],
  perUnit: 3_400_000 * share,
  rentPerUnit: 9_500 * share,
  // A portion (upper or lower) has about half the rooms of the house.
  beds: (m) => Math.max(2, Math.min(share < 0.6 ? 4 : 7, Math.round(m / (share < 0.6 ? 5 : 2.5)))),
  label: (m) =>
    `${m === 20 ? '1 Kanal' : `${m} Marla`} ${subtype === 'Double Storey' ? 'House' : subtype === 'Single Storey' ? 'Single Storey House' : subtype}`,
});
const flat = (type: string, subtype: string, sizes: number[], perUnit: number, beds: number): Home => ({
  type,
  subtype,
  unit: 'Sq. Ft.',
  sizes,
  perUnit,
  rentPerUnit: perUnit / 260,
  beds: () => beds,
  label: () => (type === 'Studio Apartments' ? 'Studio Apartment' : `${beds} Bed ${type.replace(/s$/, '')}`),
});

const HOMES: readonly Home[] = [
  house('Double Storey'),
  house('Double Storey'),
  house('Single Storey', 0.85),
  house('Corner House', 1.1),
  house('Upper Portion', 0.45),
  house('Lower Portion', 0.5),
  flat('Apartments', '2 Bedroom', [950, 1100, 1250], 19_000, 2),
  flat('Apartments', '3 Bedroom', [1450, 1700, 1950], 20_000, 3),
  flat('Flats', '2 Bedroom Flat', [800, 900, 1000], 13_000, 2),
  flat('Studio Apartments', 'Furnished Studio', [420, 500, 600], 22_000, 1),
  flat('Penthouse Apartments', '4 Bedroom', [3200, 3800], 26_000, 4),
  {
    type: 'Farmhouses',
    subtype: '2 Kanal',
    unit: 'Kanal',
    sizes: [2, 4, 8],
    perUnit: 22_000_000,
    rentPerUnit: 60_000,
    beds: (k) => Math.min(6, 3 + Math.floor(k / 3)),
    label: (k) => `${k} Kanal Farmhouse`,
    subtypeFor: (k) => `${k} Kanal`,
  },
];

const FEATURES = [
  'Near park and masjid, market at walking distance.',
  'Gas, electricity and water all available, no load shedding in the sector.',
  'Main boulevard approach, 40 ft road.',
  'Solid construction, marble flooring, woodwork in sheesham.',
  'Servant quarter, car porch for two cars, dry and wet kitchen.',
  'Gated community with 24/7 security.',
];

function pickHome(ctx: DraftContext) {
  const { rng } = ctx;
  const home = rng.pick(HOMES);
  const size = rng.pick(home.sizes);
  const beds = home.beds(size);
  const area = pickArea(rng, ctx.city);
  const subtype = home.subtypeFor?.(size) ?? home.subtype;
  return { home, subtype, size, beds, baths: Math.max(1, beds - rng.int(0, 1)), area };
}

export function propertySaleAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const { home, subtype, size, beds, baths, area } = pickHome(ctx);
  const price = rng.price(
    home.perUnit * size * cityTier(ctx.city) * 0.9,
    home.perUnit * size * cityTier(ctx.city) * 1.15,
    100_000,
  );
  const condition = rng.weighted([
    [PROPERTY_CONDITIONS[0], 35],
    [PROPERTY_CONDITIONS[1], 55],
    [PROPERTY_CONDITIONS[2], 10],
  ]);
  const label = home.label(size);
  const fresh = condition === 'New' ? 'Brand New ' : '';
  const description = describe(
    ctx,
    `${fresh}${label} for sale in ${area}, ${ctx.city}. ${beds} bedrooms with attached baths.`,
    ...rng.sample(FEATURES, 2),
    rng.chance(0.5) && 'Clear title, transfer immediately. Dealers excuse.',
  );
  return {
    category: 'propertyforsale',
    brand: home.type,
    model: subtype,
    variant: '',
    headline: label,
    formData: {
      title: `${fresh}${label} for Sale in ${area}`,
      area: String(size),
      areaUnit: home.unit,
      bedrooms: String(beds),
      bathrooms: String(baths),
      furnishing: home.unit === 'Sq. Ft.' && rng.chance(0.4) ? FURNISHING[0] : FURNISHING[1],
      propertyCondition: condition,
      ...closing(ctx, price, description),
      [SOCIETY_KEY]: area,
      brandName: home.type,
      modelName: subtype,
    },
  };
}

function floorOf(ctx: DraftContext, home: Home): string {
  if (home.subtype === 'Upper Portion') return '1st Floor';
  if (home.type === 'Houses' || home.type === 'Farmhouses') return 'Ground Floor';
  if (home.type === 'Penthouse Apartments') return 'Penthouse';
  return ctx.rng.pick(FLOOR_LEVELS.slice(1, 9));
}

function daysAfter(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function propertyRentAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const { home, subtype, size, beds, baths, area } = pickHome(ctx);
  const rent = rng.price(
    home.rentPerUnit * size * cityTier(ctx.city) * 0.85,
    home.rentPerUnit * size * cityTier(ctx.city) * 1.2,
    home.rentPerUnit * size > 100_000 ? 5000 : 1000,
  );
  const furnished = home.type === 'Studio Apartments' || (home.unit === 'Sq. Ft.' && rng.chance(0.4));
  const label = home.label(size);
  const description = describe(
    ctx,
    `${label} available for rent in ${area}, ${ctx.city}.`,
    rng.pick(FEATURES),
    rng.pick([
      'Suitable for small family only, bachelors excuse.',
      'Family preferred, office use not allowed.',
      'Separate gate and separate meters.',
      'Two months advance and security deposit required.',
    ]),
  );
  return {
    category: 'propertyforrent',
    brand: home.type,
    model: subtype,
    variant: '',
    headline: label,
    formData: {
      rentPerMonth: String(rent),
      deposit: String(rent * rng.pick([1, 2, 2, 3])),
      areaSize: String(size),
      areaUnit: home.unit,
      availableFrom: daysAfter(ctx.today, rng.int(0, 40)),
      bedrooms: String(beds),
      bathrooms: String(baths),
      floorLevel: floorOf(ctx, home),
      furnishing: furnished ? FURNISHING[0] : FURNISHING[1],
      parking: home.type === 'Houses' || home.type === 'Farmhouses' ? PARKING[0] : rng.pick(PARKING),
      location: ctx.city,
      [SOCIETY_KEY]: area,
      description,
      contactNumber: ctx.phone,
      brandName: home.type,
      modelName: subtype,
    },
  };
}
