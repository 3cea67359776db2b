import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';

/** One pair of photos that look alike: the new ad's and the other seller's. */
export interface MatchedPhoto {
  imageId: string;
  matchedImageId: string;
  distance: number;
}

// An ad whose photo is close to a photo on another seller's ad, for the moderators' queue (decision
// 194). One row per pair of ads, ever: editing the ad again adds nothing, and a dismissed pair stays
// dismissed. The seller is never told.
export const photoMatches = pgTable(
  'photo_matches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The ad that was posted or edited. */
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** The other seller's ad with the look-alike photo. */
    matchedAdId: uuid('matched_ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    photos: jsonb('photos').$type<MatchedPhoto[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('photo_matches_pair_idx').on(t.adId, t.matchedAdId),
    index('photo_matches_matched_ad_idx').on(t.matchedAdId),
    index('photo_matches_open_idx')
      .on(t.createdAt.desc())
      .where(sql`dismissed_at is null`),
  ],
);
