// The one way an SMS leaves B/S (decision 186): a small interface with two backends, chosen by the
// configuration in choose-sender.ts. Phone verification is its only caller today.
export interface SmsMessage {
  /** 03xx-xxxxxxx */
  to: string;
  text: string;
}

export interface SmsSender {
  /** 'http': a real SMS provider; 'outbox': the development outbox (never in production). */
  readonly kind: 'http' | 'outbox';
  /** Resolves once the provider has taken the message; rejects with SmsSendError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** The message did not go out: the provider refused it, failed, or did not answer in time. */
export class SmsSendError extends Error {}
