// Motorcycles: the 70cc commuters most of Pakistan rides, plus the 125s and 150s. A used CD 70 keeps
// its value well (about 6% a year).
import { closing, describe, pickCity, type DemoDraft, type DraftContext } from '../context';

/** [make, model, new price in Rs., engine type]. */
const BIKES: readonly (readonly [string, string, number, string])[] = [
  ['Honda', 'CD 70', 158_000, 'Air-Cooled 4-Stroke'],
  ['Honda', 'CD 70 Dream', 170_000, 'Air-Cooled 4-Stroke'],
  ['Honda', 'CG 125', 235_000, 'Air-Cooled 4-Stroke'],
  ['Honda', 'Pridor', 205_000, '4-Stroke'],
  ['Honda', 'CB 150F', 480_000, '4-Stroke'],
  ['Yamaha', 'YBR 125', 460_000, '4-Stroke'],
  ['Yamaha', 'YB 125Z', 385_000, '4-Stroke'],
  ['Suzuki', 'GD 110S', 330_000, '4-Stroke'],
  ['Suzuki', 'GS 150', 365_000, '4-Stroke'],
  ['Unique', 'UD 70', 112_000, 'Air-Cooled 4-Stroke'],
  ['United', 'US 70', 108_000, 'Air-Cooled 4-Stroke'],
  ['Road Prince', 'RP 70', 100_000, 'Air-Cooled 4-Stroke'],
  ['Super Power', 'SP 70', 102_000, 'Air-Cooled 4-Stroke'],
  ['Metro', 'MR 70', 99_000, 'Air-Cooled 4-Stroke'],
  ['Ravi', 'Ravi 70', 97_000, 'Air-Cooled 4-Stroke'],
];

const NOTES = [
  'Engine sealed, never opened.',
  'Genuine tanki tapay, no accident.',
  'Original documents, smart card available.',
  'Fuel average 55+ km per litre.',
  'New battery and new rear tyre.',
  'Used by a student, very well kept.',
];

export function bikeAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const [make, model, newPrice, engineType] = rng.pick(BIKES);
  const condition = rng.weighted([
    ['Used', 75],
    ['New', 15],
    ['Reconditioned', 10],
  ] as const);
  const year = condition === 'New' ? ctx.year : rng.int(ctx.year - 9, ctx.year - 1);
  const age = ctx.year - year;
  const price = rng.price(newPrice * 0.94 ** age * 0.92, newPrice * 0.94 ** age * 1.02, 1000);
  const registrationCity = rng.chance(0.7) ? ctx.city : pickCity(rng);
  const description = describe(
    ctx,
    `${make} ${model} ${year} model, ${registrationCity} number.`,
    ...(condition === 'New' ? ['Zero meter, just bought, selling due to transfer.'] : rng.sample(NOTES, 2)),
  );
  return {
    category: 'bikes',
    brand: make,
    model,
    variant: '',
    headline: `${make} ${model}`,
    formData: {
      year: String(year),
      condition,
      engineType,
      registrationCity,
      ...closing(ctx, price, description),
      brandName: make,
      modelName: model,
    },
  };
}
