// SQL of search (decision 060): the newest listed ads matching a rewritten query, found by one of
// two routes chosen from PostgreSQL's own word statistics (search-lexicon.ts):
//
// 1. Walk: read the newest listed ads in the (created_at, id) INCLUDE (search_vector, category,
//    location) index, or within a category its (category, created_at, id) INCLUDE (search_vector,
//    location) index, testing the words on the index entry itself (an index-only scan: no table
//    rows), until enough match. Cheap when the words are common: 100 matches of a word in 1 ad in
//    20 need ~2,000 entries. Bounded to WALK_CAP entries.
// 2. Bitmap: the GIN index lists every match (the category is a token in the same index), which
//    are read and sorted. Cheap when they are few; MATERIALIZED keeps PostgreSQL from turning it
//    back into a long walk.
//
// Common words take route 1; rare ones route 2; words common alone but rare together ('corolla
// 128gb'), or a common word in a small category, walk WALK_CAP entries, find too few, and so are
// known to be sparse: route 2 finishes.
//
// Where PostgreSQL has the RUM extension, route 2 reads its index instead (decision 169): it keeps
// each ad's created_at beside its words, so the newest matches are ordered in the index and only
// those are fetched, not every match (4-10x faster at a million ads for a few thousand matches).
//
// Also the reads of the lexicon (search-lexicon.ts), the words of the ads and PostgreSQL's statistics
// of them, and the once-per-deployment pass that derives older ads' search columns again (rederive.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import { rowsOf, countOf } from '../db/rows';
import { fullTextQuery, SUMMARY_COLUMNS, textCondition, whereOf } from './listing-sql';
import type { SummaryRow } from './summary';
import { visibleToBrowse } from './visibility';

/** Up to this many estimated matches, listing them all through the GIN index beats walking. */
export const BITMAP_ROUTE_MAX = 2_500;
/** The walk reads at most this many of the newest listed ads. */
export const WALK_CAP = 10_000;
/** ...and this many when filters need each ad's row (~5 µs a row at a million ads, all in memory). */
const NARROWED_WALK_CAP = 4_000;

export interface MatchCriteria {
  /** Rewritten query (search-query.ts); undefined when q only named the category. */
  tsquery: string | undefined;
  category?: CategoryKey;
  location?: string;
  /** A listing's other filters, price and area (listing-sql.ts narrowingConditions), on alias `a`. */
  narrowing?: SQL[];
}

export type Match = {
  id: string;
  /** ts_rank of the words, title words weighing most (the generated column's weights). */
  rank: number;
};

function conditionsOf(c: MatchCriteria): SQL {
  const conditions: SQL[] = [textCondition(c.tsquery, c.category, c.location)];
  if (c.category) conditions.push(sql`a.category = ${c.category}`);
  if (c.location) conditions.push(sql`a.location = ${c.location}`);
  conditions.push(...(c.narrowing ?? []));
  return whereOf(conditions);
}

const rankOf = (c: MatchCriteria) =>
  c.tsquery ? sql`ts_rank(a.search_vector, to_tsquery('simple', ${c.tsquery}))::float8` : sql`0::float8`;

/** What PostgreSQL's statistics say of a search's matches (search-lexicon.ts estimateMatches). */
export interface MatchEstimate {
  /** At most this many ads match: the rarest term's count, times the share of ads in the place. */
  matches: number;
  /** Ads in all, as PostgreSQL last counted them. */
  ads: number;
  /** The share of all ads in the place asked, and in the category asked (1 when none was asked). */
  placeShare: number;
  categoryShare: number;
}

/**
 * The ads a walk reads, newest first: the category's when one is asked, through its own walk index
 * (category, created_at, id) INCLUDE (search_vector, location), where the words are denser; else the
 * place's, through (location, created_at, id) INCLUDE (search_vector, category); else everyone's.
 * With the share of all ads they are.
 */
function walkWindow(c: MatchCriteria): { condition: SQL; share: (e: MatchEstimate) => number } {
  if (c.category) return { condition: sql`and a.category = ${c.category}`, share: (e) => e.categoryShare };
  if (c.location) return { condition: sql`and a.location = ${c.location}`, share: (e) => e.placeShare };
  return { condition: sql``, share: () => 1 };
}

/**
 * Whether walking the newest ads should find `want` matches before the walk's cap: the window it
 * reads (walkWindow) holds that many at the density the statistics allow. A walk that comes back
 * short is paid for twice, as the index route then runs anyway: at a million ads a walk of everyone's
 * newest costs ~5 ms, and it came back short for two queries in five of the benchmark's that walked
 * (decision 175).
 */
export function walkPays(c: MatchCriteria, want: number, e: MatchEstimate, cap: number): boolean {
  if (e.matches <= BITMAP_ROUTE_MAX) return false;
  const inWindow = e.ads * walkWindow(c).share(e);
  return inWindow <= cap || (e.matches * cap) / inWindow >= want;
}

