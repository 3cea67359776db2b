// SQL of browsing: a listing page, its count, facet counts, home rows, locations, trending names
// and suggestion counts (decision 003).
// Filtering, sorting and counting all happen in PostgreSQL on indexed columns; no query reads more
// than a page of whole rows.
import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_KEYS } from '../../domain/categories';
import type { Sort } from '../../domain/fields/options';
import { NO_NAMES } from '../../domain/fields/other';
import { compareCities } from '../../domain/city-order';
import { HOME_ROW_SIZE } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowOf, rowsOf } from '../db/rows';
import { orderBy, SUMMARY_COLUMNS, whereOf } from './listing-sql';
import { visibleToBrowse } from './visibility';
import type { SummaryRow } from './summary';

/**
 * One page of a listing. The first page reads its rows straight from the index walk. A later page
 * first picks its ids reading only an index (filter and sort columns and id are all in one), so
 * skipping 20,000 entries for a deep page touches no table rows; only the page's own rows are then
 * read in full (a "deferred join").
 */
export async function findPage(
  db: Db,
  conditions: SQL[],
  sort: Sort,
  limit: number,
  offset: number,
  /** The tsquery to rank by for 'Best match'. */
  relevance?: string,
): Promise<SummaryRow[]> {
  const order = orderBy(sort);
  const where = whereOf(conditions);
  if (relevance && offset < RELEVANCE_WINDOW) return findBestMatches(db, where, relevance, limit, offset);
  const query =
    offset === 0
      ? sql`select ${SUMMARY_COLUMNS} from ads a where ${where} order by ${order} limit ${limit}`
      : sql`select ${SUMMARY_COLUMNS}
          from (select a.id from ads a where ${where} order by ${order} limit ${limit} offset ${offset}) p
          join ads a on a.id = p.id
          order by ${order}`;
  return rowsOf<SummaryRow>(db, query);
}

/** A first page read by findNewestFormPage, and how far into its window it read for it. */
export interface FormPage {
  rows: SummaryRow[];
  /** The window's ads read to find a full page; undefined when the page is not full or not walked. */
  read?: number;
}

/**
 * The first page, newest first, of a window (the listing's conditions without its form filters) and
 * its form filters' test `form`, read from the window's newest ads first (decision 211): its own index
 * gives them in order, and a page of matches of a common value is found within a few hundred. Asked in
 * one statement, PostgreSQL ANDed the window with the form index and sorted every match ('PTA Not
 * Approved' phones in Multan: 46 ms, against 1–11 ms walking 167 of the city's ads). Fewer than a page
 * among the first `walk` of a wider window (a rare value) is asked as before.
 */
