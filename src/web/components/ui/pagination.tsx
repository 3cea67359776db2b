// Page links driven by the URL (?page=N), so every page can be shared and the back button works.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';

function pageWindow(page: number, count: number): (number | '…')[] {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | '…')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('…');
    out.push(p);
  });
  return out;
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = 'grid min-h-11 min-w-11 place-items-center rounded-lg px-3 text-sm font-semibold';
  return (
    <nav
      aria-label={t('listing.pagination')}
      className="mt-8 flex flex-wrap items-center justify-center gap-1"
    >
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={`${link} text-brand-700 hover:bg-brand-50`} rel="prev">
          {t('listing.previous')}
        </Link>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === '…' ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${link} bg-brand-700 text-white`}>
            <span className="sr-only">{t('listing.page')} </span>
            {p}
          </span>
        ) : (
          <Link key={p} to={hrefFor(p)} className={`${link} text-ink hover:bg-canvas`}>
            <span className="sr-only">{t('listing.page')} </span>
            {p}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={`${link} text-brand-700 hover:bg-brand-50`} rel="next">
          {t('listing.next')}
        </Link>
      )}
    </nav>
  );
}
