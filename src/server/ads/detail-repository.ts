// SQL of one ad for its page, its Open Graph preview and the contact reveal. Only the reveal reads
// the phone number; the others ask whether there is one.
import { sql } from 'drizzle-orm';
import { DAY_MS, SOLD_LISTED_DAYS } from '../../domain/limits';
import type { Db } from '../db/client';
import { preparedRowsOf, rowOf } from '../db/rows';

/** Ids are UUIDs; anything else cannot be an ad, and must not reach PostgreSQL as a uuid (an error). */
export { isUuid as isAdId } from '../../domain/ids';

export interface DetailRow {
  id: string;
  userId: string;
  category: string;
  title: string;
  brand: string;
  model: string;
  variant: string;
  price: number;
  location: string;
  images: string[];
  /** Without the contact number. */
  formData: Record<string, string>;
  hasPhone: boolean;
  /** The ad's number is one the seller verified by SMS (decision 186). */
  phoneVerified: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
  sellerName: string | null;
  memberSince: Date | string;
  status: string;
  soldAt: Date | string | null;
  priceAnomaly: boolean;
  /** What its price guide is keyed by (decision 193). */
  priceGroup: string;
  year: number | null;
  priceBeforeDrop: number | null;
  priceDroppedAt: Date | string | null;
  /** People who viewed it (decision 196), for its owner. */
  views: number;
  /** The kept price guides of its group in its year and city, read with the ad (decision 193). */
  guides: { place: string; year: number; p25: number; p75: number; count: number }[];
}

export async function findDetail(db: Db, id: string): Promise<DetailRow | undefined> {
  // Planned once per connection: planning its subqueries cost several times running them (decision 206).
  const [row] = await preparedRowsOf<DetailRow>(
    db,
    sql`
    select a.id, a.user_id, a.category, a.title, a.brand, a.model, a.variant, a.price::float8 as price,
      a.location, a.images, a.form_data - 'contactNumber' as form_data, a.mobile_num <> '' as has_phone,
      exists (select 1 from verified_phones vp where vp.user_id = a.user_id and vp.phone = a.mobile_num)
        as phone_verified,
      a.created_at, a.updated_at, coalesce(u.display_name, u.name) as seller_name, u.created_at as member_since, a.status,
      a.sold_at, a.price_anomaly, a.price_group, a.year, a.price_before_drop::float8 as price_before_drop, a.price_dropped_at,
      coalesce((select v.views from ad_views v where v.ad_id = a.id), 0) as views,
      (select coalesce(json_agg(json_build_object('place', g.place, 'year', g.year, 'p25', g.p25,
          'p75', g.p75, 'count', g.count)), '[]'::json)
        from price_guides g
        where a.price_group <> '' and g.price_group = a.price_group
          and g.year in (0, coalesce(a.year, -1)) and g.place in (a.location, '')) as guides
    from ads a join users u on u.id = a.user_id
    where a.id = ${id}`,
  );
  return row;
}

export interface PreviewRow {
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
  // Every drawn ad page reads it before the page: planned once per connection, as the ad's row is.
  const [row] = await preparedRowsOf<PreviewRow>(
    db,
    sql`
    select a.id, a.category, a.title, a.price::float8 as price, a.location, a.images[1] as cover
    from ads a where a.id = ${id} and a.status <> 'hidden'
      and not (a.status = 'sold' and a.sold_at <= ${soldSince})`,
  );
  return row;
}

/** The seller's number ('' when none), or undefined when there is no such ad. */
export async function findPhone(db: Db, id: string): Promise<string | undefined> {
  const row = await rowOf<{ mobileNum: string }>(
    db,
    // A hidden ad's number is not revealed to anyone.
    sql`select a.mobile_num from ads a where a.id = ${id} and a.status <> 'hidden'`,
  );
  return row?.mobileNum;
}
