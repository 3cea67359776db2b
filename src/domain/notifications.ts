// The kinds of notification the bell shows. Other features attach theirs by adding a kind
// here and calling notify() on the server (src/server/notifications/notify.ts); what each kind says
// is made once, below, as codes of the message table (src/domain/messages.ts) with their values, so
// the page words it in its reader's language and a push in the language its person chose (decisions
// 154 and 155). The English text goes beside the codes, for anything that reads it.
import { formatPrice } from './format/price';
import type { Lang } from './lang';
import { englishText, MESSAGES, type Message, type MessageCode } from './messages';
import { UR_MESSAGES } from './messages-ur';

export const NOTIFICATION_KINDS = ['new_ads', 'price_drop', 'ad_hidden', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationText {
  title: string;
  body: string;
}

/**
 * What a notification says, as message codes: its title always, its body when the body is one of
 * ours. A body in a person's own words (a search's name, an ad's title, a chat message) is `text`.
 */
export interface NotificationWording {
  title: Message;
  body: { message: Message } | { text: string };
}

/** What a notification says, from its kind, count and stored data. */
export function notificationWording(
  kind: NotificationKind,
  count: number,
  data: Record<string, string | number>,
): NotificationWording {
  const str = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const num = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : 0);
  switch (kind) {
    case 'new_ads':
      return {
        title:
          count === 1 ? { code: 'notification.newAd' } : { code: 'notification.newAds', values: { count } },
        body: { text: str('searchName') },
      };
    case 'price_drop':
      return {
        title: { code: 'notification.priceDropped' },
        body: {
          message: {
            code: 'notification.priceDropBody',
            values: {
              title: str('title'),
              newPrice: formatPrice(num('newPrice')),
              oldPrice: formatPrice(num('oldPrice')),
            },
          },
        },
      };
    case 'ad_hidden':
      // The moderators' reason is stored with the notification (older ones have none).
      return {
        title: { code: 'notification.adHidden' },
        body: str('reason')
          ? {
              message: {
                code: 'notification.adHiddenReason',
                values: { title: str('title'), reason: str('reason') },
              },
            }
          : { text: str('title') },
      };
    case 'message':
      // Rows stored the title 'New message' in English; every message notification has that title.
      return { title: { code: 'notification.newMessage' }, body: { text: str('body') } };
  }
}

/** The English of a notification: what the bell showed before it had codes, and what older pages read. */
export function notificationText(
  kind: NotificationKind,
  count: number,
  data: Record<string, string | number>,
): NotificationText {
  const { title, body } = notificationWording(kind, count, data);
  return { title: englishText(title), body: 'text' in body ? body.text : englishText(body.message) };
}

/**
 * A push carries only a fixed title and a link (decision 145): a lock screen, or a phone another
 * person now holds, shows no message text, ad title, price or search name. The page behind the link
 * fetches the rest once its person is signed in.
 */
const PUSH_TITLE_CODES: Readonly<Record<NotificationKind, MessageCode>> = {
  message: 'push.title.message',
  new_ads: 'push.title.newAds',
  price_drop: 'push.title.priceDrop',
  ad_hidden: 'push.title.adHidden',
};

/** The push title of a kind in a language (decision 155: the language of the device that turned push on). */
export function pushTitle(kind: NotificationKind, lang: Lang = 'en'): string {
  const code = PUSH_TITLE_CODES[kind];
  return lang === 'ur' ? UR_MESSAGES[code] : MESSAGES[code];
}

/** What every push about a chat message says in English, whoever wrote it and whatever it says. */
export const PUSH_MESSAGE_TITLE = pushTitle('message');

/** The English push titles. */
export const PUSH_TITLES: Readonly<Record<NotificationKind, string>> = {
  message: PUSH_MESSAGE_TITLE,
  new_ads: pushTitle('new_ads'),
  price_drop: pushTitle('price_drop'),
  ad_hidden: pushTitle('ad_hidden'),
};
