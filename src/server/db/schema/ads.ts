import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdStatus } from '../../../domain/ad-status';
import { users } from './users';

// The spec's posts table (docs/product.md §3) plus what the product needs to filter, sort and search in SQL:
// price, title, year, bedrooms and bathrooms are derived from form_data at write time
// (src/server/ads/ad-repository.ts), and search_text feeds the full-text search_vector (decision 060).
/** PostgreSQL's full-text document type (core on PostgreSQL and PGlite). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ads = pgTable(
  'ads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    variant: text('variant').notNull().default(''),
    formData: jsonb('form_data').$type<Record<string, string>>().notNull().default({}),
    location: text('location').notNull().default(''),
    mobileNum: text('mobile_num').notNull().default(''),
    /** Image ids in display order; the first is the cover. URLs are /media/{id}-{width}.webp. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    title: text('title').notNull().default(''),
    /** Whole rupees; 0 when the ad has no price (docs/product.md §5: no price counts as 0). */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    year: integer('year'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    /** Lower-cased title, brand, model, variant, searchable facts and location (ad-repository.ts). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The words of search_text for full-text search (decision 060), 'simple' configuration: no
     * stemming or stop words, as ads mix English, Roman Urdu and model codes. Title words weigh more
     * in 'Best match'. The category rides along as the token '@category' (no word can hold '@'), so
     * one GIN lookup finds 'iphone' among mobiles without fetching the rows of other categories.
     * Generated, so no write path can forget it.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || to_tsvector('simple'::regconfig, search_text) || array_to_tsvector(array['@' || category])`,
      ),
    /** Property area in square feet, and the marla size in sq ft its seller meant (src/domain/area.ts). */
    areaSqft: real('area_sqft'),
    marlaSqft: real('marla_sqft'),
    /** active | sold | expired | hidden (src/domain/ad-status.ts); only active ads are browsed. */
    status: text('status').$type<AdStatus>().notNull().default('active'),
    /** The price before the last drop and when it dropped: cards say 'Price dropped' for a while. */
    priceBeforeDrop: bigint('price_before_drop', { mode: 'number' }),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true }),
    /**
     * The lowest price the ad has asked, kept from its first price change on (null: the price never
     * changed, so it is the price). A drop is measured from it (decision 160).
     */
    lowestAskedPrice: bigint('lowest_asked_price', { mode: 'number' }),
    /**
     * Whether browsing shows the ad (decisions 080, 159): true while active, false from the moment it
     * sells, expires or is hidden; the writes and the lifecycle sweep keep it in step. Every listing
     * index is partial on it, so browsing never reads a row it will not show.
     */
    listed: boolean('listed').notNull().default(true),
    /** AD_LIFETIME_DAYS after posting or renewing; the sweep then marks the ad expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** Why moderators hid the ad; the seller sees it in My Ads. */
    hiddenReason: text('hidden_reason'),
    /** Hidden because the seller was banned: unbanning restores exactly these. */
    hiddenByBan: boolean('hidden_by_ban').notNull().default(false),
    /**
     * The group of ads this one is priced against (src/domain/price-guide.ts, decision 193), derived at
     * write time like the columns above; '' when a field the comparison needs is blank.
     */
    priceGroup: text('price_group').notNull().default(''),
    /** Priced below PRICE_ANOMALY_RATIO of the median of similar active ads when last saved. */
    priceAnomaly: boolean('price_anomaly').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Listing indexes (decision 003): the equality filters, then the sort key, then id, so every sort
    // reads one index in order (backwards for the opposite sort) and a deep page can skip rows with an
    // index-only scan. Queries must say `created_at desc nulls last` to match these. The three newest-first
    // ones carry the seller, city and price (INCLUDE, added by migration 0031, which drizzle cannot
    // declare), so similar ads rank their candidates from the index alone (decision 206).
    index('ads_category_created_idx')
      .on(t.category, t.createdAt.desc(), t.id)
      .where(sql`listed`),
    index('ads_category_price_idx')
      .on(t.category, t.price, t.id)
      .where(sql`listed`),
    index('ads_category_brand_price_idx')
      .on(t.category, t.brand, t.price, t.id)
      .where(sql`listed`),
    index('ads_category_brand_created_idx')
      .on(t.category, t.brand, t.createdAt.desc(), t.id)
      .where(sql`listed`),
    index('ads_category_brand_model_created_idx')
      .on(t.category, t.brand, t.model, t.createdAt.desc(), t.id)
      .where(sql`listed`),
    index('ads_category_location_created_idx')
      .on(t.category, t.location, t.createdAt.desc(), t.id)
      .where(sql`listed`),
    index('ads_user_created_idx').on(t.userId, t.createdAt.desc()),
    // A seller's page (decision 185): their listed ads newest first, and their sales of the last year.
    index('ads_user_listed_created_idx')
      .on(t.userId, t.createdAt.desc(), t.id)
      .where(sql`listed`),
    index('ads_user_sold_idx')
      .on(t.userId, t.soldAt)
      .where(sql`status = 'sold'`),
    // The lifecycle sweep finds what is due without reading the rest.
    index('ads_listed_expires_idx')
      .on(t.expiresAt)
      .where(sql`listed`),
    // The moderation list finds price anomalies among the few flagged ads.
    index('ads_price_anomaly_idx')
      .on(t.createdAt)
      .where(sql`price_anomaly and listed`),
    // Search (decision 060): the words of listed ads, and (migrations search_walk_and_words and
    // search_walks_a_place_s_newest_ads) the newest-first walks INCLUDE (search_vector, …), overall,
    // per category and per place, which drizzle cannot declare. Suggestion counts group listed ads
    // by brand and model from the index alone.
    index('ads_search_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`listed`),
    index('ads_listed_brand_model_idx')
      .on(t.category, t.brand, t.model)
      .where(sql`listed`),
    // The price guide and the price-anomaly flag read one group's ads of the last 90 days, active or
    // sold, and nothing else (decision 193); the migration adds INCLUDE (price, year, location), which
    // drizzle cannot declare, so the read never visits the table.
    index('ads_price_group_created_idx')
      .on(t.priceGroup, t.createdAt.desc())
      .where(sql`status in ('active', 'sold') and price > 0 and price_group <> ''`),
    index('ads_form_data_idx').using('gin', sql`${t.formData} jsonb_path_ops`),
  ],
);

/**
 * Every distinct word of ads' search text (decision 060): the lexicon typo correction and
 * suggestions look words up in. Kept by a statement trigger on ads (migration search_words_trigger).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export type Ad = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;
