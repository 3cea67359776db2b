// 'Search Results (N)' for a home search (docs/product.md §2, §4): every matching ad of every
// category, counted and paged as a listing (decision 150), with the typed price as a removable chip.
import { AdGrid, AdGridSkeleton } from '../../../components/ad-card/ad-grid';
import { CorrectedNotice } from '../../../components/search/corrected-notice';
import { ActiveFilters, type ActiveFilter } from '../../../components/ui/filter-chips';
import { Pagination } from '../../../components/ui/pagination';
import { homeSearchQuery, useSearch, type HomeSearch } from '../api/use-search';
import { useFormat } from '../../../lib/use-lang';
import { useTranslation } from '../../../lib/translation';

/** The search without a chip's params, from its first page. */
const without = (keys: string[]): Partial<HomeSearch> => ({
  ...Object.fromEntries(keys.map((k) => [k, ''])),
  page: 1,
});

export function SearchResults({
  search,
  onChange,
  onClear,
}: {
  search: HomeSearch;
  /** The same search with these changed (a chip removed, all of Pakistan), from its first page. */
  onChange(next: Partial<HomeSearch>): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const results = useSearch(search);
  const { q, location, minPrice, maxPrice } = search;
  const corrected = results.data?.correctedText;
  const money = (v: string) => (/^\d+$/.test(v) ? format.roundPrice(Number(v)) : v);
  const chips: ActiveFilter[] = [];
  if (minPrice || maxPrice)
    chips.push({
      keys: ['minPrice', 'maxPrice'],
      label:
        minPrice && maxPrice
          ? `${money(minPrice)} – ${money(maxPrice)}`
          : maxPrice
            ? t('chips.under', { price: money(maxPrice) })
            : t('chips.above', { price: money(minPrice) }),
    });
  const count = results.data
    ? `${format.number(results.data.total)}${results.data.totalIsCapped ? '+' : ''}`
    : undefined;
  // What was searched, in the words of the empty state: the text, else the price chip.
  const asked = q || chips[0]?.label || '';
  return (
    <section aria-labelledby="search-results" className="scroll-mt-24">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="search-results" className="text-xl font-extrabold tracking-tight text-ink">
            {count !== undefined ? t('search.results', { count }) : t('search.searching')}
          </h2>
          <p className="text-sm text-muted">
            {q ? `“${q}”` : ''}
            {location ? `${q ? ' ' : ''}${t('search.inLocation', { location })}` : ''}
          </p>
          {corrected && (
            <CorrectedNotice
              correctedText={corrected}
              typed={q}
              exactHref={`/${homeSearchQuery({ ...search, page: 1, exact: true })}`}
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
      {chips.length > 0 && (
        <div className="mb-4">
          <ActiveFilters
            filters={chips}
            onRemove={(keys) => onChange(without(keys))}
            hrefWithout={(keys) => `/${homeSearchQuery({ ...search, ...without(keys) })}`}
          />
        </div>
      )}
      {results.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t.error(results.error, results.error.message)}
        </p>
      ) : !results.data ? (
        <AdGridSkeleton count={4} />
      ) : results.data.items.length ? (
        <>
          <AdGrid ads={results.data.items} label={t('search.resultsList')} />
          <Pagination
            page={results.data.page}
            pageCount={results.data.pageCount}
            hrefFor={(page) => `/${homeSearchQuery({ ...search, page })}`}
          />
        </>
      ) : (
        <div className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-muted">
          {location ? (
            <>
              <p>{t('search.noneIn', { q: asked, location })}</p>
              <button
                type="button"
                onClick={() => onChange({ location: '', page: 1 })}
                className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {t('search.everywhere')}
              </button>
            </>
          ) : (
            <p>{t('search.none', { q: asked })}</p>
          )}
        </div>
      )}
    </section>
  );
}
