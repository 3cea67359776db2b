import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ads } from './ads';
import { adImages } from './ad-images';
import { users } from './users';

// Chat. One conversation per buyer per ad. The ad's title, price and cover are copied in
// when the conversation starts, so a conversation about a deleted ad (ad_id set null) stays readable.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adTitle: text('ad_title').notNull(),
    adPrice: bigint('ad_price', { mode: 'number' }).notNull().default(0),
    adCover: text('ad_cover'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the last message (or of the start): the inbox sorts on it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's first message, and the seller's first answer after it: reply times (decision 183). */
    buyerFirstAt: timestamp('buyer_first_at', { withTimezone: true }),
    sellerRepliedAt: timestamp('seller_replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_ad_buyer_idx').on(t.adId, t.buyerId),
    index('chat_conversations_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
    index('chat_conversations_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    // The per-day limit counts a person's new conversations.
    index('chat_conversations_buyer_created_idx').on(t.buyerId, t.createdAt),
    check('chat_conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    // A seller's reply summary reads their conversations of the window; the hourly refresh finds the
    // conversations crossing the window's edges (decision 183).
    index('chat_conversations_seller_first_idx')
      .on(t.sellerId, t.buyerFirstAt)
      .where(sql`${t.buyerFirstAt} is not null`),
    index('chat_conversations_first_idx')
      .on(t.buyerFirstAt)
      .where(sql`${t.buyerFirstAt} is not null`),
  ],
);

/**
 * Each seller's reply summary over the conversations of the last REPLY_WINDOW_DAYS (decision 183),
 * kept current as first messages and first answers arrive and by the hourly refresh; the seller page
 * reads this one row instead of the messages.
 */
export const sellerReplyTimes = pgTable('seller_reply_times', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Conversations whose outcome is known: answered, or unanswered for REPLY_RARELY_AFTER_DAYS. */
  conversations: integer('conversations').notNull().default(0),
  /** Of those, answered within REPLY_RARELY_AFTER_DAYS. */
  answeredInTime: integer('answered_in_time').notNull().default(0),
  /** The median seconds to the first answer, an unanswered one counting as never; null when never. */
  medianSeconds: integer('median_seconds'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    /** A photo message's processed upload (the ad photo pipeline); one per message, never shared. */
    imageId: uuid('image_id').references(() => adImages.id, { onDelete: 'set null' }),
    hasLink: boolean('has_link').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once when an unread message is handed to notifications. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id),
    // The per-minute limit counts a person's recent messages.
    index('chat_messages_sender_idx').on(t.senderId, t.createdAt),
    uniqueIndex('chat_messages_image_idx').on(t.imageId),
    index('chat_messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
    index('chat_messages_to_notify_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.notifiedAt} is null`),
  ],
);

/** A person who will not hear from another: neither can write to the other while the row exists. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A conversation reported to the moderators (listed in /admin); once per reporter. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_reports_conversation_reporter_idx').on(t.conversationId, t.reporterId),
    index('chat_reports_created_idx').on(t.createdAt.desc()),
  ],
);

export type ChatConversation = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * A review after a real conversation (decision 184): one per person per conversation, of the other
 * person; the person rated may answer once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator removed it: no page shows it again, and it counts in no average. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_conversation_reviewer_idx').on(t.conversationId, t.reviewerId),
    // A person's page reads their newest shown reviews from here, newest first, ten at a time.
    index('reviews_reviewee_newest_idx')
      .on(t.revieweeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.removedAt} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_not_oneself', sql`${t.reviewerId} <> ${t.revieweeId}`),
  ],
);

export type Review = typeof reviews.$inferSelect;

/**
 * Each reviewed person's shown reviews, counted and summed (decision 184): kept as reviews are written
 * and removed and as their writers are banned, unbanned or leave, so a page reads one row instead of
 * every review of a seller with thousands.
 */
export const sellerRatings = pgTable('seller_ratings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviews: integer('reviews').notNull().default(0),
  stars: integer('stars').notNull().default(0),
});

/**
 * A review reported to the moderators by one of its two people (listed in /admin until a moderator
 * removes the review or dismisses the reports); once per reporter.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    /** Null while open; set when a moderator removed the review or dismissed the reports. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.closedAt} is null`),
  ],
);
