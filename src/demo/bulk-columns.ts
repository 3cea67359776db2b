// The column arrays of one batch of bulk-seeded ads and the single INSERT … SELECT FROM unnest(…)
// that writes them (decision 041): one round trip and one statement per few thousand rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { PlannedAd } from './generate';
import type { StoredImage } from './images';
import { toRow } from './seed-demo';

export interface Columns {
  id: string[];
  userId: string[];
  category: string[];
  brand: string[];
  model: string[];
  variant: string[];
  formData: string[];
  location: string[];
  mobileNum: string[];
  images: string[];
  title: string[];
  price: number[];
  year: (number | null)[];
  bedrooms: (number | null)[];
  bathrooms: (number | null)[];
  searchText: string[];
  areaSqft: (number | null)[];
  marlaSqft: (number | null)[];
  priceGroup: string[];
  createdAt: string[];
}

export function emptyColumns(): Columns {
  return {
    id: [],
    userId: [],
    category: [],
    brand: [],
    model: [],
    variant: [],
    formData: [],
    location: [],
    mobileNum: [],
    images: [],
    title: [],
    price: [],
    year: [],
    bedrooms: [],
    bathrooms: [],
    searchText: [],
    areaSqft: [],
    marlaSqft: [],
    priceGroup: [],
    createdAt: [],
  };
}

export function pushAd(cols: Columns, ad: PlannedAd, userId: string, photos: StoredImage[]): void {
  const row = toRow(ad);
  cols.id.push(ad.id);
  cols.userId.push(userId);
  cols.category.push(row.category);
  cols.brand.push(row.brand ?? '');
  cols.model.push(row.model ?? '');
  cols.variant.push(row.variant ?? '');
  cols.formData.push(JSON.stringify(row.formData));
  cols.location.push(row.location ?? '');
  cols.mobileNum.push(row.mobileNum ?? '');
  // Image ids hold no commas, so a comma-joined string per row travels as one text[] element.
  cols.images.push(photos.map((p) => p.id).join(','));
  cols.title.push(row.title ?? '');
  cols.price.push(row.price);
  cols.year.push(row.year ?? null);
  cols.bedrooms.push(row.bedrooms ?? null);
  cols.bathrooms.push(row.bathrooms ?? null);
  cols.searchText.push(row.searchText ?? '');
  cols.areaSqft.push(row.areaSqft ?? null);
  cols.marlaSqft.push(row.marlaSqft ?? null);
  cols.priceGroup.push(row.priceGroup ?? '');
  cols.createdAt.push(ad.createdAt.toISOString());
}

export function insertColumns(db: Db, c: Columns): Promise<unknown> {
  // sql.param sends an array as one parameter (a bare array would be spread into a list).
  const p = (values: unknown[]) => sql.param(values);
  return db.execute(sql`
    insert into ads (id, user_id, category, brand, model, variant, form_data, location, mobile_num,
      images, title, price, year, bedrooms, bathrooms, search_text, area_sqft, marla_sqft, price_group, created_at, updated_at)
    select id, user_id, category, brand, model, variant, form_data::jsonb, location, mobile_num,
      string_to_array(images, ','), title, price, year, bedrooms, bathrooms, search_text, area_sqft, marla_sqft, price_group, created_at, created_at
    from unnest(${p(c.id)}::uuid[], ${p(c.userId)}::uuid[], ${p(c.category)}::text[], ${p(c.brand)}::text[],
      ${p(c.model)}::text[], ${p(c.variant)}::text[], ${p(c.formData)}::text[], ${p(c.location)}::text[],
      ${p(c.mobileNum)}::text[], ${p(c.images)}::text[], ${p(c.title)}::text[], ${p(c.price)}::bigint[],
      ${p(c.year)}::int[], ${p(c.bedrooms)}::int[], ${p(c.bathrooms)}::int[], ${p(c.searchText)}::text[],
      ${p(c.areaSqft)}::real[], ${p(c.marlaSqft)}::real[], ${p(c.priceGroup)}::text[], ${p(c.createdAt)}::timestamptz[])
      as t(id, user_id, category, brand, model, variant, form_data, location, mobile_num, images,
        title, price, year, bedrooms, bathrooms, search_text, area_sqft, marla_sqft, price_group, created_at)`);
}
