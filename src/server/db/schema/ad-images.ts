import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';
import { users } from './users';

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
  },
  (t) => [index('ad_images_ad_idx').on(t.adId), index('ad_images_orphan_idx').on(t.userId, t.createdAt)],
);

export type AdImage = typeof adImages.$inferSelect;
