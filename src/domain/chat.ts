// Chat between a buyer and a seller about one ad: the fixed texts, the link check and the
// shapes of the chat API and of the live channel's frames. Server and web import these; the quoted
// texts are the issue's own words.

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

export type ChatRole = 'buying' | 'selling';

export interface ChatAd {
  /** null once the ad is deleted. */
  id: string | null;
  /** The detail page, null once the ad is deleted. */
  path: string | null;
  title: string;
  price: number;
  cover: string | null;
  /** False when the ad is sold, expired, hidden or deleted: the conversation says so. */
  available: boolean;
}

export interface ChatMessage {
  id: string;
  /** True when the signed-in person wrote it. */
  mine: boolean;
  body: string;
  /** Image id of a photo message (see domain/media.ts imageUrl), or null. */
  image: { id: string; width: number; height: number } | null;
  /** Shown to the receiver only. */
  linkWarning: boolean;
  createdAt: string;
  /** When the receiver has read it, or null ('Sent'). */
  readAt: string | null;
}

export interface ConversationSummary {
  id: string;
  role: ChatRole;
  ad: ChatAd;
  other: { name: string };
  lastMessage: { body: string; mine: boolean; photo: boolean; createdAt: string } | null;
  unread: number;
  updatedAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  /** Who blocked whom between the two people, if anyone. */
  blocked: 'by-me' | 'by-other' | null;
  reportedByMe: boolean;
  /** Only set when a moderator reads a reported conversation that is not theirs. */
  moderatorView: boolean;
}

export interface InboxResponse {
  items: ConversationSummary[];
}

export interface MessagesResponse {
  items: ChatMessage[];
  /** Pass as `before` to load older messages; null when there are none. */
  nextBefore: string | null;
}

export interface UnreadResponse {
  total: number;
}

export interface StartConversationResponse {
  id: string;
}

/** Server → browser on the live channel. Signals only: the browser reads the data over HTTP. */
export type LiveSignal =
  | { type: 'hello' }
  | { type: 'message'; conversationId: string; messageId: string }
  | { type: 'read'; conversationId: string }
  | { type: 'conversation'; conversationId: string }
  | { type: 'sent'; ref: string; messageId: string; conversationId: string }
  | { type: 'error'; ref?: string; code: string; message: string }
  | { type: 'pong' };
