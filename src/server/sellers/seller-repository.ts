// SQL of a seller's page (decision 185). Every read is an index read: the person by primary key, their
// listed ads newest first and their count from ads_user_listed_created_idx, the sales of the last year
// from ads_user_sold_idx, the reply summary one row of seller_reply_times (decision 183), the rating one
// row of seller_ratings (decision 184). Nothing here reads an email or a phone number.
import { sql } from 'drizzle-orm';
import { DAY_MS, SOLD_COUNT_DAYS } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowOf, rowsOf } from '../db/rows';
import { orderBy, SUMMARY_COLUMNS } from '../ads/listing-sql';
import type { SummaryRow } from '../ads/summary';
import { visibleToBrowse } from '../ads/visibility';

export interface SellerRow {
  id: string;
  /** The display name, else the issuer's name. */
  name: string | null;
  avatarUrl: string | null;
  memberSince: Date | string;
  city: string | null;
  soldCount: number | string;
  activeCount: number | string;
  conversations: number | null;
  answeredInTime: number | null;
  medianSeconds: number | null;
  /** Has at least one number verified by SMS code (decision 186). */
  verifiedPhone: boolean;
  /** Their shown reviews, counted and their stars summed (seller_ratings, decision 184); null for none. */
  ratingCount: number | null;
  ratingStars: number | null;
}

/** A seller in good standing (a banned or deleted one is no row), with what their page shows. */
export async function findSeller(db: Db, id: string, now = new Date()): Promise<SellerRow | undefined> {
  const soldSince = new Date(now.getTime() - SOLD_COUNT_DAYS * DAY_MS).toISOString();
  return rowOf<SellerRow>(
    db,
    sql`
    select u.id, coalesce(u.display_name, u.name) as name, u.avatar_url, u.created_at as member_since,
      coalesce(u.default_city, (
        select a.location from ads a where a.user_id = u.id and ${visibleToBrowse()}
        order by ${orderBy('newest')} limit 1
      )) as city,
      (select count(*)::int from ads a
        where a.user_id = u.id and a.status = 'sold' and a.sold_at > ${soldSince}) as sold_count,
      (select count(*)::int from ads a where a.user_id = u.id and ${visibleToBrowse()}) as active_count,
      r.conversations, r.answered_in_time, r.median_seconds,
      exists (select 1 from verified_phones vp where vp.user_id = u.id) as verified_phone,
      sr.reviews as rating_count, sr.stars as rating_stars
    from users u left join seller_reply_times r on r.user_id = u.id
      left join seller_ratings sr on sr.user_id = u.id
    where u.id = ${id} and u.banned_at is null`,
  );
}

/** Whether the person exists and is not banned: a signed-out visit learns 404 or 'sign in'. */
export async function sellerExists(db: Db, id: string): Promise<boolean> {
  const row = await rowOf<{ id: string }>(
    db,
    sql`select u.id from users u where u.id = ${id} and u.banned_at is null`,
  );
  return row !== undefined;
}

/** A page of the seller's listed ads, newest first; hidden, expired and sold ads are not listed. */
export async function listSellerAds(
  db: Db,
  id: string,
  limit: number,
  offset: number,
): Promise<SummaryRow[]> {
  return rowsOf<SummaryRow>(
    db,
    sql`
    select ${SUMMARY_COLUMNS} from ads a
    where a.user_id = ${id} and ${visibleToBrowse()}
    order by ${orderBy('newest')}
    limit ${limit} offset ${offset}`,
  );
}
