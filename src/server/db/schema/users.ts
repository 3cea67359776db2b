import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// People are keyed by (issuer, subject), never by email (docs/architecture.md §5): an email can change hands.
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    /**
     * The issuer's `email_verified` claim at the last sign-in. Moderator rights need it (decision 142):
     * an address someone merely typed at an issuer proves nothing.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The issuer's name claim, refreshed at every sign-in. */
    name: text('name'),
    /**
     * The name the person chose to show on their seller page, ads and chats (Settings); null shows
     * `name`. Checked by the contact rule (decision 185): never an email or a phone number.
     */
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    /** Settings: prefill new ads. */
    defaultPhone: text('default_phone'),
    defaultCity: text('default_city'),
    /** Set while moderators have suspended the account: every change and reveal is refused (decision 141). */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_idx').on(t.issuer, t.subject),
    // The few banned people: reads that leave out a banned person's reviews ask it, not all users.
    index('users_banned_idx')
      .on(t.id)
      .where(sql`${t.bannedAt} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
