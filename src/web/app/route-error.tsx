import { Link, useRouteError } from 'react-router';
import { useTranslation } from '../lib/translation';

/** Shown when a page fails to load (e.g. a lost connection while fetching its code). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn(error);
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.heading')}</h1>
      <p className="mt-2 text-muted">{t('routeError.text')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white"
        >
          {t('routeError.retry')}
        </button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg border border-line px-5 font-semibold"
        >
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
