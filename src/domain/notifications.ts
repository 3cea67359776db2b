// The kinds of notification the bell shows. Other features attach theirs by adding a kind
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
      // The moderators' reason is stored with the notification (older ones have none).
      return {
        title: 'Your ad was hidden by moderators',
        body: str('reason') ? `${str('title')}. Reason: ${str('reason')}` : str('title'),
      };
    case 'message':
      return { title: str('title') || 'New message', body: str('body') };
  }
}

/** What every push about a chat message says, whoever wrote it and whatever it says. */
export const PUSH_MESSAGE_TITLE = 'New message on B/S';

/**
 * A push carries only this and a link (decision 145): a lock screen, or a phone another person now
 * holds, shows no message text, ad title, price or search name. The page behind the link fetches the
 * rest once its person is signed in.
 */
export const PUSH_TITLES: Readonly<Record<NotificationKind, string>> = {
  message: PUSH_MESSAGE_TITLE,
  new_ads: 'New ads for your saved search on B/S',
  price_drop: 'A price dropped on B/S',
  ad_hidden: 'News about your ad on B/S',
};