/** How a listing's page of matches is cut from them (listing-service.ts). */
export interface PageOfMatches {
  /** Matches the page is taken from, newest first: the relevance window. */
  window: number;
  offset: number;
  size: number;
  /** Best match: by rank, the newest first among equals; else newest first. */
  byRank: boolean;
}

/**
 * The newest `want` matches (`matched`, at most `want`), and the cards of the page asked of them, in
 * one statement (decision 202): the walk, the index route when the walk comes back short, and the
 * page's cards. `estimate` comes from the statistics (undefined without them: PostgreSQL's planner
 * then chooses alone).
 */
export async function newestPage(
  db: Db,
  c: MatchCriteria,
  want: number,
  estimate: MatchEstimate | undefined,
  page: PageOfMatches,
): Promise<{ matched: number; rows: SummaryRow[] }> {
  const order = page.byRank
    ? sql`w.rank desc, w.created_at desc nulls last, w.id`
    : sql`w.created_at desc nulls last, w.id`;
  const rows = await readMatches<SummaryRow & { place: number | null; matched: number }>(
    db,
    c,
    want,
    estimate,
    sql`
    , w as (select * from m order by m.created_at desc nulls last, m.id limit ${page.window})
    select p.*, x.matched from (select count(*)::int as matched from m) x
    left join lateral (
      select ${SUMMARY_COLUMNS}, row_number() over (order by ${order}) as place
      from w join ads a on a.id = w.id
      order by ${order} offset ${page.offset} limit ${page.size}
    ) p on true`,
  );
  const cards = rows
    .filter((r) => r.place !== null)
    .sort((x, y) => Number(x.place) - Number(y.place))
    .map(({ place: _place, matched: _matched, ...card }) => card as SummaryRow);
  return { matched: Number(rows[0]?.matched ?? 0), rows: cards };
}

/** The newest `want` matches, newest first, with their rank (newestPage without the cards). */
export async function newestMatches(
  db: Db,
  c: MatchCriteria,
  want: number,
  estimate: MatchEstimate | undefined,
): Promise<Match[]> {
  return readMatches<Match>(
    db,
    c,
    want,
    estimate,
    sql`select m.id, m.rank from m order by m.created_at desc nulls last, m.id`,
  );
}

/**
 * Runs `select` (which reads `m`: id, created_at and rank of the newest `want` matches) after the
 * clauses that find them, by one of the two routes (top of this file):
 * - `walked`: the walk of the newest ads, when the statistics say it should find `want`;
 * - `found`: the index route, read only when there was no walk or the walk came back short (the
 *   branch's condition does not depend on its rows, so PostgreSQL checks it once and, when false,
 *   never runs it).
 */
async function readMatches<T>(
  db: Db,
  c: MatchCriteria,
  want: number,
  estimate: MatchEstimate | undefined,
  select: SQL,
): Promise<T[]> {
  const where = conditionsOf(c);
  // Filters beyond the words and the place need the table's row: that walk reads rows, not just
  // index entries, so it stops sooner.
  const narrowed = (c.narrowing?.length ?? 0) > 0;
  const cap = narrowed ? NARROWED_WALK_CAP : WALK_CAP;
  const walks = estimate !== undefined && walkPays(c, want, estimate, cap);
  const dated = c.tsquery !== undefined && (await hasDatedSearchIndex(db));
  const newest = sql`order by f.created_at desc nulls last, f.id limit ${want}`;
  // The index route. With RUM, the newest matches come in the index's order (equal dates in the
  // index's order; the page then sorts them as every route does). Bitmap scans must be off for that
  // read, or, with a place or a category beside the words, the planner's low row estimate makes it
  // collect every match and sort them: search_newest (migration 0030) carries that setting for its
  // own statement; a listing's other filters cannot be passed to it, so with them the statement runs
  // in a transaction with the setting. Without RUM, the GIN index lists every match, then they are
  // sorted: MATERIALIZED keeps PostgreSQL from turning that into a walk of the category's newest ads
  // that filters row by row, which reads a whole category when the words are rare together.
  const found =
    dated && !narrowed
      ? sql`found as materialized (select f.* from search_newest(
          ${fullTextQuery(c.tsquery!, c.category, c.location)}, to_tsquery('simple', ${c.tsquery}),
          ${c.category ?? null}::text, ${c.location ?? null}::text, ${want}::int) f)`
      : dated
        ? sql`found as materialized (select a.id, a.created_at, ${rankOf(c)} as rank from ads a where ${where}
            order by a.created_at <=| ${LATEST}::timestamptz limit ${want})`
        : sql`found as materialized (select a.id, a.created_at, ${rankOf(c)} as rank from ads a where ${where})`;
  const walked = sql`walked as materialized (
      select a.id, a.created_at, ${rankOf(c)} as rank from (
        -- listed is the index's own condition, not a column of it: naming the column would read
        -- every row, so the constant stands in for it.
        select ${narrowed ? sql`a.*` : sql`a.id, a.created_at, true as listed, a.search_vector, a.category, a.location`}
        from ads a
        where ${visibleToBrowse()} ${walkWindow(c).condition}
        order by a.created_at desc nulls last, a.id limit ${cap}
      ) a where ${where}
      order by a.created_at desc nulls last, a.id limit ${want})`;
  const statement = walks
    ? sql`with ${walked}, ${found}, m as (
        select * from walked where (select count(*) from walked) = ${want}
        union all
        select * from (select f.* from found f ${newest}) f where (select count(*) from walked) < ${want}
      ) ${select}`
    : sql`with ${found}, m as (select f.* from found f ${newest}) ${select}`;
  if (!dated || !narrowed) return rowsOf<T>(db, statement);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return rowsOf<T>(tx, statement);
  });
}

