// The list part of a listing: skeletons first, then cards, the empty state, the server's message for a
// bad filter, or 'could not load' with a retry when no answer came (never a blank page).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListingResponse } from '../../../../domain/api';
import type { Category } from '../../../../domain/categories';
import { PAGE_SIZE } from '../../../../domain/limits';
import { AdGrid, AdGridSkeleton } from '../../../components/ad-card/ad-grid';
import { ApiRequestError } from '../../../lib/api/client';
import { EmptyState } from './empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { useTranslation } from '../../../lib/translation';

export function ListingResults({
  category,
  listing,
  hrefFor,
  allPakistanHref,
}: {
  category: Category;
  listing: UseQueryResult<ListingResponse>;
  hrefFor(page: number): string;
  /** With a city chosen: the same filters in all of Pakistan. */
  allPakistanHref?: string;
}) {
  const { t } = useTranslation();
  if (listing.isError && !(listing.error instanceof ApiRequestError)) {
    // No answer at all (offline, a dropped connection): nothing was wrong with the filters.
    return (
      <LoadError
        message={t('routeError.text')}
        onRetry={() => void listing.refetch()}
        className="py-10 text-center"
      />
    );
  }
  if (listing.isError) {
    const error = listing.error;
    const fields =
      error instanceof ApiRequestError && error.fields
        ? Object.entries(error.fields).map(([name, text]) => t.message(text, error.codes.fields?.[name]))
        : [];
    const messages = fields.length ? fields : [t.error(error, error.message)];
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">{t('listing.filtersFailed')}</p>
        <ul className="mt-1 list-disc ps-5">
          {[...new Set(messages)].map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (listing.isPending) return <AdGridSkeleton count={8} />;
  const { items, page, pageCount } = listing.data;
  if (!items.length)
    return (
      <EmptyState
        text={t(category.emptyText)}
        clearTo={category.listingPath}
        allPakistanTo={allPakistanHref}
      />
    );
  return (
    <div
      aria-busy={listing.isPlaceholderData}
      className={listing.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
    >
      <AdGrid ads={items} label={t(category.heading)} eagerCount={page === 1 ? 4 : 0} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      {pageCount > 1 && (
        <p className="mt-2 text-center text-xs text-muted">
          {t('listing.pageOf', { page, count: pageCount, size: PAGE_SIZE })}
        </p>
      )}
    </div>
  );
}
