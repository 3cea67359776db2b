// One conversation in the inbox: ad photo, title and price, the other person, the last message, its
// time and the unread count.
import { Link } from 'react-router';
import { CHAT_TEXT, type ConversationSummary } from '../../../../domain/chat';
import { formatPrice } from '../../../../domain/format';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';
import { AdThumb } from './ad-thumb';
import { withIsolated } from '../../../lib/bidi';

export function InboxRow({ item }: { item: ConversationSummary }) {
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  const last = item.lastMessage;
  const text = last ? (last.photo && !last.body ? t(CHAT_TEXT.photo) : last.body) : '';
  // The person's words end in an ellipsis at their own end, in either direction (decision 153).
  const preview = withIsolated(
    (mark) => (last?.mine ? t('chat.youWrote', { text: mark }) : mark),
    text,
    'min-w-0 truncate',
  );
  return (
    <li>
      <Link
        to={`/chat/${item.id}`}
        className="flex min-h-16 items-center gap-3 rounded-xl px-3 py-3 hover:bg-canvas focus-visible:bg-canvas"
      >
        <AdThumb cover={item.ad.cover} size={56} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span dir="auto" className="truncate font-semibold text-ink">
              {item.other.name}
            </span>
            <time dateTime={item.updatedAt} className="shrink-0 text-xs text-muted">
              {timeAgo(item.updatedAt)}
            </time>
          </span>
          <span className="flex gap-1 text-sm text-ink">
            <span dir="auto" className="truncate">
              {item.ad.title}
            </span>
            {item.ad.price > 0 && <span className="shrink-0 font-bold">· {formatPrice(item.ad.price)}</span>}
          </span>
          {!item.ad.available && (
            <span className="block text-sm text-muted">{t(CHAT_TEXT.adUnavailable)}</span>
          )}
          <span className="flex items-center justify-between gap-2">
            <span
              className={`flex min-w-0 text-sm ${item.unread > 0 ? 'font-semibold text-ink' : 'text-muted'}`}
            >
              {preview}
            </span>
            {item.unread > 0 && (
              <span className="grid min-w-6 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-xs leading-6 font-bold text-white">
                {item.unread}
                <span className="sr-only"> {t('chat.unread')}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
