// SQL of the home search (SPEC §4): ads whose title, brand or model has every word, newest first.
// Only the newest few matches are needed (they are then de-duplicated by brand and model, see
// search-service.ts), and finding them fast takes one of two routes (decision 003).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchWords, SUMMARY_COLUMNS, textConditions, whereOf } from './listing-sql';
import type { SummaryRow } from './summary';
import { visibleToBrowse } from './visibility';

/** How many of the newest ads the first route looks through. */
const WALK = 30_000;

/**
 * The newest `limit` ads matching every word (and the location, when given).
 *
 * 1. Walk the newest WALK ads in the (created_at, id) INCLUDE (search_text, location) index, testing
 *    the words on the index entry: no table rows are read. When `limit` matches turn up there, they
 *    are the newest matches overall.
 * 2. Otherwise the words are rare: the trigram index finds every match (few, by now) and they are
 *    sorted. MATERIALIZED keeps PostgreSQL from turning this back into a long walk.
 *
 * A word in more than 1 of 300 ads ends at step 1.
 */
export async function findNewestMatches(
  db: Db,
  q: string,
  location: string | undefined,
  limit: number,
): Promise<SummaryRow[]> {
  const conditions: SQL[] = textConditions(q);
  if (location) conditions.push(sql`a.location = ${location}`);
  const where = whereOf(conditions);
  const walked = await db.execute<SummaryRow>(sql`
    select ${SUMMARY_COLUMNS} from (
      select a.id, a.created_at from (
        select a.id, a.created_at, a.search_text, a.location from ads a where ${visibleToBrowse()}
        order by a.created_at desc nulls last, a.id limit ${WALK}
      ) a where ${where}
      order by a.created_at desc nulls last, a.id limit ${limit}
    ) m join ads a on a.id = m.id
    order by a.created_at desc nulls last, a.id`);
  // The trigram index cannot look up words under three letters ('lg'); with only such words the
  // second route would read every ad, so the newest WALK ads are as far as it looks.
  if (walked.rows.length === limit || searchWords(q).every((w) => w.length < 3)) return walked.rows;
  const found = await db.execute<SummaryRow>(sql`
    with m as materialized (select a.id, a.created_at from ads a where ${visibleToBrowse()} and ${where})
    select ${SUMMARY_COLUMNS} from (
      select m.id from m order by m.created_at desc nulls last, m.id limit ${limit}
    ) n join ads a on a.id = n.id
    order by a.created_at desc nulls last, a.id`);
  return found.rows;
}
