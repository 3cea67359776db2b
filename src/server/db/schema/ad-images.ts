import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';
import { users } from './users';

const band = (shift: number) => sql`(("phash" >> ${sql.raw(String(shift))}) & 65535)::integer`;

// One row per processed photo. A photo is uploaded before its ad exists (ad_id null) and attached when
// the ad is saved; rows left unattached past ORPHAN_UPLOAD_TTL_MS are swept with their files.
export const adImages = pgTable(
  'ad_images',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The photo's 64-bit difference hash as a signed bigint (decision 194); null when it could not be
     * made, which never stops an upload.
     */
    phash: bigint('phash', { mode: 'bigint' }),
    /** Seen on the ads of PHOTO_COMMON_SELLERS or more sellers: a product photo, which flags nothing. */
    phashCommon: boolean('phash_common').notNull().default(false),
    // The hash's four 16-bit bands, highest first, kept by PostgreSQL: a photo within a few bits of
    // another shares at least one band, or one band but for a bit.
    phashB0: integer('phash_b0').generatedAlwaysAs(band(48)),
    phashB1: integer('phash_b1').generatedAlwaysAs(band(32)),
    phashB2: integer('phash_b2').generatedAlwaysAs(band(16)),
    phashB3: integer('phash_b3').generatedAlwaysAs(sql`("phash" & 65535)::integer`),
  },
  (t) => [
    index('ad_images_ad_idx').on(t.adId),
    index('ad_images_orphan_idx').on(t.userId, t.createdAt),
    // One index per 16-bit band, with the hash itself so the lookup reads the index only (decision 194).
    ...[t.phashB0, t.phashB1, t.phashB2, t.phashB3].map((column, i) =>
      index(`ad_images_phash_b${i}_idx`)
        .on(column, t.phash)
        .where(sql`${t.phash} is not null`),
    ),
  ],
);

export type AdImage = typeof adImages.$inferSelect;
