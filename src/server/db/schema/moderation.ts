import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';
import { users } from './users';

// Reports on ads. One open report per person per ad: a unique index over the open ones, so
// two reports sent at once cannot both be stored.
export const adReports = pgTable(
  'ad_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of REPORT_REASONS. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** open | dismissed | actioned */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_reports_open_once_idx')
      .on(t.adId, t.reporterId)
      .where(sql`status = 'open'`),
    index('ad_reports_open_ad_idx')
      .on(t.adId)
      .where(sql`status = 'open'`),
    index('ad_reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('ad_reports_ad_idx').on(t.adId),
  ],
);

// Every moderator action, with who, when and why. Rows outlive the ad and the people:
// the references are set null on delete rather than erasing the trail.
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** A MODERATION_ACTIONS value (src/domain/moderation-api.ts). */
    action: text('action').notNull(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's email at the time: the log still says who after the account is gone. */
    moderatorEmail: text('moderator_email').notNull(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_ad_idx').on(t.adId), index('moderation_log_user_idx').on(t.targetUserId)],
);

export type AdReport = typeof adReports.$inferSelect;
export type ModerationLogRow = typeof moderationLog.$inferSelect;

// A suspended person's request to look at their ban again: one per ban (the user's banned_at at the
// time), so asking twice, or from two tabs at once, reaches the moderators' queue once (decision 189).
export const banReviews = pgTable(
  'ban_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ban this asks about: users.banned_at when it was asked. */
    bannedAt: timestamp('banned_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator lifts the ban or keeps it. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ban_reviews_once_per_ban_idx').on(t.userId, t.bannedAt),
    index('ban_reviews_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
  ],
);
