// Ads straight into the database for browse tests: a plausible ad per category, any field
// overridable, with the derived columns computed the way the write path computes them (ad-repository.ts).
import { sql } from 'drizzle-orm';
import type { CategoryKey } from '../../../src/domain/categories';
import type { Db } from '../../../src/server/db/client';
import { ads, users, type Ad } from '../../../src/server/db/schema';
import { deriveColumns } from '../../../src/server/ads/ad-repository';

export const TEST_PHONE = '0321-7654321';

const BASE_FORM: Record<CategoryKey, Record<string, string>> = {
  // No Title: the title is then brand + model, so each ad's text follows its own overrides.
  mobiles: { ptaApproved: 'PTA Approved', condition: 'Used', storage: '256GB' },
  vehicles: { year: '2018', transmission: 'Automatic', fuelType: 'Petrol', color: 'White' },
  propertyforsale: {
    title: '10 Marla house',
    bedrooms: '3',
    bathrooms: '2',
    furnishing: 'Unfurnished',
    propertyCondition: 'New',
    area: '10',
    areaUnit: 'Marla',
  },
  propertyforrent: {
    rentPerMonth: '65000',
    deposit: '130000',
    bedrooms: '2',
    bathrooms: '2',
    furnishing: 'Furnished',
  },
  electronicsandhome: { condition: 'New', warranty: 'No Warranty' },
  bikes: { year: '2022', condition: 'Used', engineType: '4-Stroke' },
  businessandindustrial: { Title: 'Lathe machine 6 ft', itemType: 'Lathe', condition: 'Used' },
  services: { serviceType: 'Home Repair Plumber', experience: '5 years' },
  jobs: {
    jobTitle: 'Sales Sales Executive',
    companyName: 'Engro',
    employmentType: 'Full-time',
    salary: '60000',
  },
  animals: { animalType: 'Goats Beetal', breed: 'Beetal', age: '2 years' },
  furnitureanddecor: { furnitureType: 'Sofas 5 Seater', condition: 'Used', material: 'Wood' },
  fashionandbeauty: { fashionType: "Women's Clothing Khaadi", condition: 'New' },
  booksandhobbies: { itemType: 'Books Novels', condition: 'Used' },
  kids: { itemType: 'Baby Gear Baby Cot', condition: 'Used' },
};

const BASE_NAMES: Record<CategoryKey, [string, string]> = {
  mobiles: ['Samsung', 'Galaxy S24'],
  vehicles: ['Toyota', 'Corolla'],
  propertyforsale: ['Houses', 'Double Storey'],
  propertyforrent: ['Apartments', '2 Bedroom'],
  electronicsandhome: ['Televisions', 'LG'],
  bikes: ['Honda', 'CD 70'],
  businessandindustrial: ['Industrial Machinery', 'Lathe Machine'],
  services: ['Home Repair', 'Plumber'],
  jobs: ['Sales', 'Sales Executive'],
  animals: ['Goats', 'Beetal'],
  furnitureanddecor: ['Sofas', '5 Seater'],
  fashionandbeauty: ["Women's Clothing", 'Khaadi'],
  booksandhobbies: ['Books', 'Novels'],
  kids: ['Baby Gear', 'Baby Cot'],
};

export interface AdOverrides {
  category?: CategoryKey;
  userId?: string;
  brand?: string;
  model?: string;
  variant?: string;
  /** Merged over the category's base form; a key set to undefined is removed. */
  form?: Record<string, string | undefined>;
  price?: number | null;
  location?: string;
  phone?: string;
  images?: string[];
  createdAt?: Date;
}

let seq = 0;

/** A person to own ads (the seller). */
export async function createSeller(db: Db, name = 'Seller Person'): Promise<string> {
  seq += 1;
  const [user] = await db
    .insert(users)
    .values({ issuer: 'https://issuer.test', subject: `seller-${Date.now()}-${seq}`, name })
    .returning({ id: users.id });
  return user!.id;
}

/** The form_data and columns of one ad, as the write path would store them. */
export function adRow(userId: string, o: AdOverrides = {}) {
  seq += 1;
  const category = o.category ?? 'mobiles';
  const [baseBrand, baseModel] = BASE_NAMES[category];
  const brand = o.brand ?? baseBrand;
  const model = o.model ?? baseModel;
  const variant = o.variant ?? '';
  const priceKey = category === 'propertyforrent' ? 'rentPerMonth' : category === 'jobs' ? 'salary' : 'price';
  const formData: Record<string, string> = {
    ...BASE_FORM[category],
    location: o.location ?? 'Lahore',
    description: `Test ad ${seq}`,
    contactNumber: o.phone ?? TEST_PHONE,
  };
  if (o.price === null) delete formData[priceKey];
  else formData[priceKey] = String(o.price ?? 1000 * seq);
  for (const [key, value] of Object.entries(o.form ?? {})) {
    if (value === undefined) delete formData[key];
    else formData[key] = value;
  }
  const derived = deriveColumns({ category, brand, model, variant, formData });
  const createdAt = o.createdAt ?? new Date(Date.UTC(2026, 0, 1) + seq * 60_000);
  return {
    userId,
    category,
    brand,
    model,
    variant,
    formData,
    images: o.images ?? [],
    createdAt,
    updatedAt: createdAt,
    ...derived,
  };
}

export async function insertAd(db: Db, userId: string, o: AdOverrides = {}): Promise<Ad> {
  const [row] = await db.insert(ads).values(adRow(userId, o)).returning();
  return row!;
}

export async function insertAds(db: Db, userId: string, list: AdOverrides[]): Promise<Ad[]> {
  if (list.length === 0) return [];
  return db
    .insert(ads)
    .values(list.map((o) => adRow(userId, o)))
    .returning();
}

/** Empties the ads table between groups of tests sharing one database. */
export async function deleteAllAds(db: Db): Promise<void> {
  await db.execute(sql`delete from ads`);
}