/** RUM orders by distance from a moment: from one after every ad, the newest come first. */
const LATEST = '9999-12-31T00:00:00Z';

const datedIndex = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether this database has search's RUM index (migration 0018, made only where the extension is
 * installed) and the function that reads it in order (migration 0030). Asked once per database (each
 * replica is one): both come with migrations, which run before the server listens.
 */
export function hasDatedSearchIndex(db: Db): Promise<boolean> {
  let known = datedIndex.get(db);
  if (!known) {
    known = rowsOf(
      db,
      sql`select 1 from pg_indexes where indexname = 'ads_search_rum_idx' and schemaname = current_schema()
        and to_regproc('search_newest') is not null`,
    ).then((rows) => rows.length > 0);
    // A failed question is asked again next time, not remembered as "no".
    known.catch(() => datedIndex.delete(db));
    datedIndex.set(db, known);
  }
  return known;
}

/** Every distinct word of the ads (search_words, kept by a trigger): the lexicon (search-lexicon.ts). */
export async function lexiconWords(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ word: string }>(db, sql`select word from search_words`);
  return rows.map((r) => r.word);
}

/** How many listed ads have the word, counted up to `upTo` (the GIN index finds them). */
export async function adsWithWord(db: Db, word: string, upTo: number): Promise<number> {
  return countOf(
    db,
    sql`select count(*)::int as n from (
      select 1 from ads a where ${visibleToBrowse()} and a.search_vector @@ to_tsquery('simple', ${word})
      limit ${upTo}) x`,
  );
}

/** The planner's statistics of search_vector: each common word with the share of rows having it. */
export async function commonWordShares(db: Db): Promise<{ word: string; share: number }[]> {
  const rows = await rowsOf<{ word: string; share: number }>(
    db,
    sql`
    select x.word, x.share::float8 as share
    from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) x(word, share)
    where s.tablename = 'ads' and s.attname = 'search_vector' and s.schemaname = current_schema()
      and x.word is not null`,
  );
  return rows.map((r) => ({ word: r.word, share: Number(r.share) }));
}

/** Rows of the ads table, as last counted by PostgreSQL (0 before it was ever analysed). */
export async function estimatedAdRows(db: Db): Promise<number> {
  return countOf(db, sql`select reltuples::float8 as n from pg_class where oid = 'ads'::regclass`);
}

/** An ad's search columns with what they are derived from (rederive.ts). */
export interface SearchSourceRow {
  id: string;
  category: CategoryKey;
  brand: string;
  model: string;
  variant: string;
  formData: Record<string, string>;
  searchText: string;
  areaSqft: number | null;
  marlaSqft: number | null;
  priceGroup: string;
}

/** Whether the background pass `name` has run to its end on this database (job_runs). */
export async function jobHasRun(db: Db, name: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from job_runs where name = ${name}`);
  return rows.length > 0;
}

/** The next `limit` ads in id order after the id `after`. */
export async function searchSourcesAfter(db: Db, after: string, limit: number): Promise<SearchSourceRow[]> {
  return rowsOf<SearchSourceRow>(
    db,
    sql`
    select id, category, brand, model, variant, form_data, search_text, area_sqft, marla_sqft, price_group
    from ads where id > ${after} order by id limit ${limit}`,
  );
}

/** New search columns for a batch of ads in one statement: the search_words trigger reads its words once. */
export async function writeSearchColumns(
  db: Db,
  changed: {
    id: string;
    searchText: string;
    areaSqft: number | null;
    marlaSqft: number | null;
    priceGroup: string;
  }[],
): Promise<void> {
  await db.execute(sql`
    update ads a set search_text = v.search_text, area_sqft = v.area_sqft, marla_sqft = v.marla_sqft,
      price_group = v.price_group
    from jsonb_to_recordset(${JSON.stringify(
      changed.map((c) => ({
        id: c.id,
        search_text: c.searchText,
        area_sqft: c.areaSqft,
        marla_sqft: c.marlaSqft,
        price_group: c.priceGroup,
      })),
    )}::jsonb) as v(id uuid, search_text text, area_sqft real, marla_sqft real, price_group text)
    where a.id = v.id`);
}

/** Marks the background pass `name` as run (a new name runs it again). */
export async function recordJobRun(db: Db, name: string): Promise<void> {
  await db.execute(sql`
    insert into job_runs (name, last_run_at) values (${name}, now()) on conflict (name) do nothing`);
}
