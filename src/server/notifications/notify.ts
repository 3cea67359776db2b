// The one way to tell a person something. Other features attach here: moderation when it
// hides an ad (kind 'ad_hidden', adId, data.title), chat for unread messages (kind 'message'). Call it
// inside the transaction that makes the change, so the notification exists exactly when the change
// does; web push, where configured, picks it up afterwards (push/sender.ts).
import type { NotificationKind } from '../../domain/notifications';
import type { Tx } from '../db/tx';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** The ad it is about, if any: the notification links to it. */
  adId?: string;
  /** What the text needs (domain/notifications.ts notificationText), e.g. { title }. */
  data?: Record<string, string | number>;
}

export async function notify(db: Db | Tx, input: NotifyInput): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, kind: input.kind, adId: input.adId ?? null, data: input.data ?? {} })
    .returning({ id: notifications.id });
  return row!.id;
}
