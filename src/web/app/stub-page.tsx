import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslation } from '../lib/translation';

/** Tablets and Land and Plots exist only as titled pages (docs/product.md §1). */
export function StubPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(title));
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      <p className="mt-3 text-muted">{t('stub.text')}</p>
      <Link to="/" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t('stub.browse')}
      </Link>
    </section>
  );
}
