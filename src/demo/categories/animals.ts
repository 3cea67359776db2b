// Animals: goats and cows for Eid ul Adha (a goat Rs. 60,000–250,000), poultry, parrots and pets.
import { closing, describe, type DemoDraft, type DraftContext } from '../context';

/** [grouping, breed, what it is called, price range, ages]. */
const ANIMALS: readonly (readonly [string, string, string, readonly [number, number], readonly string[]])[] =
  [
    ['Goats', 'Beetal', 'Goat', [70_000, 250_000], ['1 year', '2 years (2 daant)', '18 months']],
    ['Goats', 'Makhi Cheeni', 'Goat', [60_000, 160_000], ['1 year', '2 years (2 daant)']],
    ['Goats', 'Teddy', 'Goat', [35_000, 80_000], ['8 months', '1 year']],
    ['Cows', 'Sahiwal', 'Cow', [220_000, 550_000], ['3 years', '4 years (4 daant)']],
    ['Cows', 'Cholistani', 'Bull', [250_000, 600_000], ['3 years', '4 years (4 daant)']],
    ['Buffaloes', 'Nili-Ravi', 'Buffalo', [280_000, 700_000], ['4 years', '5 years']],
    ['Sheep', 'Dumba', 'Sheep', [80_000, 200_000], ['1 year', '2 years']],
    ['Hens & Poultry', 'Aseel', 'Hen', [8_000, 30_000], ['6 months', '1 year']],
    ['Parrots & Birds', 'African Grey', 'Parrot', [120_000, 250_000], ['6 months', '2 years']],
    ['Parrots & Birds', 'Raw Parrot', 'Parrot', [15_000, 40_000], ['4 months', '1 year']],
    ['Parrots & Birds', 'Cockatiel', 'Bird pair', [6_000, 14_000], ['1 year', '2 years']],
    ['Cats', 'Persian', 'Cat', [15_000, 50_000], ['3 months', '5 months', '1 year']],
    ['Dogs', 'German Shepherd', 'Dog', [40_000, 150_000], ['3 months', '1 year']],
    ['Dogs', 'Labrador', 'Dog', [35_000, 90_000], ['2 months', '8 months']],
    ['Rabbits', 'Lionhead', 'Rabbit pair', [3_000, 8_000], ['3 months', '6 months']],
  ];

const LIVESTOCK = ['Goats', 'Cows', 'Buffaloes', 'Sheep'];
const FARM_LINES = [
  'Home raised on green fodder and grain, no disease.',
  'Perfect for qurbani, can be kept with you till Eid.',
  'Vet checked, active and eating well. Delivery possible within the city.',
];
const PET_LINES = [
  'Fully vaccinated, vet checked, active and eating well.',
  'Pure breed, parents can be seen.',
  'Very friendly and hand tamed, comes with cage and food.',
];

export function animalAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const [group, breed, kind, [min, max], ages] = rng.pick(ANIMALS);
  const price = rng.price(min, max, max >= 100_000 ? 5000 : 500);
  const age = rng.pick(ages);
  const description = describe(
    ctx,
    `Healthy ${breed} ${kind.toLowerCase()}, ${age} old.`,
    rng.pick(LIVESTOCK.includes(group) ? FARM_LINES : PET_LINES),
  );
  return {
    category: 'animals',
    brand: group,
    model: breed,
    variant: '',
    headline: `${breed} ${kind}`,
    formData: { animalType: kind, breed, age, ...closing(ctx, price, description) },
  };
}
