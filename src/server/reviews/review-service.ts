// The rules of reviews (decision 184): after a real conversation — both people have written in it,
// and a day has passed since it began or its ad is marked sold — each may rate the other once; the
// person rated may answer once. A conversation with oneself cannot exist (a check on the table).
import { REVIEW_AFTER_MS } from '../../domain/limits';
import { CHAT_MSG, REVIEW_MSG, type ReviewInput } from '../../domain/schemas';
import { isUuid } from '../../domain/ids';
import type { Db } from '../db/client';
import { lockUser } from '../auth/guard';
import { ApiError, notFound } from '../http/errors';
import type { ConversationDetail } from '../../domain/chat';
import {
  answerReview,
  findReviewState,
  insertReview,
  insertReviewReport,
  isReviewOf,
  refreshRatings,
  type ReviewableConversation,
} from './review-repository';

/** Whether the conversation is one a review may follow, at `now`. */
function mayReview(c: ReviewableConversation, now: Date): boolean {
  if (c.buyerFirstAt == null || c.sellerRepliedAt == null) return false;
  if (c.adStatus === 'sold') return true;
  return now.getTime() - new Date(c.buyerFirstAt).getTime() >= REVIEW_AFTER_MS;
}

export async function writeReview(
  db: Db,
  reviewerId: string,
  conversationId: string,
  input: ReviewInput,
  now = new Date(),
): Promise<{ id: string }> {
  const conversation = isUuid(conversationId)
    ? await findReviewState(db, conversationId, reviewerId)
    : undefined;
  if (!conversation) throw notFound(CHAT_MSG.notFound);
  if (!mayReview(conversation, now)) throw new ApiError(409, 'review_not_yet', REVIEW_MSG.notYet);
  const revieweeId = conversation.buyerId === reviewerId ? conversation.sellerId : conversation.buyerId;
  // Two accounts of one person (one verified number) cannot praise each other.
  if (conversation.linked) throw new ApiError(409, 'review_linked', REVIEW_MSG.linked);
  return db.transaction(async (tx) => {
    // Refuses a ban that landed while the request was under way (decision 141).
    await lockUser(tx, reviewerId);
    const id = await insertReview(tx, {
      conversationId,
      reviewerId,
      revieweeId,
      rating: input.rating,
      body: input.body,
    });
    if (!id) throw new ApiError(409, 'review_exists', REVIEW_MSG.already);
    await refreshRatings(tx, [revieweeId]);
    return { id };
  });
}

export async function replyToReview(db: Db, revieweeId: string, reviewId: string, reply: string) {
  if (!isUuid(reviewId)) throw notFound(REVIEW_MSG.notFound);
  const answered = await answerReview(db, reviewId, revieweeId, reply);
  if (answered) return answered;
  // Someone else's review is not found to them; their own, answered already, says so.
  if (await isReviewOf(db, reviewId, revieweeId))
    throw new ApiError(409, 'review_answered', REVIEW_MSG.alreadyAnswered);
  throw notFound(REVIEW_MSG.notFound);
}

/** The conversation page's review state for one of its two people (decision 184). */
export async function reviewStateOf(
  db: Db,
  conversationId: string,
  personId: string,
  now = new Date(),
): Promise<NonNullable<ConversationDetail['review']>> {
  const row = await findReviewState(db, conversationId, personId);
  if (!row) return { state: 'notYet' };
  if (row.given != null) return { state: 'given', rating: Number(row.given) };
  if (row.linked) return { state: 'linked' };
  return { state: mayReview(row, now) ? 'allowed' : 'notYet' };
}

/** One of a review's two people reports it to the moderators; anyone else learns nothing (404). */
export async function reportReview(db: Db, reporterId: string, reviewId: string, reason: string) {
  if (!isUuid(reviewId) || !(await insertReviewReport(db, reviewId, reporterId, reason)))
    throw notFound(REVIEW_MSG.notFound);
}
