// SQL of saved ads (decision 090). The snapshot columns are copied from the ad when it is
// saved (and refreshed on edits, ads/price-drop.ts) so a deleted ad still shows on /saved.
import { sql } from 'drizzle-orm';
import { SAVED_ADS_LIST_MAX } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { SUMMARY_COLUMNS } from '../ads/listing-sql';
import type { SummaryRow } from '../ads/summary';

/**
 * Saves an active ad; 'saved' also when it already was, 'missing' when there is no such active ad,
 * 'own' when it is the caller's own ad (a seller keeps theirs on My Ads, not on /saved).
 */
export async function saveAd(db: Db, userId: string, adId: string): Promise<'saved' | 'missing' | 'own'> {
  const inserted = await rowsOf(
    db,
    sql`
    insert into saved_ads (user_id, ad_id, category, title, price, location, cover)
    select ${userId}, a.id, a.category, a.title, a.price, a.location, a.images[1]
    from ads a where a.id = ${adId} and a.status = 'active' and a.user_id <> ${userId}
    on conflict (user_id, ad_id) do nothing
    returning ad_id`,
  );
  if (inserted.length > 0) return 'saved';
  const [found] = await rowsOf<{ own: boolean; saved: boolean }>(
    db,
    sql`
    select a.user_id = ${userId} as own,
      exists (select 1 from saved_ads s where s.user_id = ${userId} and s.ad_id = a.id) as saved
    from ads a where a.id = ${adId} and a.status = 'active'`,
  );
  if (!found) return 'missing';
  return found.own ? 'own' : found.saved ? 'saved' : 'missing';
}

export async function unsaveAd(db: Db, userId: string, adId: string): Promise<boolean> {
  const deleted = await rowsOf(
    db,
    sql`
    delete from saved_ads where user_id = ${userId} and ad_id = ${adId} returning ad_id`,
  );
  return deleted.length > 0;
}

export async function savedAdIds(db: Db, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ adId: string }>(
    db,
    sql`
    select ad_id from saved_ads where user_id = ${userId} order by created_at desc`,
  );
  return rows.map((r) => r.adId);
}

/** The caller's own listed ads, newest first: their cards show no heart or contact (routes.ts). */
export async function ownActiveAdIds(db: Db, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select id from ads where user_id = ${userId} and status = 'active' order by created_at desc, id`,
  );
  return rows.map((r) => r.id);
}

/** The ad's card columns (null when the ad is gone) beside the snapshot; `s…` columns are the snapshot's. */
export interface SavedRow extends Omit<Partial<SummaryRow>, 'status'> {
  adId: string;
  savedAt: Date | string;
  sCategory: string;
  sTitle: string;
  sPrice: number | string;
  sLocation: string;
  sCover: string | null;
  status: string | null;
}

export async function listSaved(db: Db, userId: string): Promise<SavedRow[]> {
  return rowsOf<SavedRow>(
    db,
    sql`
    select s.ad_id, s.created_at as saved_at, s.category as s_category, s.title as s_title,
      s.price as s_price, s.location as s_location, s.cover as s_cover, a.status, ${SUMMARY_COLUMNS}
    from saved_ads s left join ads a on a.id = s.ad_id
    where s.user_id = ${userId}
    order by s.created_at desc, s.ad_id
    limit ${SAVED_ADS_LIST_MAX}`,
  );
}
