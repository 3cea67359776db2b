// Phones as they are sold in Pakistan: PTA status matters, boxes and chargers are mentioned, and a
// used phone goes for 60–85% of its new price (a used Galaxy A55 for about Rs. 85,000).
import { CONDITIONS, PTA_STATUS } from '../../domain/fields/options';
import { closing, describe, type DemoDraft, type DraftContext } from '../context';

/** [brand, model, new price in Rs., storage options, RAM]. */
const PHONES: readonly (readonly [string, string, number, readonly string[], string])[] = [
  ['Samsung', 'Galaxy S24 Ultra', 365_000, ['256GB', '512GB'], '12GB'],
  ['Samsung', 'Galaxy S23 Ultra', 275_000, ['256GB', '512GB'], '12GB'],
  ['Samsung', 'Galaxy A55', 112_000, ['128GB', '256GB'], '8GB'],
  ['Samsung', 'Galaxy A35', 92_000, ['128GB', '256GB'], '8GB'],
  ['Samsung', 'Galaxy A15', 50_000, ['128GB'], '6GB'],
  ['Samsung', 'Galaxy Z Flip5', 230_000, ['256GB'], '8GB'],
  ['Apple', 'iPhone 15 Pro Max', 470_000, ['256GB', '512GB'], '8GB'],
  ['Apple', 'iPhone 14 Pro', 300_000, ['128GB', '256GB'], '6GB'],
  ['Apple', 'iPhone 13', 205_000, ['128GB', '256GB'], '4GB'],
  ['Apple', 'iPhone 12', 160_000, ['64GB', '128GB'], '4GB'],
  ['Apple', 'iPhone 11', 120_000, ['64GB', '128GB'], '4GB'],
  ['Apple', 'iPhone XR', 75_000, ['64GB', '128GB'], '3GB'],
  ['Vivo', 'V30', 135_000, ['256GB'], '12GB'],
  ['Vivo', 'Y100', 78_000, ['256GB'], '8GB'],
  ['Vivo', 'Y17s', 37_000, ['64GB', '128GB'], '4GB'],
  ['OPPO', 'Reno11 5G', 125_000, ['256GB'], '12GB'],
  ['OPPO', 'A78', 68_000, ['128GB', '256GB'], '8GB'],
  ['OPPO', 'A18', 33_000, ['64GB', '128GB'], '4GB'],
  ['Xiaomi', 'Redmi Note 13 Pro', 92_000, ['256GB', '512GB'], '8GB'],
  ['Xiaomi', 'Redmi 13C', 36_000, ['128GB', '256GB'], '6GB'],
  ['Xiaomi', 'Poco X6 Pro', 98_000, ['256GB', '512GB'], '12GB'],
  ['Infinix', 'Note 40 Pro', 72_000, ['256GB'], '8GB'],
  ['Infinix', 'Hot 40', 42_000, ['128GB', '256GB'], '8GB'],
  ['Infinix', 'Smart 8', 26_000, ['64GB', '128GB'], '4GB'],
  ['Tecno', 'Camon 30', 68_000, ['256GB'], '8GB'],
  ['Tecno', 'Spark 20 Pro', 46_000, ['256GB'], '8GB'],
  ['Realme', '12 Pro+', 125_000, ['256GB', '512GB'], '12GB'],
  ['Realme', 'C67', 56_000, ['128GB', '256GB'], '8GB'],
  ['Huawei', 'Nova 12i', 62_000, ['128GB'], '8GB'],
  ['Nokia', 'G42 5G', 52_000, ['128GB'], '6GB'],
  ['Nokia', 'C32', 29_000, ['64GB', '128GB'], '4GB'],
];

const EXTRAS = [
  'Complete box and original charger.',
  'Only phone and charger, box misplaced.',
  'With box, charger and two back covers.',
  'Kit only, charger not available.',
  'Complete box with receipt from the shop.',
];
const LOOKS = [
  'Condition 10/10, no scratch at all.',
  'Condition 9/10, minor signs of use on the frame.',
  'Screen protector applied since day one, no dent or crack.',
  'Never repaired, never opened, all original parts.',
];

export function mobileAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const [brand, model, newPrice, storages, ram] = rng.pick(PHONES);
  const condition = rng.weighted([
    [CONDITIONS[1], 70],
    [CONDITIONS[0], 20],
    [CONDITIONS[2], 10],
  ]);
  const factor =
    condition === 'New' ? rng.int(94, 100) : condition === 'Used' ? rng.int(60, 85) : rng.int(55, 68);
  const storage = rng.pick(storages);
  const pta =
    brand === 'Apple' && rng.chance(0.3) ? PTA_STATUS[1] : rng.chance(0.9) ? PTA_STATUS[0] : PTA_STATUS[1];
  const price = rng.price(
    (newPrice * factor) / 100,
    (newPrice * factor) / 100,
    newPrice > 20_000 ? 500 : 100,
  );
  const memory = ram ? `${ram.replace('GB', '')}/${storage.replace('GB', '')}` : storage;
  const title = rng.pick([
    `${brand} ${model} ${memory}`,
    `${model} ${storage} ${pta === PTA_STATUS[0] ? 'PTA Approved' : 'Non PTA'}`,
    `${brand} ${model} ${storage}, ${condition === 'New' ? 'box pack' : 'with box'}`,
  ]);
  const battery =
    brand === 'Apple'
      ? `Battery health ${rng.int(82, 100)}%.`
      : `Battery timing is excellent, ${rng.int(1, 2)} day backup.`;
  const description = describe(
    ctx,
    `${brand} ${model} ${memory}${ram ? '' : ' storage'}, ${pta === PTA_STATUS[0] ? 'PTA approved' : 'non-PTA (JV), SIM works for 60 days'}.`,
    condition === 'New' ? 'Brand new, box pack, 1 year official warranty.' : rng.pick(LOOKS),
    condition !== 'New' && rng.pick(EXTRAS),
    condition !== 'New' && battery,
  );
  return {
    category: 'mobiles',
    brand,
    model,
    variant: '',
    headline: `${brand} ${model}`,
    formData: {
      Title: title,
      ptaApproved: pta,
      condition,
      storage,
      ...closing(ctx, price, description),
      brandName: brand,
      modelName: model,
    },
  };
}
