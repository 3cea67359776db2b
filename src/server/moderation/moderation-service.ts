// What moderators do, each in one transaction with its audit row: the change and the record
// of who, when and why commit together or not at all. An action that tells someone (the seller whose ad
// is hidden) writes the notification in that same transaction.
import { say } from '../../domain/messages';
import type { ModerationAction } from '../../domain/moderation-api';
import { REPORT_MSG } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import { notify } from '../notifications/notify';
import * as repo from './moderation-repository';
import { refreshRatings, revieweesOf } from '../reviews/review-repository';
import * as reviews from './suspension-repository';
import { dismissPhotoMatch } from '../photo-match/photo-match-repository';

export const MODERATION_MSG = {
  alreadyHidden: say('moderation.alreadyHidden'),
  notHidden: say('moderation.notHidden'),
  alreadyBanned: say('moderation.alreadyBanned'),
  notBanned: say('moderation.notBanned'),
  noReports: say('moderation.noReports'),
  cannotBanModerator: say('moderation.cannotBanModerator'),
  userNotFound: say('moderation.userNotFound'),
  conversationNotReported: say('moderation.conversationNotReported'),
  reviewNotReported: say('moderation.userReviewNotFound'),
  photoMatchNotFound: say('moderation.photoMatchNotFound'),
} as const;

/** What decides whether a person has moderator rights (moderators.ts). */
export type ModeratorCandidate = Pick<User, 'email' | 'emailVerified'>;

interface ModerationEvent {
  action: ModerationAction;
  moderatorId: string;
  adId: string | null;
  targetUserId: string | null;
  reason: string;
}

async function act<T>(
  db: Db,
  moderator: Pick<User, 'id' | 'email'>,
  event: Omit<ModerationEvent, 'moderatorId'>,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const value = await change(tx);
    await repo.insertLog(tx, { ...event, moderatorId: moderator.id, moderatorEmail: moderator.email ?? '' });
    return value;
  });
}

async function adOwner(tx: Tx, adId: string): Promise<string> {
  const owner = await repo.findAdOwner(tx, adId);
  if (!owner) throw notFound(MSG.adNotFound);
  return owner;
}

/** Dismiss: the reports were unfounded (and a price flagged as anomalous was looked at and is fine). */
export async function dismissReports(
  db: Db,
  moderator: User,
  adId: string,
  reason: string,
  now = new Date(),
) {
  return act(db, moderator, { action: 'dismiss', adId, targetUserId: null, reason }, async (tx) => {
    const owner = await adOwner(tx, adId);
    await repo.resolveReports(tx, { adId }, 'dismissed', now);
    await repo.clearPriceAnomaly(tx, adId);
    return owner;
  });
}

export async function hideAd(db: Db, moderator: User, adId: string, reason: string, now = new Date()) {
  if (!reason)
    throw new ApiError(400, 'validation', REPORT_MSG.hideReasonRequired, {
      reason: REPORT_MSG.hideReasonRequired,
    });
  return act(db, moderator, { action: 'hide', adId, targetUserId: null, reason }, async (tx) => {
    const owner = await adOwner(tx, adId);
    const hidden = await repo.hideAdRow(tx, adId, reason);
    if (!hidden) throw new ApiError(400, 'invalid_state', MODERATION_MSG.alreadyHidden);
    await repo.resolveReports(tx, { adId }, 'actioned', now);
    // The seller hears of it, and why (the reason My Ads shows too), in the bell, in the same
    // transaction as the change.
    await notify(tx, {
      userId: owner,
      kind: 'ad_hidden',
      adId,
      data: { title: hidden.title, reason },
    });
    return owner;
  });
}

export async function restoreAd(db: Db, moderator: User, adId: string, reason: string, now = new Date()) {
  return act(db, moderator, { action: 'restore', adId, targetUserId: null, reason }, async (tx) => {
    const owner = await adOwner(tx, adId);
    if (!(await repo.restoreAdRow(tx, adId, now)))
      throw new ApiError(400, 'invalid_state', MODERATION_MSG.notHidden);
    return owner;
  });
}

/**
 * Dismiss a conversation's reports: they were unfounded. The reports go (a moderator reads a
 * conversation only while it is reported); the audit row keeps who, when and why.
 */
