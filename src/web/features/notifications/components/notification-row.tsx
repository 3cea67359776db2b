// One notification: what happened, when, unread marked; a tap marks it read and opens what it is about.
import { useNavigate } from 'react-router';
import type { NotificationItem } from '../../../../domain/api';
import type { Sort } from '../../../../domain/fields/options';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';
import { useSearchName } from '../../../lib/use-search-name';
import { openSavedSearch, useMarkRead } from '../api/notifications';
import { type IconComponent } from '../../../components/ui/icon';
import { BanIcon } from '../../../components/ui/icons/ban';
import { BellIcon } from '../../../components/ui/icons/bell';
import { ChatIcon } from '../../../components/ui/icons/chat';
import { TagIcon } from '../../../components/ui/icons/tag';

const ICON: Record<string, IconComponent> = {
  new_ads: BellIcon,
  price_drop: TagIcon,
  ad_hidden: BanIcon,
  message: ChatIcon,
};

export function NotificationRow({ item }: { item: NotificationItem }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  // Rows of an older server have English only: they are shown as they came.
  const title = t.message(item.title, item.said?.title);
  const searchName = useSearchName();
  const body =
    item.body &&
    (item.said?.searchName
      ? searchName(item.body, item.said.searchName)
      : t.message(item.body, item.said?.body));
  const target = async (): Promise<string | null> => {
    if (item.savedSearchId) {
      const href = (await openSavedSearch(item.savedSearchId).catch(() => null))?.href;
      return href ? newestFirst(href) : null;
    }
    return item.href;
  };
  const open = async () => {
    if (!item.read) markRead.mutate(item.id);
    const href = await target();
    if (href) navigate(href);
  };
  const clickable = Boolean(item.href || item.savedSearchId);
  const Glyph = ICON[item.kind] ?? BellIcon;
  const content = (
    <>
      <Glyph size={24} className="shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className={`block text-ink ${item.read ? 'font-medium' : 'font-bold'}`}>
          {!item.read && <span className="sr-only">{t('notifications.unread')} </span>}
          {title}
        </span>
        {/* Words people wrote (a message, an ad's title, a search's name): in their own direction (decision 153). */}
        {body && (
          <span dir="auto" className="block text-sm break-words text-muted">
            {body}
          </span>
        )}
        <time dateTime={item.createdAt} className="block text-xs text-muted">
          {timeAgo(item.createdAt)}
        </time>
      </span>
      {!item.read && (
        <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-700" />
      )}
    </>
  );
  const cls = `flex w-full items-start gap-3 rounded-2xl border border-line p-4 text-start ${item.read ? 'bg-white' : 'bg-brand-50'}`;
  return (
    <li>
      {clickable ? (
        <button
          type="button"
          onClick={() => void open()}
          className={`${cls} min-h-11 hover:border-brand-600`}
        >
          {content}
        </button>
      ) : (
        <div className={cls}>{content}</div>
      )}
    </li>
  );
}

/**
 * A new-ads alert opens its search newest first, whatever order the search keeps (best match for words):
 * the ads it announces are the newest, and they come first.
 */
function newestFirst(href: string): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set('sort', 'newest' satisfies Sort);
  return `${path}?${params.toString()}`;
}
