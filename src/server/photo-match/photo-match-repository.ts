// SQL of photo matches (decision 194): the near-photo lookup, marking shared product photos common,
// and the moderators' list. The lookup reads four band indexes only, each with the band's value and
// its 16 one-bit neighbours, so a photo within PHOTO_MATCH_MAX_DISTANCE bits is always among the
// candidates (four bands, at most 7 differing bits: one band differs in at most one) and the rows
// of the ads are read only for the few candidates that are close.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { MatchedPhoto } from '../db/schema';
import type { Tx } from '../db/tx';

/** A stored photo close to the one looked up, on someone's ad. */
export interface NearPhoto {
  imageId: string;
  adId: string;
  sellerId: string;
  common: boolean;
  distance: number;
}

const SHIFTS = [48n, 32n, 16n, 0n] as const;

/** The values of one 16-bit band a near hash may have there: the band itself and each one-bit change. */
function bandProbes(hash: bigint, band: number): number[] {
  const value = Number((BigInt.asUintN(64, hash) >> SHIFTS[band]!) & 0xffffn);
  return [value, ...Array.from({ length: 16 }, (_, bit) => value ^ (1 << bit))];
}

const probes = (hash: bigint, band: number) => sql.raw(`'{${bandProbes(hash, band).join(',')}}'::int[]`);

/**
 * Photos on ads within `maxDistance` bits of `hash`, leaving out the ads of `sellerId` and ads that
 * left the site (sold, expired, hidden) before `leftSince`.
 */
export async function findNearPhotos(
  db: Db | Tx,
  hash: bigint,
  options: { sellerId: string; maxDistance: number; leftSince: Date },
): Promise<NearPhoto[]> {
  const h = sql`${hash.toString()}::bigint`;
  const near = (column: string, band: number) => sql`
    select phash from ad_images
    where phash is not null and ${sql.raw(column)} = any(${probes(hash, band)})
      and bit_count((phash # ${h})::bit(64)) <= ${options.maxDistance}`;
  return rowsOf<NearPhoto>(
    db,
    sql`
    with near as (
      ${near('phash_b0', 0)} union ${near('phash_b1', 1)} union ${near('phash_b2', 2)} union ${near('phash_b3', 3)}
    )
    select i.id as image_id, i.ad_id, a.user_id as seller_id, i.phash_common as common,
      bit_count((i.phash # ${h})::bit(64))::int as distance
    from near n
    join ad_images i on i.phash is not null and i.phash_b0 = ((n.phash >> 48) & 65535)::int and i.phash = n.phash
    join ads a on a.id = i.ad_id
    where a.user_id <> ${options.sellerId}
      and (a.status = 'active'
        or greatest(a.updated_at, a.sold_at, least(a.expires_at, now())) >= ${options.leftSince.toISOString()})`,
  );
}

/** The hashed photos of an ad. */
export async function findAdHashes(
  tx: Tx,
  adId: string,
): Promise<{ id: string; phash: string; phashCommon: boolean }[]> {
  return rowsOf(
    tx,
    sql`select id, phash::text as phash, phash_common from ad_images where ad_id = ${adId} and phash is not null`,
  );
}

/** Marks photos as a shared product photo: they no longer raise a match. */
export async function markCommon(tx: Tx, imageIds: string[]): Promise<void> {
  if (imageIds.length === 0) return;
  await tx.execute(sql`
    update ad_images set phash_common = true
    where id in (${sql.join(
      imageIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and not phash_common`);
}

/**
 * Puts a pair of ads in the moderators' queue once: not again when the same pair (either way round)
 * is there already, open or dismissed.
 */
export async function insertPhotoMatch(
  tx: Tx,
  adId: string,
  matchedAdId: string,
  photos: MatchedPhoto[],
): Promise<void> {
  await tx.execute(sql`
    insert into photo_matches (ad_id, matched_ad_id, photos)
    select ${adId}::uuid, ${matchedAdId}::uuid, ${JSON.stringify(photos)}::jsonb
    where not exists (
      select 1 from photo_matches where ad_id = ${matchedAdId}::uuid and matched_ad_id = ${adId}::uuid
    )
    on conflict (ad_id, matched_ad_id) do nothing`);
}

export interface PhotoMatchRow {
  id: string;
  createdAt: Date | string;
  photos: MatchedPhoto[];
  adId: string;
  adTitle: string;
  adStatus: string;
  adCategory: string;
  adSellerId: string;
  adSellerName: string | null;
  matchedAdId: string;
  matchedTitle: string;
  matchedStatus: string;
  matchedCategory: string;
  matchedSellerId: string;
  matchedSellerName: string | null;
}

/** Open photo matches, newest first, with both ads and their sellers. */
export async function findOpenPhotoMatches(db: Db, limit: number): Promise<PhotoMatchRow[]> {
  return rowsOf<PhotoMatchRow>(
    db,
    sql`
    select m.id, m.created_at, m.photos,
      a.id as ad_id, a.title as ad_title, a.status as ad_status, a.category as ad_category,
      a.user_id as ad_seller_id, coalesce(ua.display_name, ua.name) as ad_seller_name,
      b.id as matched_ad_id, b.title as matched_title, b.status as matched_status,
      b.category as matched_category, b.user_id as matched_seller_id, coalesce(ub.display_name, ub.name) as matched_seller_name
    from photo_matches m
    join ads a on a.id = m.ad_id
    join users ua on ua.id = a.user_id
    join ads b on b.id = m.matched_ad_id
    join users ub on ub.id = b.user_id
    where m.dismissed_at is null
    order by m.created_at desc
    limit ${limit}`,
  );
}

/** Dismisses an open photo match; false when there is none open with that id. */
export async function dismissPhotoMatch(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update photo_matches set dismissed_at = ${now.toISOString()}
    where id = ${id} and dismissed_at is null returning id`,
  );
  return rows.length > 0;
}
