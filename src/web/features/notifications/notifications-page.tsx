// /notifications: new ads for saved searches (grouped per search), price drops of saved
// ads, and whatever other features send (a hidden ad, a message), newest first.
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMarkRead, useNotifications } from './api/notifications';
import { NotificationRow } from './components/notification-row';
import { EmptyCard, EmptyCardLink } from '../../components/ui/empty-card';
import { BellIcon } from '../../components/ui/icons/bell';
import { useTranslation } from '../../lib/translation';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('topBar.notifications'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <RequireSignIn reason={t('notifications.signIn')}>
        <Notifications />
      </RequireSignIn>
    </section>
  );
}

function Notifications() {
  const { t } = useTranslation();
  const query = useNotifications();
  const markRead = useMarkRead();
  const unread = query.data?.unread ?? 0;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {t('topBar.notifications')}
        </h1>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate('all')}
            className="min-h-11 rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      {query.isPending ? (
        <div className="mt-6 space-y-3" role="status" aria-label={t('notifications.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          className="mt-6 rounded-2xl border border-line bg-white p-8 text-center"
          message={t('notifications.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyCard
          className="mt-6"
          icon={BellIcon}
          title={t('notifications.emptyTitle')}
          text={t('notifications.emptyText')}
        >
          <EmptyCardLink to="/saved-searches">{t('notifications.yourSearches')}</EmptyCardLink>
        </EmptyCard>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t('notifications.list')}>
          {query.data.items.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
