// SQL of the price guide (decision 193): the comparables of one key, read from the partial
// ads_price_group_created_idx (group, then the window on created_at; price, year and place ride in the
// index), and the kept guides the pages read.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowOf, rowsOf } from '../db/rows';
import type { Tx } from '../db/tx';
import { PRICE_GUIDE_YEAR_SPAN } from '../../domain/limits';

/** A guide's key: a price group, a year (0 for kinds without one) and a place ('' for all of Pakistan). */
export interface GuideKey {
  group: string;
  year: number;
  place: string;
}

/**
 * The ads prices are compared with: active or sold. A moderator's hidden ad and a banned seller's ads
 * (hidden too, decision 141) and expired ones do not count, nor ads with no price ('Contact for price').
 * The index is partial on exactly this condition, so state it this way.
 */
function counted(alias = 'a'): SQL {
  const a = sql.identifier(alias);
  return sql`${a}.status in ('active', 'sold') and ${a}.price > 0 and ${a}.price_group <> ''`;
}

function comparables(key: GuideKey, since: Date, excludeId?: string): SQL {
  return sql`${counted()} and a.price_group = ${key.group} and a.created_at >= ${since.toISOString()}
    ${key.year ? sql`and a.year between ${key.year - PRICE_GUIDE_YEAR_SPAN} and ${key.year + PRICE_GUIDE_YEAR_SPAN}` : sql``}
    ${key.place ? sql`and a.location = ${key.place}` : sql``}
    ${excludeId ? sql`and a.id <> ${excludeId}` : sql``}`;
}

export interface PriceStats {
  n: number;
  p25: number | null;
  p75: number | null;
}

/** How many comparables the key has since `since`, and the 25th and 75th percentiles of their prices. */
export async function comparableStats(db: Db | Tx, key: GuideKey, since: Date): Promise<PriceStats> {
  const row = await rowOf<PriceStats>(
    db,
    sql`select count(*)::int as n,
      percentile_cont(0.25) within group (order by a.price)::float8 as p25,
      percentile_cont(0.75) within group (order by a.price)::float8 as p75
    from ads a where ${comparables(key, since)}`,
  );
  return { n: Number(row?.n ?? 0), p25: row?.p25 ?? null, p75: row?.p75 ?? null };
}

/** The median price of the newest `sample` comparables (the price-anomaly flag), and how many there were. */
export async function comparableMedian(
  db: Db | Tx,
  key: GuideKey,
  since: Date,
  sample: number,
  excludeId?: string,
): Promise<{ n: number; median: number }> {
  const row = await rowOf<{ n: number; median: number | null }>(
    db,
    sql`select count(*)::int as n, percentile_cont(0.5) within group (order by s.price)::float8 as median
    from (select a.price from ads a where ${comparables(key, since, excludeId)}
      order by a.created_at desc nulls last limit ${sample}) s`,
  );
  return { n: Number(row?.n ?? 0), median: Number(row?.median ?? 0) };
}

export async function saveGuide(
  db: Db | Tx,
  key: GuideKey,
  guide: { p25: number; p75: number; count: number },
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into price_guides (price_group, year, place, p25, p75, count, refreshed_at)
    values (${key.group}, ${key.year}, ${key.place}, ${guide.p25}, ${guide.p75}, ${guide.count}, ${now.toISOString()})
    on conflict (price_group, year, place) do update set p25 = excluded.p25, p75 = excluded.p75,
      count = excluded.count, refreshed_at = excluded.refreshed_at`);
}

export async function dropGuide(db: Db | Tx, key: GuideKey): Promise<void> {
  await db.execute(sql`delete from price_guides
    where price_group = ${key.group} and year = ${key.year} and place = ${key.place}`);
}

export interface GuideRow {
  place: string;
  p25: number | string;
  p75: number | string;
  count: number;
}

/** The kept guides of one group and year in these places: a primary-key read. */
export async function readGuides(
  db: Db | Tx,
  group: string,
  year: number,
  places: string[],
): Promise<GuideRow[]> {
  return rowsOf<GuideRow>(
    db,
    sql`select place, p25, p75, count from price_guides
    where price_group = ${group} and year = ${year} and place in (${sql.join(
      places.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );
}

/** The guides read longest ago, before `before`: what the job counts again as the window moves. */
export async function staleGuides(db: Db, before: Date, limit: number): Promise<GuideKey[]> {
  const rows = await rowsOf<{ priceGroup: string; year: number; place: string }>(
    db,
    sql`select price_group, year, place from price_guides where refreshed_at < ${before.toISOString()}
    order by refreshed_at limit ${limit}`,
  );
  return rows.map((r) => ({ group: r.priceGroup, year: Number(r.year), place: r.place }));
}

export interface GuideSourceRow {
  category: string;
  priceGroup: string;
  year: number | null;
  location: string;
}

/** What an ad's guides are keyed by, or undefined when there is no such ad. */
export async function guideSourceOf(db: Db | Tx, adId: string): Promise<GuideSourceRow | undefined> {
  return rowOf<GuideSourceRow>(
    db,
    sql`select category, price_group, year, location from ads where id = ${adId}`,
  );
}

/** Every group, year and place among the counted ads since `since`: the first count of the guides. */
export async function recentSources(db: Db, since: Date): Promise<GuideSourceRow[]> {
  return rowsOf<GuideSourceRow>(
    db,
    sql`select distinct a.category, a.price_group, a.year, a.location from ads a
    where ${counted()} and a.created_at >= ${since.toISOString()}`,
  );
}
