import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';

/**
 * No ads: the category's own words and the way out (docs/product.md §2); in one city, first the same search in
 * all of Pakistan.
 */
export function EmptyState({
  text,
  clearTo,
  allPakistanTo,
}: {
  text: string;
  clearTo: string;
  allPakistanTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="mx-auto text-brand-600">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="mt-3 text-lg font-semibold text-ink">{text}</p>
      <p className="mt-1 text-sm text-muted">{t('listing.emptyHint')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {allPakistanTo && (
          <Link
            to={allPakistanTo}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('search.everywhere')}
          </Link>
        )}
        <Link
          to={clearTo}
          className={
            allPakistanTo
              ? 'inline-flex min-h-11 items-center rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas'
              : 'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'
          }
        >
          {t('listing.clearAndRetry')}
        </Link>
      </div>
    </div>
  );
}
