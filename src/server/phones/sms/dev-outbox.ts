// The development outbox (docs/architecture.md §6 "SMS codes"): where no SMS provider is configured,
// outside production, a message is written to the server log and kept in memory for the page
// /dev/outbox, the way the development sign-in stands in for Google. It lives in one process, as the
// development issuer's codes do (config.ts keeps such a server at one worker).
import type { FastifyBaseLogger } from 'fastify';
import { DEV_OUTBOX_SHOWN } from '../../../domain/limits';
import type { SmsMessage, SmsSender } from './sender';

export interface OutboxEntry extends SmsMessage {
  sentAt: Date;
}

export interface DevOutbox extends SmsSender {
  /** The latest message to each number, newest first. */
  latest(): OutboxEntry[];
}

export function devOutbox(log: FastifyBaseLogger): DevOutbox {
  // One entry per number: a new message replaces the older one, so the page shows what counts now.
  const byNumber = new Map<string, OutboxEntry>();
  return {
    kind: 'outbox',
    async send(message) {
      byNumber.delete(message.to);
      byNumber.set(message.to, { ...message, sentAt: new Date() });
      while (byNumber.size > DEV_OUTBOX_SHOWN) byNumber.delete(byNumber.keys().next().value!);
      log.info({ to: message.to }, `Development outbox: SMS to ${message.to}: ${message.text}`);
    },
    latest: () => [...byNumber.values()].reverse(),
  };
}
