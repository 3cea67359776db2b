// Chat input: one schema per request, used by the conversation form and by the routes and
// the live channel alike.
import { z } from 'zod';
import {
  CHAT_CONVERSATIONS_PER_DAY,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPORT_REASON_MAX_LENGTH,
} from '../limits';
import { isUuid } from '../ids';
import { plainString } from './text';

export const CHAT_MSG = {
  empty: 'Write a message or add a photo.',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  badId: 'That conversation does not exist.',
  badFrame: 'That message could not be read. Please try again.',
  notFound: 'Conversation not found.',
  ownAd: 'This is your own ad: buyers will message you here.',
  adMissing: 'Ad not found.',
  blocked: 'You cannot send messages in this conversation.',
  perMinute: 'You are sending messages too fast. Please wait a minute and try again.',
  perDay: `You have started ${CHAT_CONVERSATIONS_PER_DAY} conversations today. Please try again tomorrow.`,
  photoUnavailable: 'That photo is no longer available. Please upload it again.',
  reasonTooLong: `Please describe the problem in at most ${CHAT_REPORT_REASON_MAX_LENGTH} characters.`,
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

export type LiveFrame = z.infer<typeof liveFrameSchema>;
