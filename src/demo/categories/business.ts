// Business and industrial: restaurant kit, machinery, agriculture, office equipment and running
// businesses, the stock of a Pakistani classifieds site's B2B corner.
import { BUSINESS_CONDITIONS } from '../../domain/fields/options';
import { closing, describe, type DemoDraft, type DraftContext } from '../context';
import { itemPrice, type Item } from './items';

const ITEMS: readonly (Item & { itemType: string })[] = [
  {
    group: 'Food & Restaurant',
    model: 'Pizza Oven',
    itemType: 'Conveyor pizza oven',
    name: 'Imported conveyor pizza oven, 18 inch belt',
    price: [350_000, 650_000],
    detail: 'Gas operated, bakes 40 pizzas an hour.',
  },
  {
    group: 'Food & Restaurant',
    model: 'Deep Freezer',
    itemType: 'Deep freezer',
    name: 'Waves double door deep freezer, 16 cft',
    price: [65_000, 98_000],
    detail: 'Freezes fast, ideal for a shop or a butcher.',
  },
  {
    group: 'Food & Restaurant',
    model: 'Shawarma Machine',
    itemType: 'Shawarma machine',
    name: 'Shawarma machine with 3 burners, stainless steel',
    price: [35_000, 62_000],
    detail: 'Heavy gauge steel, comes with the counter.',
  },
  {
    group: 'Industrial Machinery',
    model: 'Embroidery Machine',
    itemType: 'Computerized embroidery machine',
    name: 'Tajima 12 head computerized embroidery machine',
    price: [1_800_000, 3_500_000],
    detail: 'Japanese machine in running condition, can be checked on site.',
  },
  {
    group: 'Industrial Machinery',
    model: 'Air Compressor',
    itemType: 'Screw air compressor',
    name: 'Atlas Copco 10 HP screw compressor',
    price: [450_000, 850_000],
    detail: 'Low running hours, with dryer and tank.',
  },
  {
    group: 'Agriculture',
    model: 'Tractor',
    itemType: 'Tractor',
    name: 'Massey Ferguson 385 tractor',
    price: [3_200_000, 4_300_000],
    detail: 'Genuine engine, all documents clear, with trolley on demand.',
  },
  {
    group: 'Agriculture',
    model: 'Thresher',
    itemType: 'Wheat thresher',
    name: 'Wheat thresher, heavy duty',
    price: [350_000, 600_000],
    detail: 'Used only two seasons, ready for the harvest.',
  },
  {
    group: 'Office Equipment',
    model: 'Photocopier',
    itemType: 'Photocopier',
    name: 'Ricoh MP 4054 photocopier, A3',
    price: [95_000, 180_000],
    detail: 'Print, copy and scan, toner full.',
  },
  {
    group: 'Shop Inventory',
    model: 'Display Racks',
    itemType: 'Display racks',
    name: 'Steel display racks for a grocery store, set of 10',
    price: [60_000, 120_000],
    detail: 'Shop closed, all racks available together.',
  },
  {
    group: 'Medical Equipment',
    model: 'Hospital Bed',
    itemType: 'ICU bed',
    name: '3 function electric ICU bed',
    price: [120_000, 250_000],
    detail: 'With mattress and side rails, used for three months at home.',
  },
  {
    group: 'Construction Material',
    model: 'Tiles',
    itemType: 'Floor tiles',
    name: 'Master tiles 24x24, 200 boxes surplus stock',
    price: [150_000, 300_000],
    detail: 'Left over from our project, same batch and shade.',
  },
  {
    group: 'Business for Sale',
    model: 'Running Shop',
    itemType: 'Running general store',
    name: 'Running general store with stock',
    price: [1_500_000, 4_500_000],
    detail: 'Good sale daily, fixed customers, rent agreement transferable.',
  },
  {
    group: 'Heavy Equipment',
    model: 'Forklift',
    itemType: 'Diesel forklift',
    name: 'Toyota 3 ton diesel forklift',
    price: [1_800_000, 3_000_000],
    detail: 'Japanese engine, new tyres, lifting 4.5 m.',
  },
  {
    group: 'Solar & Energy',
    model: 'Solar Inverters',
    itemType: 'Hybrid solar inverter',
    name: 'Inverex Nitrox 6 kW hybrid inverter',
    price: [180_000, 260_000],
    detail: 'Works with and without batteries, net metering ready.',
  },
];

export function businessAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const item = rng.pick(ITEMS);
  const condition = rng.weighted([
    [BUSINESS_CONDITIONS[1], 60],
    [BUSINESS_CONDITIONS[0], 25],
    [BUSINESS_CONDITIONS[2], 10],
    [BUSINESS_CONDITIONS[3], 5],
  ]);
  const description = describe(
    ctx,
    `${item.name}.`,
    item.detail,
    rng.chance(0.5) && 'Delivery can be arranged to any city at buyer cost.',
  );
  return {
    category: 'businessandindustrial',
    brand: item.group,
    model: item.model,
    variant: '',
    headline: item.itemType,
    formData: {
      Title: item.name,
      itemType: item.itemType,
      condition,
      ...closing(ctx, itemPrice(ctx, item, condition === 'New'), description),
      brandName: item.group,
      modelName: item.model,
    },
  };
}
