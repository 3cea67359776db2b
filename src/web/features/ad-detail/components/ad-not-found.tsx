import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/translation';

/** An unknown section, an unknown id or a removed ad (docs/product.md §8 "Screens"). */
export function AdNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('ad.notFoundTitle'));
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="mx-auto text-brand-600">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 className="mt-4 text-2xl font-extrabold">{t('ad.notFound')}</h1>
      <p className="mt-2 text-muted">{t('ad.notFoundText')}</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('ad.browseNewest')}
      </Link>
    </section>
  );
}
