// Unread messages older than two minutes become notifications. Every copy runs the
// timer; claimJobRun lets one copy per period do the work, and takeUnreadToNotify marks each message
// notified_at in the same statement that returns it, so a message is handed on exactly once.
// Who receives it is a function given at construction: by default a notification in the bell
// (the notifications' notify(), which web push picks up where it is configured).
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_NOTIFY_EVERY_MS, CHAT_UNREAD_NOTIFY_AFTER_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { claimJobRun } from '../jobs/claim-run';
import { isoTime } from '../db/tx';
import { notify } from '../notifications/notify';
import { takeUnreadToNotify } from './chat-repository';

export const UNREAD_JOB = 'chat-unread-notify';

export interface UnreadNotice {
  messageId: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  body: string;
  createdAt: string;
}

export type NotifyUnread = (notice: UnreadNotice) => Promise<void> | void;

/** One run: claims the period, then hands each newly due message to `notify`. Returns how many. */
export async function runUnreadNotifier(db: Db, notify: NotifyUnread, now = new Date()): Promise<number> {
  // Claimed a little short of the period, so timer drift never skips a run.
  if (!(await claimJobRun(db, UNREAD_JOB, CHAT_NOTIFY_EVERY_MS - 1000, now))) return 0;
  const due = await takeUnreadToNotify(db, new Date(now.getTime() - CHAT_UNREAD_NOTIFY_AFTER_MS));
  for (const row of due) {
    await notify({
      messageId: row.id,
      conversationId: row.conversationId,
      senderId: row.senderId,
      recipientId: row.recipientId,
      body: row.body,
      createdAt: isoTime(row.createdAt),
    });
  }
  return due.length;
}

export function startUnreadNotifier(db: Db, log: FastifyBaseLogger, notify: NotifyUnread): () => void {
  const timer = setInterval(() => {
    runUnreadNotifier(db, notify).catch((err: unknown) => log.warn({ err }, 'unread chat notifier failed'));
  }, CHAT_NOTIFY_EVERY_MS).unref();
  return () => clearInterval(timer);
}

/** The bell (and web push): 'New message', what it says, and a link to the conversation. */
export function notifyInBell(db: Db): NotifyUnread {
  return async (notice) => {
    await notify(db, {
      userId: notice.recipientId,
      kind: 'message',
      data: { title: 'New message', body: notice.body.slice(0, 140), href: `/chat/${notice.conversationId}` },
    });
  };
}
