import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Saved searches, stored for percolation (decision 091): besides the listing parameters the
// person chose (params), each row keeps its conditions in columns a new ad can be tested against in
// SQL. brand_key, model_key and location_key are '' for "any", so a new ad finds its candidate
// searches with a few probes of one index (category, brand in ('', ad.brand), …) instead of every
// search being re-run; the remaining columns are then checked on those candidates only.
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** The listing's query parameters as saved (canonical spellings), to open the search again. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Same conditions, same key: saving a search twice returns the first one. */
    criteriaKey: text('criteria_key').notNull(),
    brandKey: text('brand_key').notNull().default(''),
    modelKey: text('model_key').notNull().default(''),
    locationKey: text('location_key').notNull().default(''),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    /** The form_data filters as one containment value, as listings test them. */
    formContains: jsonb('form_contains').$type<Record<string, string>>(),
    yearMin: integer('year_min'),
    yearMax: integer('year_max'),
    bedroomsMin: integer('bedrooms_min'),
    bedroomsMax: integer('bedrooms_max'),
    bathroomsMin: integer('bathrooms_min'),
    bathroomsMax: integer('bathrooms_max'),
    /**
     * q as the listing reads it (words, typos, synonyms rewritten into a tsquery when saved):
     * null when there is no q or q only named the category, '' when q can match nothing here.
     */
    qMatch: text('q_match'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** New-ad counts on /saved-searches are counted from here. */
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_percolate_idx').on(t.category, t.brandKey, t.modelKey, t.locationKey),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('saved_searches_user_criteria_idx').on(t.userId, t.criteriaKey),
  ],
);

/** New ads waiting to be matched against the saved searches by the alert job. */
export const alertQueue = pgTable(
  'alert_queue',
  {
    adId: uuid('ad_id').primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_queue_queued_idx').on(t.queuedAt, t.adId)],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
