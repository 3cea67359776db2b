// The bell in the top bar: a link to /notifications with the unread count, signed in only.
import { Link } from 'react-router';
import { NOTIFICATIONS_UNREAD_CAP } from '../../../domain/limits';
import { useSession } from '../../lib/session';
import { useUnreadCount } from '../../lib/api/notifications';
import { useTranslation } from '../../lib/translation';
import { BellIcon } from '../ui/icons/bell';

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
      <BellIcon size={22} />
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
