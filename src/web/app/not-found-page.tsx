import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslation } from '../lib/translation';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 className="mt-3 text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-2 text-muted">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
