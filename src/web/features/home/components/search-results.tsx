// 'Search Results (N)' for a free-text home search (docs/product.md §2, §4).
import { AdGrid, AdGridSkeleton } from '../../../components/ad-card/ad-grid';
import { CorrectedNotice } from '../../../components/search/corrected-notice';
import { toQuery } from '../../../lib/api';
import { useSearch } from '../api/use-search';
import { useTranslation } from '../../../lib/translation';
import { useMessageText } from '../../../lib/use-message-text';

export function SearchResults({
  q,
  location,
  exact,
  onClear,
  onAllPakistan,
}: {
  q: string;
  location: string;
  exact: boolean;
  onClear(): void;
  /** The same search without the city. */
  onAllPakistan(): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const search = useSearch(q, location, exact);
  const corrected = search.data?.correctedText;
  return (
    <section aria-labelledby="search-results" className="scroll-mt-24">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="search-results" className="text-xl font-extrabold tracking-tight text-ink">
            {search.data ? t('search.results', { count: search.data.total }) : t('search.searching')}
          </h2>
          <p className="text-sm text-muted">
            “{q}”{location ? ` ${t('search.inLocation', { location })}` : ''}
          </p>
          {corrected && (
            <CorrectedNotice
              correctedText={corrected}
              typed={q}
              exactHref={`/${toQuery({ q, location, exact: '1' })}`}
            />
          )}
        </div>
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('search.clear')}
        </button>
      </div>
      {search.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {messageText.error(search.error, search.error.message)}
        </p>
      ) : !search.data ? (
        <AdGridSkeleton count={4} />
      ) : search.data.items.length ? (
        <AdGrid ads={search.data.items} label={t('search.resultsList')} />
      ) : (
        <div className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-muted">
          {location ? (
            <>
              <p>{t('search.noneIn', { q, location })}</p>
              <button
                type="button"
                onClick={onAllPakistan}
                className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {t('search.everywhere')}
              </button>
            </>
          ) : (
            <p>{t('search.none', { q })}</p>
          )}
        </div>
      )}
    </section>
  );
}
