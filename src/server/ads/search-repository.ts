// SQL of the home search (SPEC §4): the newest ads matching the rewritten words (decision 060).
// Only the newest few matches are needed (they are then de-duplicated by brand and model, see
// search-service.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import { SUMMARY_COLUMNS, textCondition, whereOf } from './listing-sql';
import type { SummaryRow } from './summary';

/** The newest `limit` active ads matching the query (and the category and location, when given). */
export async function findNewestMatches(
  db: Db,
  tsquery: string | undefined,
  filters: { category?: CategoryKey; location?: string },
  limit: number,
): Promise<SummaryRow[]> {
  const conditions: SQL[] = [textCondition(tsquery)];
  if (filters.category) conditions.push(sql`a.category = ${filters.category}`);
  if (filters.location) conditions.push(sql`a.location = ${filters.location}`);
  const { rows } = await db.execute<SummaryRow>(sql`
    select ${SUMMARY_COLUMNS} from (
      select a.id from ads a where ${whereOf(conditions)}
      order by a.created_at desc nulls last, a.id limit ${limit}
    ) m join ads a on a.id = m.id
    order by a.created_at desc nulls last, a.id`);
  return rows;
}
