// The shapes of the moderation API: /api/admin/*, for moderators only.
// Inferred from their schemas in api-schemas.ts (a type-only import: the web's bundle does not take
// zod's schemas in).
import type { z } from 'zod';
import type {
  banReviewItemSchema,
  conversationPersonSchema,
  moderationAdResponseSchema,
  moderationQueueResponseSchema,
  moderationReportSchema,
  photoMatchItemSchema,
  reportedConversationItemSchema,
  reportedUserReviewItemSchema,
} from './api-schemas';

/**
 * What a moderator can do: the end of /api/admin/{ads|users}/:id/{action} (and removing a reported
 * review, /api/admin/user-reviews/:id/remove), and an audit row's action.
 */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'ban', 'unban', 'removeReview'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One of the two people of a reported conversation. */
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;
/** A conversation someone reported: who is in it, and each report (the other person is the one reported). */
export type ReportedConversationItem = z.infer<typeof reportedConversationItemSchema>;
/** A review of a person someone reported (decision 184). */
export type ReportedUserReviewItem = z.infer<typeof reportedUserReviewItemSchema>;
/** An ad whose photo matches a photo on another seller's ad (decision 194). */
export type PhotoMatchItem = z.infer<typeof photoMatchItemSchema>;
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;
export type ModerationReport = z.infer<typeof moderationReportSchema>;
/** A suspended person's request to look at their ban again. */
export type BanReviewItem = z.infer<typeof banReviewItemSchema>;
/** GET /api/admin/ads/:id: everything a moderator needs to decide about one ad. */
export type ModerationAdResponse = z.infer<typeof moderationAdResponseSchema>;