export async function dismissConversationReports(
  db: Db,
  moderator: User,
  conversationId: string,
  reason: string,
) {
  return act(db, moderator, { action: 'dismiss', adId: null, targetUserId: null, reason }, async (tx) => {
    if ((await repo.deleteConversationReports(tx, conversationId)) === 0)
      throw notFound(MODERATION_MSG.conversationNotReported);
    return conversationId;
  });
}

/** A photo match that is not a stolen photo (decision 194): it leaves the queue, both ads as they were. */
export async function dismissPhotoMatchItem(db: Db, moderator: User, matchId: string, reason: string) {
  return act(db, moderator, { action: 'dismiss', adId: null, targetUserId: null, reason }, async (tx) => {
    if (!(await dismissPhotoMatch(tx, matchId, new Date())))
      throw notFound(MODERATION_MSG.photoMatchNotFound);
    return matchId;
  });
}

/** A reported review: removed from every page (`remove`), or its reports dismissed. */
export async function closeReportedReview(
  db: Db,
  moderator: User,
  reviewId: string,
  reason: string,
  remove: boolean,
) {
  // The audit row names the reviewer, whose review it was.
  const reviewer = await repo.findReviewer(db, reviewId);
  if (!reviewer) throw notFound(MODERATION_MSG.reviewNotReported);
  const action = remove ? ('removeReview' as const) : ('dismiss' as const);
  return act(db, moderator, { action, adId: null, targetUserId: reviewer, reason }, async (tx) => {
    if (!(await repo.closeReviewReports(tx, reviewId, remove)))
      throw notFound(MODERATION_MSG.reviewNotReported);
  });
}

/**
 * Ban: the account is marked, every ad of theirs not already hidden is hidden (and only those come
 * back on unban) and their sessions end (the route closes their live sockets). They may sign in again
 * and read; every change and reveal answers 'Your account has been suspended.' (decision 141).
 */
export async function banUser(
  db: Db,
  moderator: User,
  userId: string,
  reason: string,
  isModerator: (user: ModeratorCandidate) => boolean,
  adId: string | null = null,
  now = new Date(),
) {
  if (!reason)
    throw new ApiError(400, 'validation', REPORT_MSG.hideReasonRequired, {
      reason: REPORT_MSG.hideReasonRequired,
    });
  return act(db, moderator, { action: 'ban', adId, targetUserId: userId, reason }, async (tx) => {
    const target = await repo.lockUserToBan(tx, userId);
    if (!target) throw notFound(MODERATION_MSG.userNotFound);
    if (isModerator({ email: target.email, emailVerified: Boolean(target.verified) }))
      throw new ApiError(400, 'invalid_state', MODERATION_MSG.cannotBanModerator);
    if (target.banned) throw new ApiError(400, 'invalid_state', MODERATION_MSG.alreadyBanned);
    await repo.banRows(tx, userId, REPORT_MSG.suspended, now);
    // Their reviews leave every page, and the ratings they counted in.
    await refreshRatings(tx, await revieweesOf(tx, userId));
    return userId;
  });
}

export async function unbanUser(
  db: Db,
  moderator: User,
  userId: string,
  reason: string,
  adId: string | null = null,
  now = new Date(),
) {
  return act(db, moderator, { action: 'unban', adId, targetUserId: userId, reason }, async (tx) => {
    if (!(await repo.unbanRow(tx, userId))) {
      throw (await repo.userExists(tx, userId))
        ? new ApiError(400, 'invalid_state', MODERATION_MSG.notBanned)
        : notFound(MODERATION_MSG.userNotFound);
    }
    await repo.restoreBannedAds(tx, userId, now);
    await refreshRatings(tx, await revieweesOf(tx, userId));
    // A review they asked for is answered by the unban.
    await reviews.resolveBanReviews(tx, userId, now);
    return userId;
  });
}

/**
 * A moderator read a suspended person's request and keeps the ban: the request leaves the queue, and
 * the audit log says so as a dismissal on that person, with the moderator's reason (decision 189).
 */
export async function keepBan(db: Db, moderator: User, reviewId: string, reason: string, now = new Date()) {
  const userId = await reviews.findOpenBanReviewUser(db, reviewId);
  if (!userId) throw notFound(say('moderation.reviewNotFound'));
  return act(db, moderator, { action: 'dismiss', adId: null, targetUserId: userId, reason }, async (tx) => {
    if ((await reviews.resolveBanReviews(tx, userId, now)) === 0)
      throw notFound(say('moderation.reviewNotFound'));
    return userId;
  });
}
