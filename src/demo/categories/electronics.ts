// Electronics and home appliances: TVs, laptops, inverter ACs, fridges, UPS and solar, at Pakistani
// prices. The catalogue groups by kind (Televisions) with the maker as the model (Samsung).
import { WARRANTY } from '../../domain/fields/options';
import { closing, describe, type DemoDraft, type DraftContext } from '../context';
import { itemPrice, NEW_LINES, pickCondition, USED_LINES, type Item } from './items';

const ITEMS: readonly Item[] = [
  {
    group: 'Televisions',
    model: 'Samsung',
    name: 'Samsung 55" Crystal UHD 4K Smart TV',
    price: [115_000, 175_000],
    detail: 'Netflix and YouTube built in, with remote and wall bracket.',
  },
  {
    group: 'Televisions',
    model: 'TCL',
    name: 'TCL 43" Android LED TV',
    price: [62_000, 88_000],
    detail: 'Google TV, Chromecast built in, crystal clear picture.',
  },
  {
    group: 'Televisions',
    model: 'Haier',
    name: 'Haier 32" Smart LED',
    price: [33_000, 48_000],
    detail: 'Perfect for a bedroom, no dead pixels.',
  },
  {
    group: 'Laptops',
    model: 'HP',
    name: 'HP EliteBook 840 G5, Core i5 8th Gen, 8/256 SSD',
    price: [62_000, 85_000],
    detail: 'Backlit keyboard, 3 to 4 hours battery, fresh Windows 11.',
  },
  {
    group: 'Laptops',
    model: 'Dell',
    name: 'Dell Latitude 5490, Core i7, 16GB RAM, 512 SSD',
    price: [78_000, 105_000],
    detail: 'Imported from UK, sparingly used, no scratch on the screen.',
  },
  {
    group: 'Laptops',
    model: 'Apple',
    name: 'MacBook Air M1, 8/256',
    price: [165_000, 205_000],
    detail: 'Battery cycle count 140, with original charger.',
  },
  {
    group: 'Laptops',
    model: 'Lenovo',
    name: 'Lenovo ThinkPad T480, Core i5, 8/256',
    price: [58_000, 78_000],
    detail: 'Best for students and office work.',
  },
  {
    group: 'Air Conditioners',
    model: 'Gree',
    name: 'Gree 1.5 Ton DC Inverter AC',
    price: [135_000, 185_000],
    detail: 'Heat and cool, saves electricity, complete with outdoor unit and pipe.',
  },
  {
    group: 'Air Conditioners',
    model: 'Haier',
    name: 'Haier 1 Ton Inverter AC',
    price: [105_000, 140_000],
    detail: 'Cooling is excellent, recently serviced.',
  },
  {
    group: 'Fridges & Freezers',
    model: 'Dawlance',
    name: 'Dawlance 12 cu ft Inverter Refrigerator',
    price: [98_000, 145_000],
    detail: 'Glass door, chills perfectly, no gas leakage.',
  },
  {
    group: 'Fridges & Freezers',
    model: 'PEL',
    name: 'PEL Life Pro Refrigerator',
    price: [70_000, 98_000],
    detail: 'Medium size, ideal for a small family.',
  },
  {
    group: 'Washing Machines',
    model: 'Super Asia',
    name: 'Super Asia Twin Tub Washing Machine',
    price: [24_000, 36_000],
    detail: 'Washer and dryer both working fine.',
  },
  {
    group: 'Washing Machines',
    model: 'Haier',
    name: 'Haier 8 kg Fully Automatic Washing Machine',
    price: [78_000, 120_000],
    detail: 'Top load, many programs, quiet motor.',
  },
  {
    group: 'Microwave Ovens',
    model: 'Dawlance',
    name: 'Dawlance 25 Litre Microwave with Grill',
    price: [22_000, 34_000],
    detail: 'Heats evenly, grill works great.',
  },
  {
    group: 'Generators',
    model: 'Jasco',
    name: 'Jasco 3.5 kVA Petrol and Gas Generator',
    price: [85_000, 140_000],
    detail: 'Self start, runs fridge, fans and lights easily.',
  },
  {
    group: 'UPS & Inverters',
    model: 'Homage',
    name: 'Homage 1000W UPS with Battery',
    price: [32_000, 58_000],
    detail: 'Pure sine wave, battery 6 months old.',
  },
  {
    group: 'Solar Panels & Batteries',
    model: 'Longi',
    name: 'Longi 585W Mono Solar Panels (A grade)',
    price: [26_000, 34_000],
    detail: 'Price is per panel, documents and flash report available.',
  },
  {
    group: 'Cameras',
    model: 'Canon',
    name: 'Canon EOS 200D with 18-55 lens',
    price: [115_000, 160_000],
    detail: 'Shutter count 9k, with bag, charger and 64GB card.',
  },
  {
    group: 'Audio & Speakers',
    model: 'Audionic',
    name: 'Audionic Classic 5 speakers',
    price: [9_000, 17_000],
    detail: 'Heavy bass, bluetooth and USB.',
  },
  {
    group: 'Tablets',
    model: 'Apple',
    name: 'iPad 9th Generation 64GB Wi-Fi',
    price: [62_000, 82_000],
    detail: 'Screen protector and cover since day one.',
  },
];

const ACCESSORIES = ['Remote and box', 'Charger and bag', 'Box and all accessories', 'Stand and cables', ''];

export function electronicsAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const item = rng.pick(ITEMS);
  const condition = pickCondition(ctx, item);
  const isNew = condition === 'New';
  const accessories = rng.pick(ACCESSORIES);
  const description = describe(ctx, `${item.name}.`, item.detail, rng.pick(isNew ? NEW_LINES : USED_LINES));
  return {
    category: 'electronicsandhome',
    brand: item.group,
    model: item.model,
    variant: '',
    headline: item.name.split(',')[0]!,
    formData: {
      condition,
      warranty: isNew ? WARRANTY[0] : rng.chance(0.7) ? WARRANTY[1] : WARRANTY[2],
      ...(accessories ? { accessories } : {}),
      ...closing(ctx, itemPrice(ctx, item, isNew), description),
      brandName: item.group,
      modelName: item.model,
    },
  };
}
