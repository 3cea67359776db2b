import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The price guide kept per comparables key (decision 193): the middle half of the prices of the ads
// of a price group (src/domain/price-guide.ts), of a year (0 when the kind has none) and a place (a city,
// or '' for all of Pakistan), over the last PRICE_GUIDE_DAYS. A row exists only while at least
// PRICE_GUIDE_MIN_ADS ads count; the writes of an ad and the price-guide job keep it, pages only read it.
export const priceGuides = pgTable(
  'price_guides',
  {
    priceGroup: text('price_group').notNull(),
    year: integer('year').notNull(),
    place: text('place').notNull(),
    p25: bigint('p25', { mode: 'number' }).notNull(),
    p75: bigint('p75', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.priceGroup, t.year, t.place] }),
    // The job takes the guides read longest ago first.
    index('price_guides_refreshed_idx').on(t.refreshedAt),
  ],
);
