import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Tablets and Land and Plots exist only as titled pages (SPEC §1). */
export function StubPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-muted">Ads for this section are coming soon.</p>
      <Link to="/" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Browse all categories
      </Link>
    </section>
  );
}
