// A seller's page (decision 185) and reply times (decision 183): the rule that words a seller's reply
// summary, and the page's fixed texts, the issue's own words. Server and web import these; the web
// words them in Urdu through its domain texts (src/web/i18n/ur.ts urDomain).
import {
  REPLY_MIN_CONVERSATIONS,
  REPLY_RARELY_SHARE,
  REPLY_WITHIN_DAY_S,
  REPLY_WITHIN_HOUR_S,
  REPLY_WITHIN_HOURS_S,
} from './limits';

export const SELLER_TEXT = {
  replyHour: 'Usually replies within an hour',
  replyHours: 'Usually replies within a few hours',
  replyDay: 'Usually replies within a day',
  replyRarely: 'Replies rarely',
  soldOn: 'Sold on B/S: {{count}}',
} as const;

export type ReplyTime = 'hour' | 'hours' | 'day' | 'rarely';

export const REPLY_TIME_TEXT: Record<ReplyTime, string> = {
  hour: SELLER_TEXT.replyHour,
  hours: SELLER_TEXT.replyHours,
  day: SELLER_TEXT.replyDay,
  rarely: SELLER_TEXT.replyRarely,
};

/** A seller's reply summary over the window (src/server/chat/reply-times.ts keeps it). */
export interface ReplySummary {
  /** Conversations whose outcome is known: answered, or unanswered for REPLY_RARELY_AFTER_DAYS. */
  conversations: number;
  /** Of those, answered within REPLY_RARELY_AFTER_DAYS. */
  answeredInTime: number;
  /** Median seconds from the buyer's first message to the first answer, unanswered counting as never. */
  medianSeconds: number | null;
}

/**
 * What the page says of a seller's replies (decision 183), or null for nothing: too few conversations
 * to tell, or a median slower than a day while still a third or more are answered in time.
 */
export function replyTimeOf(summary: ReplySummary | null | undefined): ReplyTime | null {
  if (!summary || summary.conversations < REPLY_MIN_CONVERSATIONS) return null;
  if (summary.answeredInTime < summary.conversations * REPLY_RARELY_SHARE) return 'rarely';
  const median = summary.medianSeconds;
  if (median == null) return null;
  if (median <= REPLY_WITHIN_HOUR_S) return 'hour';
  if (median <= REPLY_WITHIN_HOURS_S) return 'hours';
  if (median <= REPLY_WITHIN_DAY_S) return 'day';
  return null;
}

/**
 * The badges a seller's page can show, in this order; the seller service decides which hold
 * (src/server/sellers/seller-service.ts sellerBadges). 'Verified phone' holds once the person has a
 * verified number, read from the verified-numbers table where that service marks its place.
 */
export const SELLER_BADGES = ['verifiedPhone'] as const;
export type SellerBadge = (typeof SELLER_BADGES)[number];

export const SELLER_BADGE_TEXT: Record<SellerBadge, string> = {
  verifiedPhone: 'Verified phone',
};
