// Cars of the Pakistani market with believable years and prices: a 2018 Corolla GLi near Rs. 42 lac,
// an Alto VXR near Rs. 26 lac. Prices fall about 6% a year from the current new price.
import { getVariants } from '../../domain/catalogue';
import { closing, describe, digits, pickCity, type DemoDraft, type DraftContext } from '../context';

interface Car {
  brand: string;
  model: string;
  /** Price of a current-year car in Rs. */
  newPrice: number;
  years: readonly [number, number | 'now'];
  cc: string;
  fuel: readonly string[];
  auto: number;
}

const CARS: readonly Car[] = [
  {
    brand: 'Toyota',
    model: 'Corolla',
    newPrice: 6_600_000,
    years: [2012, 'now'],
    cc: '1300cc',
    fuel: ['Petrol'],
    auto: 0.5,
  },
  {
    brand: 'Toyota',
    model: 'Yaris',
    newPrice: 4_900_000,
    years: [2020, 'now'],
    cc: '1300cc',
    fuel: ['Petrol'],
    auto: 0.6,
  },
  {
    brand: 'Toyota',
    model: 'Fortuner',
    newPrice: 16_500_000,
    years: [2016, 'now'],
    cc: '2700cc',
    fuel: ['Petrol', 'Diesel'],
    auto: 1,
  },
  {
    brand: 'Toyota',
    model: 'Hilux',
    newPrice: 12_500_000,
    years: [2015, 'now'],
    cc: '2800cc',
    fuel: ['Diesel'],
    auto: 0.6,
  },
  {
    brand: 'Toyota',
    model: 'Aqua',
    newPrice: 5_600_000,
    years: [2013, 2021],
    cc: '1500cc',
    fuel: ['Hybrid'],
    auto: 1,
  },
  {
    brand: 'Toyota',
    model: 'Vitz',
    newPrice: 4_600_000,
    years: [2012, 2020],
    cc: '1000cc',
    fuel: ['Petrol'],
    auto: 1,
  },
  {
    brand: 'Suzuki',
    model: 'Alto',
    newPrice: 3_000_000,
    years: [2019, 'now'],
    cc: '660cc',
    fuel: ['Petrol'],
    auto: 0.3,
  },
  {
    brand: 'Suzuki',
    model: 'Cultus',
    newPrice: 4_100_000,
    years: [2017, 'now'],
    cc: '1000cc',
    fuel: ['Petrol'],
    auto: 0.3,
  },
  {
    brand: 'Suzuki',
    model: 'Wagon R',
    newPrice: 3_400_000,
    years: [2015, 'now'],
    cc: '1000cc',
    fuel: ['Petrol', 'Gas + Petrol'],
    auto: 0.2,
  },
  {
    brand: 'Suzuki',
    model: 'Swift',
    newPrice: 4_700_000,
    years: [2018, 'now'],
    cc: '1200cc',
    fuel: ['Petrol'],
    auto: 0.5,
  },
  {
    brand: 'Suzuki',
    model: 'Mehran',
    newPrice: 2_200_000,
    years: [2010, 2019],
    cc: '800cc',
    fuel: ['Petrol', 'Gas + Petrol'],
    auto: 0,
  },
  {
    brand: 'Honda',
    model: 'Civic',
    newPrice: 9_000_000,
    years: [2013, 'now'],
    cc: '1800cc',
    fuel: ['Petrol'],
    auto: 0.8,
  },
  {
    brand: 'Honda',
    model: 'City',
    newPrice: 5_100_000,
    years: [2014, 'now'],
    cc: '1300cc',
    fuel: ['Petrol'],
    auto: 0.5,
  },
  {
    brand: 'Honda',
    model: 'BR-V',
    newPrice: 6_300_000,
    years: [2017, 'now'],
    cc: '1500cc',
    fuel: ['Petrol'],
    auto: 0.8,
  },
  {
    brand: 'Hyundai',
    model: 'Tucson',
    newPrice: 8_800_000,
    years: [2020, 'now'],
    cc: '2000cc',
    fuel: ['Petrol'],
    auto: 1,
  },
  {
    brand: 'Hyundai',
    model: 'Elantra',
    newPrice: 7_200_000,
    years: [2021, 'now'],
    cc: '1600cc',
    fuel: ['Petrol', 'Hybrid'],
    auto: 1,
  },
  {
    brand: 'KIA',
    model: 'Sportage',
    newPrice: 8_700_000,
    years: [2019, 'now'],
    cc: '2000cc',
    fuel: ['Petrol'],
    auto: 1,
  },
  {
    brand: 'KIA',
    model: 'Picanto',
    newPrice: 3_600_000,
    years: [2019, 'now'],
    cc: '1000cc',
    fuel: ['Petrol'],
    auto: 0.5,
  },
  {
    brand: 'Changan',
    model: 'Alsvin',
    newPrice: 4_500_000,
    years: [2021, 'now'],
    cc: '1500cc',
    fuel: ['Petrol'],
    auto: 0.7,
  },
  {
    brand: 'Nissan',
    model: 'Dayz',
    newPrice: 3_500_000,
    years: [2014, 2021],
    cc: '660cc',
    fuel: ['Petrol'],
    auto: 1,
  },
  {
    brand: 'Mitsubishi',
    model: 'Lancer',
    newPrice: 3_800_000,
    years: [2006, 2015],
    cc: '1300cc',
    fuel: ['Petrol'],
    auto: 0.3,
  },
];

const COLOURS = ['White', 'Super White', 'Silver', 'Black', 'Grey', 'Graphite Grey', 'Red', 'Blue', 'Beige'];
const NOTES = [
  'Bumper to bumper genuine, total original.',
  'Few pieces touch-up, rest genuine.',
  'Engine and suspension in perfect condition.',
  'Home used car, driven with care by a doctor.',
  'All taxes paid till date, token paid.',
  'New tyres fitted last month.',
  'Company maintained, complete service record available.',
];

export function vehicleAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const car = rng.pick(CARS);
  const variants = getVariants(car.brand, car.model);
  const variant = variants.length > 0 ? rng.pick(variants) : 'Standard';
  const last = car.years[1] === 'now' ? ctx.year : car.years[1];
  const year = rng.int(car.years[0], last);
  const age = ctx.year - year;
  const price = rng.price(
    car.newPrice * 0.94 ** age * 0.93,
    car.newPrice * 0.94 ** age * 1.05,
    car.newPrice > 5_000_000 ? 25_000 : 10_000,
  );
  const transmission = rng.chance(car.auto) ? 'Automatic' : 'Manual';
  const km = age === 0 ? rng.int(1, 8) * 1000 : rng.int(8, 18) * 1000 * age;
  const registrationCity = rng.chance(0.6) ? ctx.city : pickCity(rng);
  const description = describe(
    ctx,
    `${car.brand} ${car.model} ${variant} ${year}, ${transmission.toLowerCase()}, ${digits(km)} km driven.`,
    rng.pick(NOTES),
    rng.chance(0.5) &&
      `${registrationCity} registered, first owner${rng.chance(0.5) ? ', file complete' : ''}.`,
    rng.chance(0.4) && 'AC chills, all power windows working, alloy rims.',
  );
  return {
    category: 'vehicles',
    brand: car.brand,
    model: car.model,
    variant,
    headline: `${car.brand} ${car.model} ${year}`,
    formData: {
      variant,
      year: String(year),
      color: rng.pick(COLOURS),
      transmission,
      fuelType: rng.pick(car.fuel),
      engineCapacity: car.cc,
      registrationCity,
      ...closing(ctx, price, description),
      brandName: car.brand,
      modelName: car.model,
    },
  };
}
