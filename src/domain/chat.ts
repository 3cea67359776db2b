// Chat between a buyer and a seller about one ad: the fixed texts, the link check and the
// shapes of the chat API and of the live channel's frames. Server and web import these; the quoted
// texts are the issue's own words. The API's shapes are inferred from their schemas in api-schemas.ts
// (a type-only import: the web's bundle does not take zod's schemas in).
import type { z } from 'zod';
import type {
  chatMessageSchema,
  chatUnreadResponseSchema,
  conversationDetailSchema,
  conversationSummarySchema,
  inboxResponseSchema,
  messagesResponseSchema,
  startConversationResponseSchema,
} from './api-schemas';

/** Quick replies offered to buyers, word for word. */
export const QUICK_REPLIES = [
  'Is this still available?',
  'What is your last price?',
  'Where can I see it?',
] as const;

export const CHAT_TEXT = {
  chatWithSeller: 'Chat with seller',
  send: 'Send',
  sent: 'Sent',
  seen: 'Seen',
  buying: 'Buying',
  selling: 'Selling',
  block: 'Block',
  unblock: 'Unblock',
  report: 'Report',
  adUnavailable: 'This ad is no longer available.',
  youBlocked: 'You blocked this person. They can no longer send you messages.',
  blockedYou: 'This person is not accepting messages from you.',
  linkWarning:
    'This message contains a link. Be careful: never pay in advance or share codes sent to your phone.',
  photo: 'Photo',
} as const;

export type ChatRole = ConversationSummary['role'];

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;
export type UnreadResponse = z.infer<typeof chatUnreadResponseSchema>;
export type StartConversationResponse = z.infer<typeof startConversationResponseSchema>;

/**
 * The live channel's close code for 'no session' (decisions 141, 225): the session ended while the
 * socket was open, or there was none when it was opened. The browser does not ask again.
 */
export const LIVE_NO_SESSION_CLOSE = 4401;

/** Server → browser on the live channel. Signals only: the browser reads the data over HTTP. */
export type LiveSignal =
  | { type: 'hello' }
  | { type: 'message'; conversationId: string; messageId: string }
  | { type: 'read'; conversationId: string }
  | { type: 'conversation'; conversationId: string }
  | { type: 'sent'; ref: string; messageId: string; conversationId: string }
  | { type: 'error'; ref?: string; code: string; message: string }
  | { type: 'pong' };
