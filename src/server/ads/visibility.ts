// Who sees an ad where (decisions 080, 159). Browsing — listings, counts, facets, home rows, home
// search, locations — shows only listed ads, that is active ones: a sold ad leaves browsing the moment
// it is marked, and its page answers, badged 'Sold', for SOLD_LISTED_DAYS more. Every browse query takes its condition from here, so a rewritten query applies it by
// calling one function; the listing indexes are partial on the same `listed`, and PostgreSQL uses a
// partial index only when the query states its predicate, so always state it this way.
import { sql, type SQL } from 'drizzle-orm';

/** The condition an ad must meet to be browsed, on the table alias `alias` (default `a`). */
export function visibleToBrowse(alias = 'a'): SQL {
  return sql`${sql.identifier(alias)}.listed`;
}
