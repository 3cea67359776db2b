// What a suspended person writes when asking for their ban to be looked at again (decision 189).
import { z } from 'zod';
import { BAN_REVIEW_MAX_LENGTH } from '../limits';
import { say } from '../messages';
import { plainString } from './text';

export const banReviewInputSchema = z
  .object({
    // Missing is the same as blank: one message that says what to write.
    text: z.preprocess(
      (v) => v ?? '',
      plainString({ multiline: true })
        .trim()
        .min(1, say('suspension.reviewRequired'))
        .max(BAN_REVIEW_MAX_LENGTH, say('suspension.reviewTooLong')),
    ),
  })
  .strict();
