import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A person's saved ads (decision 090). ad_id has no foreign key on purpose: when the seller
// deletes the ad, the row stays and /saved shows it as removed from the snapshot kept here (title,
// price, cover), refreshed whenever the seller edits the ad.
export const savedAds = pgTable(
  'saved_ads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    location: text('location').notNull().default(''),
    cover: text('cover'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.adId] }),
    // /saved reads newest saved first; the price-drop fan-out and My Ads counts read by ad.
    index('saved_ads_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('saved_ads_ad_idx').on(t.adId),
  ],
);

export type SavedAd = typeof savedAds.$inferSelect;
