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
  const data = { ...row.data, ...(row.search_name ? { searchName: row.search_name } : {}) };
  const text = notificationText(row.kind, Number(row.count), data);
  const wording = notificationWording(row.kind, Number(row.count), data);
  const searchName = row.kind === 'new_ads' ? suggestedNameParts(row.search_name, row.search_params) : undefined;
  const adHref = row.ad_id && isCategoryKey(row.ad_category) ? adPath(row.ad_category, row.ad_id) : null;
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
    savedSearchId: row.saved_search_id,
    read: row.read_at != null,
    createdAt: isoTime(row.created_at),
  };
}
