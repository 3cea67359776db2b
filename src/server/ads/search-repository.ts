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
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { SUMMARY_COLUMNS, textCondition, whereOf } from './listing-sql';
import type { SummaryRow } from './summary';
import { visibleToBrowse } from './visibility';

/** Up to this many estimated matches, listing them all through the GIN index beats walking. */
export const BITMAP_ROUTE_MAX = 2_500;
/** The walk reads at most this many of the newest listed ads. */
export const WALK_CAP = 10_000;

export interface MatchCriteria {
  /** Rewritten query (search-query.ts); undefined when q only named the category. */
  tsquery: string | undefined;
  category?: CategoryKey;
  location?: string;
}

export type Match = {
  id: string;
  /** ts_rank of the words, title words weighing most (the generated column's weights). */
  rank: number;
};

function conditionsOf(c: MatchCriteria): SQL {
  const conditions: SQL[] = [textCondition(c.tsquery, c.category)];
  if (c.category) conditions.push(sql`a.category = ${c.category}`);
  if (c.location) conditions.push(sql`a.location = ${c.location}`);
  return whereOf(conditions);
}

const rankOf = (c: MatchCriteria) =>
  c.tsquery ? sql`ts_rank(a.search_vector, to_tsquery('simple', ${c.tsquery}))::float8` : sql`0::float8`;

/**
 * The newest `want` matches, newest first, with their rank. `estimate` is the most matches the
 * statistics allow (undefined without statistics: PostgreSQL's planner then chooses alone).
 */
export async function newestMatches(
  db: Db,
  c: MatchCriteria,
  want: number,
  estimate: number | undefined,
): Promise<Match[]> {
  const where = conditionsOf(c);
  if (estimate !== undefined && estimate > BITMAP_ROUTE_MAX) {
    // Within a category its own walk index (category, created_at, id) INCLUDE (search_vector,
    // location) reads only that category's newest ads, where the words are denser.
    const inCategory = c.category ? sql`and a.category = ${c.category}` : sql``;
    const walked = await rowsOf<Match>(
      db,
      sql`
      select a.id, ${rankOf(c)} as rank from (
        -- listed is the index's own condition, not a column of it: naming the column would read
        -- every row, so the constant stands in for it.
        select a.id, a.created_at, true as listed, a.search_vector, a.category, a.location from ads a
        where ${visibleToBrowse()} ${inCategory}
        order by a.created_at desc nulls last, a.id limit ${WALK_CAP}
      ) a where ${where}
      order by a.created_at desc nulls last, a.id limit ${want}`,
    );
    if (walked.length === want) return walked;
  }
  // Few matches, or the walk found them sparse among the newest (fewer than `want` in WALK_CAP, so
  // at most about want/WALK_CAP of all ads match): the GIN index lists them all, then they are
  // sorted. MATERIALIZED keeps PostgreSQL from turning this into a walk of the category's newest ads
  // that filters row by row, which reads a whole category when the words are rare together.
  return rowsOf<Match>(
    db,
    sql`
    with m as materialized (select a.id, a.created_at, ${rankOf(c)} as rank from ads a where ${where})
    select m.id, m.rank from m order by m.created_at desc nulls last, m.id limit ${want}`,
  );
}

/** The card columns of these ads, in the order given. */
export async function summariesOf(db: Db, ids: string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from ads a where a.id = any(${sql.param(ids)}::uuid[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
