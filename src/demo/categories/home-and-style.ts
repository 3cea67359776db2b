// Furniture and fashion: sofas, beds and charpais; lawn suits, bridal wear, watches and chappals.
import { closing, describe, type DemoDraft, type DraftContext } from '../context';
import { itemPrice, NEW_LINES, pickCondition, USED_LINES, type Item } from './items';

const FURNITURE: readonly (Item & { material: readonly string[] })[] = [
  {
    group: 'Sofas',
    model: 'L-Shaped Sofa',
    name: 'L-Shaped Sofa (7 seater)',
    price: [65_000, 180_000],
    detail: 'Molty foam, fabric in excellent condition.',
    material: ['Velvet fabric', 'Jute fabric', 'Leatherette'],
  },
  {
    group: 'Sofas',
    model: '5 Seater',
    name: '5 Seater Sofa Set',
    price: [45_000, 120_000],
    detail: 'Deyar wood frame, cushions recently refilled.',
    material: ['Deyar wood', 'Sheesham wood'],
  },
  {
    group: 'Beds',
    model: 'Bed Set',
    name: 'King Size Bed Set with Side Tables and Dressing',
    price: [95_000, 260_000],
    detail: 'Complete set, polish like new.',
    material: ['Sheesham wood', 'Deyar wood', 'MDF'],
  },
  {
    group: 'Beds',
    model: 'Charpai',
    name: 'Handmade Charpai',
    price: [4_500, 12_000],
    detail: 'Strong wooden frame, fresh nawar.',
    material: ['Sheesham wood', 'Kikar wood'],
  },
  {
    group: 'Dining Tables',
    model: '6 Seater',
    name: '6 Seater Dining Table with Chairs',
    price: [45_000, 150_000],
    detail: 'Glass top, chairs with cushioned seats.',
    material: ['Sheesham wood', 'Glass and iron'],
  },
  {
    group: 'Wardrobes',
    model: '3 Door',
    name: '3 Door Wardrobe',
    price: [35_000, 90_000],
    detail: 'Spacious, with mirror and lockers.',
    material: ['MDF', 'Lasani wood'],
  },
  {
    group: 'Office Furniture',
    model: 'Revolving Chair',
    name: 'Executive Revolving Chair',
    price: [8_000, 32_000],
    detail: 'High back, hydraulic working fine.',
    material: ['Mesh', 'Leatherette'],
  },
  {
    group: 'Rugs & Carpets',
    model: 'Hand-Knotted Rug',
    name: 'Hand-Knotted Rug 6x9',
    price: [25_000, 180_000],
    detail: 'Pure wool, made in Lahore.',
    material: ['Wool', 'Silk and wool'],
  },
  {
    group: 'Home Decor',
    model: 'Chandeliers',
    name: 'Crystal Chandelier',
    price: [15_000, 85_000],
    detail: 'Imported, 12 lights, perfect for a drawing room.',
    material: ['Crystal and brass'],
  },
  {
    group: 'Garden & Outdoor',
    model: 'Swing (Jhoola)',
    name: 'Garden Swing (Jhoola)',
    price: [18_000, 48_000],
    detail: 'Weather proof, with canopy and cushions.',
    material: ['Iron', 'Wrought iron'],
  },
];
const COLOURS = ['Walnut brown', 'Grey', 'Off-white', 'Beige', 'Black', 'Natural wood', 'Maroon', 'Teal'];

export function furnitureAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const item = rng.pick(FURNITURE);
  const condition = pickCondition(ctx, item);
  const description = describe(
    ctx,
    `${item.name}.`,
    item.detail,
    rng.pick(condition === 'New' ? NEW_LINES : USED_LINES),
  );
  return {
    category: 'furnitureanddecor',
    brand: item.group,
    model: item.model,
    variant: '',
    headline: item.name,
    formData: {
      furnitureType: item.name,
      condition,
      material: rng.pick(item.material),
      color: rng.pick(COLOURS),
      ...closing(ctx, itemPrice(ctx, item, condition === 'New'), description),
    },
  };
}

const FASHION: readonly Item[] = [
  {
    group: "Women's Clothing",
    model: 'Khaadi',
    name: 'Khaadi 3 Piece Lawn Suit',
    price: [4_500, 9_500],
    detail: 'Size medium, stitched, worn once.',
    newShare: 0.6,
  },
  {
    group: "Women's Clothing",
    model: 'Sana Safinaz',
    name: 'Sana Safinaz Luxury Formal',
    price: [12_000, 28_000],
    detail: 'Embroidered chiffon, with dupatta.',
    newShare: 0.5,
  },
  {
    group: 'Unstitched Fabric',
    model: 'Gul Ahmed',
    name: 'Gul Ahmed Unstitched Lawn 3 Piece',
    price: [3_800, 7_500],
    detail: 'Original with tag, summer collection.',
    newShare: 0.9,
  },
  {
    group: 'Bridal Wear',
    model: 'Lehenga',
    name: 'Bridal Lehenga, Red and Gold',
    price: [60_000, 350_000],
    detail: 'Worn once on the barat, heavy handwork, dry cleaned.',
    newShare: 0.1,
  },
  {
    group: 'Bridal Wear',
    model: 'Sherwani',
    name: 'Groom Sherwani with Kulla',
    price: [25_000, 85_000],
    detail: 'Size 40, off-white with gold embroidery.',
    newShare: 0.2,
  },
  {
    group: 'Watches',
    model: 'Casio',
    name: 'Casio Edifice Chronograph',
    price: [18_000, 36_000],
    detail: 'Original, with box and warranty card.',
    newShare: 0.5,
  },
  {
    group: 'Footwear',
    model: 'Peshawari Chappal',
    name: 'Handmade Peshawari Chappal',
    price: [3_000, 7_500],
    detail: 'Pure leather, size 9, Charsadda made.',
    newShare: 0.8,
  },
  {
    group: 'Jewellery',
    model: 'Artificial',
    name: 'Artificial Bridal Jewellery Set',
    price: [8_000, 26_000],
    detail: 'Kundan work, necklace, earrings and tikka.',
    newShare: 0.5,
  },
  {
    group: 'Makeup',
    model: 'Huda Beauty',
    name: 'Huda Beauty Eyeshadow Palette',
    price: [7_500, 15_000],
    detail: 'Original, bought from Dubai.',
    newShare: 0.8,
  },
  {
    group: "Men's Clothing",
    model: 'J.',
    name: 'J. Kurta Shalwar, Cotton',
    price: [3_500, 7_500],
    detail: 'Size large, Eid collection.',
    newShare: 0.7,
  },
];

export function fashionAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const item = rng.pick(FASHION);
  const condition = pickCondition(ctx, item);
  const description = describe(
    ctx,
    `${item.name}.`,
    item.detail,
    rng.chance(0.4) && 'Cash on delivery available in the city.',
  );
  return {
    category: 'fashionandbeauty',
    brand: item.group,
    model: item.model,
    variant: '',
    headline: item.name,
    formData: {
      fashionType: item.name,
      condition,
      color: rng.pick([
        'Black',
        'Maroon',
        'Off-white',
        'Navy blue',
        'Mint green',
        'Peach',
        'Silver',
        'Brown',
      ]),
      ...closing(ctx, itemPrice(ctx, item, condition === 'New'), description),
    },
  };
}
