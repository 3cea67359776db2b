// /saved-searches: every saved search with the number of new ads since the last visit.
import { SAVED_SEARCHES_MAX } from '../../../domain/limits';
import { SavedTabs } from '../../components/saved/saved-tabs';
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSavedSearches } from './api/saved-searches';
import { SavedSearchRow } from './components/saved-search-row';
import { EmptyCard, EmptyCardLink } from '../../components/ui/empty-card';
import { BellIcon } from '../../components/ui/icons/bell';
import { useTranslation } from '../../lib/translation';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.savedSearches'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {t('account.savedSearches')}
      </h1>
      <RequireSignIn reason={t('savedSearches.signIn')}>
        <SavedTabs />
        <SavedSearches />
      </RequireSignIn>
    </section>
  );
}

function SavedSearches() {
  const { t } = useTranslation();
  const query = useSavedSearches();
  if (query.isPending) {
    return (
      <div className="mt-6 space-y-3" role="status" aria-label={t('savedSearches.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        className="mt-6 rounded-2xl border border-line bg-white p-8 text-center"
        message={t('savedSearches.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <EmptyCard
        className="mt-6"
        icon={BellIcon}
        title={t('savedSearches.emptyTitle')}
        text={t('savedSearches.emptyText')}
      >
        <EmptyCardLink to="/motors">{t('savedSearches.browseCars')}</EmptyCardLink>
      </EmptyCard>
    );
  }
  return (
    <>
      <p className="mt-4 text-muted">
        {t('savedSearches.howMany', { count: items.length, max: SAVED_SEARCHES_MAX })}
      </p>
      <ul className="mt-4 space-y-3" aria-label={t('savedSearches.list')}>
        {items.map((s) => (
          <SavedSearchRow key={s.id} search={s} />
        ))}
      </ul>
    </>
  );
}
