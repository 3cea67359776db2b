import { Link } from 'react-router';

/** No ads: the category's own words and the way out (SPEC §2). */
export function EmptyState({ text, clearTo }: { text: string; clearTo: string }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="mx-auto text-brand-600">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="mt-3 text-lg font-semibold text-ink">{text}</p>
      <p className="mt-1 text-sm text-muted">Try fewer filters, another city or a wider price range.</p>
      <Link
        to={clearTo}
        className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Clear filters and try again
      </Link>
    </div>
  );
}