export async function findNewestFormPage(
  db: Db,
  window: SQL[],
  form: SQL,
  limit: number,
  walk = FORM_PAGE_WALK,
): Promise<FormPage> {
  const where = whereOf(window);
  const order = orderBy('newest');
  // The walk is read only as far as the page needs: the outer limit stops it, and each ad's place in
  // the walk says how far that was.
  const walked = await rowsOf<SummaryRow & { walkedTo: number }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, a.walked_to
      from (select a.*, row_number() over (order by ${order}) as walked_to
        from ads a where ${where} order by ${order} limit ${walk}) a
      where ${form} order by ${order} limit ${limit}`,
  );
  const rows = walked.map(({ walkedTo: _, ...row }) => row);
  if (rows.length === limit) return { rows, read: Number(walked.at(-1)!.walkedTo) };
  if ((await countUpTo(db, window, walk)) < walk) return { rows };
  return { rows: await findPage(db, [...window, form], 'newest', limit, 0) };
}

/**
 * 'Best match' ranks the newest RELEVANCE_WINDOW matches by ts_rank (title words weigh most):
 * bounded work whatever the word, where ranking every one of 300,000 'samsung' ads would read them
 * all. Pages past the window continue newest first, which is exactly the matches not yet shown,
 * so pages never repeat or skip an ad.
 */
export const RELEVANCE_WINDOW = 96;

async function findBestMatches(
  db: Db,
  where: SQL,
  tsquery: string,
  limit: number,
  offset: number,
): Promise<SummaryRow[]> {
  return rowsOf<SummaryRow>(
    db,
    sql`
    with c as materialized (
      select a.id, a.created_at, ts_rank(a.search_vector, to_tsquery('simple', ${tsquery})) as rank
      from ads a where ${where}
      order by a.created_at desc nulls last, a.id limit ${RELEVANCE_WINDOW}
    ), p as (
      select c.id, c.rank, c.created_at from c
      order by c.rank desc, c.created_at desc nulls last, c.id limit ${limit} offset ${offset}
    )
    select ${SUMMARY_COLUMNS} from p join ads a on a.id = p.id
    order by p.rank desc, p.created_at desc nulls last, p.id`,
  );
}

/** How many ads match, counting no further than `cap` (the answer is then `cap`). */
export async function countUpTo(db: Db, conditions: SQL[], cap: number): Promise<number> {
  const row = await rowOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ads a where ${whereOf(conditions)} limit ${cap}) t`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The ads of a listing's window a form filter's first page reads before it asks the form index
 * (decision 211): enough for a page of a value on at least 1 in 40 of them. A rarer value pays this
 * walk (5–20 ms) before the index. The count reads twice its cap (a value on at least half the
 * window's ads reaches it), and only behind a page that found its value that dense (listing-service.ts).
 */
const FORM_PAGE_WALK = 1_000;

/**
 * countUpTo of `window` and the form filters' containment test `form`, read from the window's own rows
 * first (decision 211). The form index lists every ad of a value: asked beside a narrow window
 * ('PTA Approved' phones in Gujranwala), PostgreSQL built a bitmap of all 211,724 approved phones of a
 * million ads to keep the 1,200 of the city's 8,214 it needed (114 ms); the window's rows, tested one
 * by one, reach the cap in 10 ms. The form index is asked only when the first `walk` ads of the window
 * hold fewer than `cap` matches and the window has more: a value rare in a wide window, which is
 * what the index is good at.
 */
export async function countFormUpTo(
  db: Db,
  window: SQL[],
  form: SQL,
  cap: number,
  walk = 2 * cap,
): Promise<number> {
  const where = whereOf(window);
  // A subquery with a limit is read only as far as its reader asks: the count stops at the cap.
  const row = await rowOf<{ matched: number; read: number }>(
    db,
    sql`
    select
      (select count(*) from (
        select 1 from (select a.form_data from ads a where ${where} limit ${walk}) a where ${form} limit ${cap}
      ) m)::int as matched,
      (select count(*) from (select 1 from ads a where ${where} limit ${walk}) w)::int as read`,
  );
  const matched = Number(row?.matched ?? 0);
  if (matched >= cap || Number(row?.read ?? 0) < walk) return matched;
  return countUpTo(db, [...window, form], cap);
}

export interface FacetQuery {
  param: string;
  /** The column or form_data value counted. */
  value: SQL;
  conditions: SQL[];
}

/** Value counts for several facets in one round trip, most common first. */
export async function facetCounts(
  db: Db,
  facets: FacetQuery[],
  limit: number,
): Promise<{ param: string; value: string; n: number }[]> {
  if (facets.length === 0) return [];
  const parts = facets.map(
    (f) => sql`(select ${f.param}::text as param, v as value, n from (
      select ${f.value} as v, count(*)::int as n from ads a where ${whereOf(f.conditions)} group by 1
    ) g where v is not null and v <> '' order by n desc, v limit ${limit})`,
  );
  const rows = await rowsOf<{ param: string; value: string; n: number }>(
    db,
    sql.join(parts, sql` union all `),
  );
  return rows.map((r) => ({ param: r.param, value: r.value, n: Number(r.n) }));
}

/**
 * The newest HOME_ROW_SIZE ads of every category in one statement: a lateral join runs one short
 * index read per category instead of fourteen requests.
 */
export async function findHomeRows(db: Db, location: string | undefined): Promise<SummaryRow[]> {
  const categories = sql.join(
    CATEGORY_KEYS.map((k) => sql`(${k})`),
    sql`, `,
  );
  const inLocation = location ? sql`and a.location = ${location}` : sql``;
  return rowsOf<SummaryRow>(
    db,
    sql`
    select s.* from (values ${categories}) c(category)
    cross join lateral (
      select ${SUMMARY_COLUMNS} from ads a
      where ${visibleToBrowse()} and a.category = c.category ${inLocation}
      order by a.created_at desc nulls last, a.id
      limit ${HOME_ROW_SIZE}
    ) s`,
  );
}

/**
 * Distinct non-empty locations without reading every ad: a "loose index scan" hops through the
 * (category, location, …) index one distinct pair at a time, a few hundred index probes in all.
 */
export async function findLocations(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ location: string }>(
    db,
    sql`
    with recursive pairs(category, location) as (
      (select a.category, a.location from ads a where ${visibleToBrowse()}
        order by a.category, a.location limit 1)
      union all
      select n.category, n.location from pairs p
      cross join lateral (
        select a.category, a.location from ads a
        where ${visibleToBrowse()} and (a.category, a.location) > (p.category, p.location)
        order by a.category, a.location limit 1
      ) n
    )
    select distinct location from pairs where location <> ''`,
  );
  return rows.map((r) => r.location).sort(compareCities);
}

export interface TrendingRow {
  category: string;
  brand: string;
  model: string;
  n: number;
}

/**
 * The makes and models listed most often among the newest `window` listed ads of the given categories:
 * each category's newest `window` from its listing index (ads_category_created_idx, a bounded walk),
 * the newest `window` of those, then a small group-by. Other and blank names are skipped (NO_NAMES).
 * Asked as one walk over `category in (…)` ordered by time, PostgreSQL read the whole table instead (it
 * cannot walk one index in order across several categories), 1.5 GB at a million ads, once a minute.
 */
export async function findTrending(
  db: Db,
  categories: readonly string[],
  window: number,
  limit: number,
): Promise<TrendingRow[]> {
  const newest = categories.map(
    (c) => sql`(select a.category, a.brand, a.model, a.created_at, a.id from ads a
      where ${visibleToBrowse()} and a.category = ${c}
      order by a.created_at desc nulls last, a.id limit ${window})`,
  );
  const noNames = sql.join(
    NO_NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = await rowsOf<TrendingRow>(
    db,
    sql`
    select r.category, r.brand, r.model, count(*)::int as n
    from (
      select u.category, u.brand, u.model from (${sql.join(newest, sql` union all `)}) u
      order by u.created_at desc nulls last, u.id limit ${window}
    ) r
    where r.brand not in (${noNames}) and r.model not in (${noNames})
    group by r.category, r.brand, r.model
    order by n desc, r.brand, r.model
    limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export interface NameCountRow {
  category: string;
  brand: string;
  model: string;
  n: number;
}

/** Listed ads per (category, brand, model), from the partial index alone (suggestion-counts.ts). */
export async function countListedByName(db: Db): Promise<NameCountRow[]> {
  return rowsOf<NameCountRow>(
    db,
    sql`select category, brand, model, count(*)::int as n from ads
          where listed group by category, brand, model`,
  );
}
