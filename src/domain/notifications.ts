// The kinds of notification the bell shows (issue 13). Other features attach theirs by adding a kind
// here and calling notify() on the server (src/server/notifications/notify.ts); the text of each kind
// is made once, below, for the page, the bell and web push alike.
import { formatPrice } from './format/price';

export const NOTIFICATION_KINDS = ['new_ads', 'price_drop', 'ad_hidden', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationText {
  title: string;
  body: string;
}

/** What a notification says, from its kind, count and stored data. */
export function notificationText(
  kind: NotificationKind,
  count: number,
  data: Record<string, string | number>,
): NotificationText {
  const str = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const num = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : 0);
  switch (kind) {
    case 'new_ads':
      return {
        title: count === 1 ? '1 new ad for your saved search' : `${count} new ads for your saved search`,
        body: str('searchName'),
      };
    case 'price_drop':
      return {
        title: 'Price dropped',
        body: `${str('title')}: now ${formatPrice(num('newPrice'))} (was ${formatPrice(num('oldPrice'))})`,
      };
    case 'ad_hidden':
      return { title: 'Your ad was hidden by moderators', body: str('title') };
    case 'message':
      return { title: str('title') || 'New message', body: str('body') };
  }
}
