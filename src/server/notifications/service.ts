// Rows → what the page shows: the text of each kind (domain/notifications.ts) and where a tap goes.
import type { NotificationItem } from '../../domain/api';
import { adPath, isCategoryKey } from '../../domain/categories';
import {
  NOTIFICATION_KINDS,
  notificationText,
  notificationWording,
  type NotificationKind,
} from '../../domain/notifications';
import { isoTime } from '../db/tx';
import { suggestedNameParts } from '../saved-searches/service';
import type { NotificationRow } from './repository';

const isKind = (k: string): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k);

export function toNotificationItem(row: NotificationRow): NotificationItem | undefined {
  if (!isKind(row.kind)) return undefined;
  const data = { ...row.data, ...(row.searchName ? { searchName: row.searchName } : {}) };
  const text = notificationText(row.kind, Number(row.count), data);
  const wording = notificationWording(row.kind, Number(row.count), data);
  const searchName =
    row.kind === 'new_ads' ? suggestedNameParts(row.searchName, row.searchParams) : undefined;
  const adHref = row.adId && isCategoryKey(row.adCategory) ? adPath(row.adCategory, row.adId) : null;
  const link = typeof row.data.href === 'string' ? row.data.href : null;
  return {
    id: row.id,
    kind: row.kind,
    ...text,
    said: {
      title: wording.title,
      ...('message' in wording.body ? { body: wording.body.message } : {}),
      ...(searchName ? { searchName } : {}),
    },
    href: adHref ?? link,
    savedSearchId: row.savedSearchId,
    read: row.readAt != null,
    createdAt: isoTime(row.createdAt),
  };
}
