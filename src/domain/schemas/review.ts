// Reviews after a real conversation (decision 184): what a person sends. The contact rule of ads'
// text applies to a review and its answer (decisions 020, 146): they are shown to everyone.
import { z } from 'zod';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
} from '../limits';
import { say } from '../messages';
import { contactDetailsIn } from '../safety/contact-details';
import { contactMessage } from './contact-rule';
import { plainString } from './text';

/** How the contact rule names a review's text to the person writing it. */
export const REVIEW_LABEL = 'Review';

export const REVIEW_MSG = {
  rating: say('review.rating'),
  tooLong: say('review.tooLong'),
  replyTooLong: say('review.replyTooLong'),
  replyEmpty: say('review.replyEmpty'),
  notYet: say('review.notYet'),
  already: say('review.already'),
  notFound: say('review.notFound'),
  alreadyAnswered: say('review.alreadyAnswered'),
  linked: say('review.linked'),
  reasonTooLong: say('review.reasonTooLong'),
  reported: say('review.reported'),
} as const;

const reviewText = (tooLong: string) =>
  plainString({ multiline: true })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(REVIEW_TEXT_MAX_LENGTH, tooLong)
        .superRefine((v, ctx) => {
          const kind = contactDetailsIn(v);
          if (kind) ctx.addIssue({ code: 'custom', message: contactMessage(kind, REVIEW_LABEL) });
        }),
    );

/** POST /api/chat/conversations/:id/review */
export const reviewInputSchema = z
  .object({
    rating: z
      .number({ error: REVIEW_MSG.rating })
      .int(REVIEW_MSG.rating)
      .min(REVIEW_RATING_MIN, REVIEW_MSG.rating)
      .max(REVIEW_RATING_MAX, REVIEW_MSG.rating),
    body: reviewText(REVIEW_MSG.tooLong).default(''),
  })
  .strict();

/** POST /api/reviews/:id/reply */
export const reviewReplySchema = z
  .object({ reply: reviewText(REVIEW_MSG.replyTooLong).refine((v) => v !== '', REVIEW_MSG.replyEmpty) })
  .strict();

export type ReviewInput = z.output<typeof reviewInputSchema>;

/** POST /api/reviews/:id/report: why, in the person's words (optional). */
export const reviewReportSchema = z
  .object({
    reason: plainString({ multiline: true })
      .trim()
      .max(REVIEW_REPORT_REASON_MAX_LENGTH, REVIEW_MSG.reasonTooLong)
      .default(''),
  })
  .strict();
