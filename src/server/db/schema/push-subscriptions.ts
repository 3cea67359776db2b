import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../domain/lang';
import { sessions } from './sessions';
import { users } from './users';

// Web push endpoints. The endpoint is the browser's: if another person signs in on that
// browser and opts in, the row moves to them. Expired endpoints (404/410 from the push service) go.
// Each row belongs to the session that turned push on (decision 145): whatever ends that session —
// signing out, 'Sign out everywhere', a ban, deleting the account, expiry — deletes the row with it,
// so a device nobody is signed in on gets no more pushes.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /**
     * The interface language of the page that turned push on ('en' | 'ur'): pushes to this device
     * have their fixed title in it (decision 155).
     */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
