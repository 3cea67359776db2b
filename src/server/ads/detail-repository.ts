// SQL of one ad for its page, its Open Graph preview and the contact reveal. Only the reveal reads
// the phone number; the others ask whether there is one.
import { sql } from 'drizzle-orm';
import { DAY_MS, SOLD_LISTED_DAYS } from '../../domain/limits';
import type { Db } from '../db/client';

/** Ids are UUIDs; anything else cannot be an ad, and must not reach PostgreSQL as a uuid (an error). */
export { isUuid as isAdId } from '../../domain/ids';

export interface DetailRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  category: string;
  title: string;
  brand: string;
  model: string;
  variant: string;
  price: number;
  location: string;
  images: string[];
  /** Without the contact number. */
  form_data: Record<string, string>;
  has_phone: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  seller_name: string | null;
  member_since: Date | string;
  status: string;
  sold_at: Date | string | null;
  price_anomaly: boolean;
  price_before_drop: number | null;
  price_dropped_at: Date | string | null;
}

export async function findDetail(db: Db, id: string): Promise<DetailRow | undefined> {
  const { rows } = await db.execute<DetailRow>(sql`
    select a.id, a.user_id, a.category, a.title, a.brand, a.model, a.variant, a.price::float8 as price,
      a.location, a.images, a.form_data - 'contactNumber' as form_data, a.mobile_num <> '' as has_phone,
      a.created_at, a.updated_at, u.name as seller_name, u.created_at as member_since, a.status,
      a.sold_at, a.price_anomaly, a.price_before_drop::float8 as price_before_drop, a.price_dropped_at
    from ads a join users u on u.id = a.user_id
    where a.id = ${id}`);
  return rows[0];
}

export interface PreviewRow extends Record<string, unknown> {
  id: string;
  category: string;
  title: string;
  price: number;
  location: string;
  cover: string | null;
}

/** A hidden ad, or one sold more than SOLD_LISTED_DAYS ago, has no preview (visibility.ts). */
export async function findPreview(db: Db, id: string, now = new Date()): Promise<PreviewRow | undefined> {
  const soldSince = new Date(now.getTime() - SOLD_LISTED_DAYS * DAY_MS).toISOString();
  const { rows } = await db.execute<PreviewRow>(sql`
    select a.id, a.category, a.title, a.price::float8 as price, a.location, a.images[1] as cover
    from ads a where a.id = ${id} and a.status <> 'hidden'
      and not (a.status = 'sold' and a.sold_at <= ${soldSince})`);
  return rows[0];
}

/** The seller's number ('' when none), or undefined when there is no such ad. */
export async function findPhone(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ mobile_num: string }>(
    // A hidden ad's number is not revealed to anyone.
    sql`select a.mobile_num from ads a where a.id = ${id} and a.status <> 'hidden'`,
  );
  return rows[0]?.mobile_num;
}
