// Who sees an ad where (decision 080). Browsing — listings, counts, facets, home rows, home
// search, locations — shows only listed ads: active ones, and sold ones for SOLD_LISTED_DAYS with a
// 'Sold' badge. Every browse query takes its condition from here, so a rewritten query applies it by
// calling one function; the listing indexes are partial on the same `listed`, and PostgreSQL uses a
// partial index only when the query states its predicate, so always state it this way.
import { sql, type SQL } from 'drizzle-orm';

/** The condition an ad must meet to be browsed, on the table alias `alias` (default `a`). */
export function visibleToBrowse(alias = 'a'): SQL {
  return sql`${sql.identifier(alias)}.listed`;
}

/** A hidden ad answers 'Ad not found.' to everyone but its owner and moderators. */
export function visibleOnItsPage(
  ad: { status: string; userId: string },
  viewer: { id: string; isModerator: boolean } | null,
): boolean {
  if (ad.status !== 'hidden') return true;
  return Boolean(viewer && (viewer.id === ad.userId || viewer.isModerator));
}
