// The top bar's chat link, an icon with the total unread badge. It also keeps the live
// channel open while someone is signed in, so the badge and any open conversation stay current.
import { Link } from 'react-router';
import { useChatLive } from '../../lib/chat-live';
import { useSession } from '../../lib/session';
import { useUnreadTotal } from '../../lib/api/chat';
import { ChatIcon } from '../../components/ui/icons/chat';
import { useTranslation } from '../../lib/translation';

export function ChatLink() {
  const { t } = useTranslation();
  const { user } = useSession();
  useChatLive(Boolean(user));
  const unread = useUnreadTotal(Boolean(user));
  if (!user) return null;
  const label = unread > 0 ? t('topBar.chatsUnread', { count: unread }) : t('topBar.chats');
  return (
    <Link
      to="/chat"
      aria-label={label}
      title={t('topBar.chats')}
      className="relative grid h-11 w-11 place-items-center rounded-lg text-ink hover:bg-canvas"
    >
      <ChatIcon size={24} />
      {unread > 0 && (
        <span
          data-testid="chat-unread-badge"
          aria-hidden="true"
          className="absolute top-0.5 end-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
