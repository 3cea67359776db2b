// Chat input: one schema per request, used by the conversation form and by the routes and
// the live channel alike.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REPORT_REASON_MAX_LENGTH } from '../limits';
import { isUuid } from '../ids';
import { say } from '../messages';
import { plainString } from './text';

export const CHAT_MSG = {
  empty: say('chat.empty'),
  tooLong: say('chat.tooLong'),
  badId: say('chat.badId'),
  badFrame: say('chat.badFrame'),
  notFound: say('chat.notFound'),
  ownAd: say('chat.ownAd'),
  adMissing: say('ad.notFound'),
  blocked: say('chat.blocked'),
  perMinute: say('chat.perMinute'),
  perDay: say('chat.perDay'),
  photoUnavailable: say('chat.photoUnavailable'),
  reasonTooLong: say('chat.reasonTooLong'),
} as const;

const uuid = plainString().refine(isUuid, CHAT_MSG.badId);

export const messageInputSchema = z
  .object({
    body: plainString({ multiline: true }).trim().max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MSG.tooLong).default(''),
    imageId: plainString().refine(isUuid, CHAT_MSG.photoUnavailable).optional(),
  })
  .strict()
  .refine((m) => m.body !== '' || m.imageId, { message: CHAT_MSG.empty, path: ['body'] });

export type MessageInput = z.output<typeof messageInputSchema>;

export const startConversationSchema = z
  .object({ adId: plainString().refine(isUuid, CHAT_MSG.adMissing) })
  .strict();

export const reportConversationSchema = z
  .object({
    reason: plainString({ multiline: true })
      .trim()
      .max(CHAT_REPORT_REASON_MAX_LENGTH, CHAT_MSG.reasonTooLong)
      .default(''),
  })
  .strict();

/** Browser → server on the live channel. */
export const liveFrameSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('send'),
      ref: plainString().max(64),
      conversationId: uuid,
      body: plainString({ multiline: true }).optional(),
      imageId: plainString().optional(),
    })
    .strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
