// Books, sports and hobbies; and things for children. Cricket kit and CSS books, prams and ride-on jeeps.
import type { CategoryKey } from '../../domain/categories';
import { closing, describe, type DemoDraft, type DraftContext } from '../context';
import { itemPrice, NEW_LINES, pickCondition, USED_LINES, type Item } from './items';

const HOBBIES: readonly Item[] = [
  {
    group: 'Books',
    model: 'CSS & Competitive Exams',
    name: 'CSS Preparation Books Set',
    price: [3_000, 12_000],
    detail: 'Complete set for compulsory subjects, some highlighting inside.',
  },
  {
    group: 'Books',
    model: 'Urdu Literature',
    name: 'Ashfaq Ahmed Complete Collection',
    price: [2_500, 6_500],
    detail: 'Zavia 1 to 3 and Gadariya, hardbound.',
  },
  {
    group: 'Cricket',
    model: 'Bat',
    name: 'CA Plus 15000 English Willow Bat',
    price: [22_000, 45_000],
    detail: 'Knocked in, ready to play, grains 9.',
  },
  {
    group: 'Cricket',
    model: 'Kit Bag',
    name: 'Complete Hard Ball Cricket Kit',
    price: [15_000, 35_000],
    detail: 'Pads, gloves, helmet and thigh guard in a wheel bag.',
  },
  {
    group: 'Gym & Fitness',
    model: 'Treadmill',
    name: 'Apollo 2.5 HP Treadmill',
    price: [85_000, 220_000],
    detail: 'Auto incline, 120 kg user weight.',
  },
  {
    group: 'Gym & Fitness',
    model: 'Dumbbells',
    name: 'Rubber Coated Dumbbells 2 x 10 kg',
    price: [6_000, 15_000],
    detail: 'Hex shape, no smell, barely used.',
  },
  {
    group: 'Musical Instruments',
    model: 'Guitar',
    name: 'Yamaha F310 Acoustic Guitar',
    price: [18_000, 36_000],
    detail: 'Original Yamaha, with bag and capo.',
  },
  {
    group: 'Musical Instruments',
    model: 'Harmonium',
    name: 'Double Reed Harmonium',
    price: [15_000, 42_000],
    detail: 'Made in Lahore, 9 stoppers, tuned recently.',
  },
  {
    group: 'Video Games',
    model: 'PlayStation 5',
    name: 'PlayStation 5 Disc Edition with 2 Controllers',
    price: [130_000, 175_000],
    detail: 'FIFA and Spider-Man discs included.',
  },
  {
    group: 'Bicycles',
    model: 'Mountain Bike',
    name: 'Phoenix 26 inch Mountain Bike',
    price: [25_000, 62_000],
    detail: '21 gears, disc brakes, front suspension.',
  },
  {
    group: 'Sports Equipment',
    model: 'Badminton',
    name: 'Yonex Badminton Rackets Pair',
    price: [8_000, 22_000],
    detail: 'With shuttle tube and cover.',
  },
];

const KIDS: readonly Item[] = [
  {
    group: 'Toys',
    model: 'Ride-On Cars',
    name: 'Battery Operated Ride-On Jeep',
    price: [18_000, 48_000],
    detail: 'Remote control for parents, 12V battery, music and lights.',
  },
  {
    group: 'Toys',
    model: 'Building Blocks',
    name: 'LEGO Classic Bricks Box',
    price: [6_000, 18_000],
    detail: 'All pieces complete, original LEGO.',
  },
  {
    group: 'Baby Gear',
    model: 'Baby Cot',
    name: 'Wooden Baby Cot with Mattress',
    price: [12_000, 32_000],
    detail: 'Adjustable height, converts to a toddler bed.',
  },
  {
    group: 'Baby Gear',
    model: 'Car Seat',
    name: 'Baby Car Seat (0 to 4 years)',
    price: [9_000, 26_000],
    detail: 'Reclining, washable cover, ISOFIX.',
  },
  {
    group: 'Prams & Strollers',
    model: 'Stroller',
    name: 'Foldable Baby Stroller',
    price: [14_000, 42_000],
    detail: 'Light weight, one-hand fold, with rain cover.',
  },
  {
    group: 'Kids Furniture',
    model: 'Study Table',
    name: 'Kids Study Table and Chair',
    price: [8_000, 22_000],
    detail: 'Adjustable height, for ages 3 to 10.',
  },
  {
    group: 'School Supplies',
    model: 'School Bag',
    name: 'School Bag with Lunch Box and Bottle',
    price: [2_500, 6_000],
    detail: 'Waterproof, cartoon print.',
  },
  {
    group: 'Kids Clothing',
    model: 'Party Wear',
    name: 'Girls Party Frock (4 to 5 years)',
    price: [2_500, 7_000],
    detail: 'Worn once at a wedding.',
  },
  {
    group: 'Kids Bikes',
    model: 'Tricycle',
    name: 'Kids Tricycle with Parent Handle',
    price: [6_000, 14_000],
    detail: 'Canopy, basket and bell.',
  },
];

function itemAd(ctx: DraftContext, category: CategoryKey, items: readonly Item[]): DemoDraft {
  const { rng } = ctx;
  const item = rng.pick(items);
  const condition = pickCondition(ctx, item);
  const description = describe(
    ctx,
    `${item.name}.`,
    item.detail,
    rng.pick(condition === 'New' ? NEW_LINES : USED_LINES),
  );
  return {
    category,
    brand: item.group,
    model: item.model,
    variant: '',
    headline: item.name,
    formData: {
      itemType: item.name,
      condition,
      ...closing(ctx, itemPrice(ctx, item, condition === 'New'), description),
    },
  };
}

export const hobbyAd = (ctx: DraftContext) => itemAd(ctx, 'booksandhobbies', HOBBIES);
export const kidsAd = (ctx: DraftContext) => itemAd(ctx, 'kids', KIDS);
