import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../domain/notifications';
import { savedSearches } from './saved-searches';
import { users } from './users';

// What the bell counts. New ads for a saved search are grouped: while a person has not read
// the notification of a search, new matches raise its count instead of adding rows (the partial unique
// index below is what the alert job upserts on).
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The ad it is about (price drop, hidden ad); no foreign key, the ad may be deleted later. */
    adId: uuid('ad_id'),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** How many new ads a grouped alert stands for. */
    count: integer('count').notNull().default(1),
    /** What the text needs and may not be read later (the ad's title, the old and new price). */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when it should go out as web push; the push job clears it. */
    pushDue: boolean('push_due').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_open_group_idx')
      .on(t.userId, t.savedSearchId)
      .where(sql`${t.kind} = 'new_ads' and ${t.readAt} is null`),
    // Deleting a saved search deletes its notifications (the foreign key): this index finds them.
    index('notifications_saved_search_idx')
      .on(t.savedSearchId)
      .where(sql`${t.savedSearchId} is not null`),
    index('notifications_push_due_idx')
      .on(t.createdAt)
      .where(sql`${t.pushDue}`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
