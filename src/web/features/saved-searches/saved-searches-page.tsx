// /saved-searches (issue 13): every saved search with the number of new ads since the last visit.
import { SAVED_SEARCHES_MAX } from '../../../domain/limits';
import { SavedTabs } from '../../components/saved/saved-tabs';
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSavedSearches } from './api/saved-searches';
import { SavedSearchRow } from './components/saved-search-row';
import { EmptyCard, EmptyCardLink } from '../../components/ui/empty-card';

export function Component() {
  useDocumentTitle('Saved searches');
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Saved searches</h1>
      <RequireSignIn reason="Sign in to see your saved searches">
        <SavedTabs />
        <SavedSearches />
      </RequireSignIn>
    </section>
  );
}

function SavedSearches() {
  const query = useSavedSearches();
  if (query.isPending) {
    return (
      <div className="mt-6 space-y-3" role="status" aria-label="Loading your saved searches">
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
        message="We could not load your saved searches. Check your connection and try again."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <EmptyCard
        className="mt-6"
        icon="🔔"
        title="You have no saved searches yet."
        text="Open any listing, choose your filters and tap ‘Save search’: we will tell you when a matching ad is posted."
      >
        <EmptyCardLink to="/motors">Browse cars</EmptyCardLink>
      </EmptyCard>
    );
  }
  return (
    <>
      <p className="mt-4 text-muted">
        {items.length} of {SAVED_SEARCHES_MAX} saved searches. We tell you when new ads match them.
      </p>
      <ul className="mt-4 space-y-3" aria-label="Saved searches">
        {items.map((s) => (
          <SavedSearchRow key={s.id} search={s} />
        ))}
      </ul>
    </>
  );
}
