// The bell in the top bar (issue 13): a link to /notifications with the unread count, signed in only.
import { Link } from 'react-router';
import { NOTIFICATIONS_UNREAD_CAP } from '../../../domain/limits';
import { useSession } from '../../lib/session';
import { useUnreadCount } from './use-unread-count';
import { useTranslation } from '../../lib/translation';

export function Bell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const unread = useUnreadCount(!!user).data?.unread ?? 0;
  if (!user) return null;
  const shown = unread > NOTIFICATIONS_UNREAD_CAP ? `${NOTIFICATIONS_UNREAD_CAP}+` : String(unread);
  const label = unread === 0 ? t('topBar.notifications') : t('topBar.notificationsUnread', { count: shown });
  return (
    <Link
      to="/notifications"
      aria-label={label}
      className="relative grid h-11 w-11 place-items-center rounded-full text-ink hover:bg-canvas"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
