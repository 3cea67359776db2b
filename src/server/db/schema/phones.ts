import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Verified phone numbers (decision 186). A code is kept only as an HMAC of itself; the rows outlive
// their use by a day because the limits (codes per number per hour, per person per day) are counted
// from them, so every copy of the app counts the same codes.
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 03xx-xxxxxxx */
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code under the server's secret, hex. */
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; PHONE_CODE_MAX_TRIES ends the code. */
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was typed: a code works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_codes_user_created_idx').on(t.userId, t.createdAt),
    index('phone_codes_phone_created_idx').on(t.phone, t.createdAt),
  ],
);

export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 03xx-xxxxxxx, the shape ads store their contact number in. */
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.phone] }),
    // Moderators see every account a number was verified on.
    index('verified_phones_phone_idx').on(t.phone),
  ],
);

export type PhoneCode = typeof phoneCodes.$inferSelect;
export type VerifiedPhoneRow = typeof verifiedPhones.$inferSelect;
