import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';

/**
 * How many people viewed each ad, for its seller (decision 196). Counted in memory or Redis during
 * requests and added here by one statement per flush, so a view never writes a row in its request and
 * the wide ads row (and what browsing caches of it) is never touched by a view.
 */
export const adViews = pgTable('ad_views', {
  adId: uuid('ad_id')
    .primaryKey()
    .references(() => ads.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});
