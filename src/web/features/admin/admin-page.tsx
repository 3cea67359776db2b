// /admin: ads with open reports, most reported first, with their reasons; price anomalies
// too. Each opens the ad's moderation page. Below them, the reported chats.
import { Link } from 'react-router';
import { STATUS_BADGES } from '../../../domain/ad-status';
import { formatPrice } from '../../../domain/format';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { enAdmin } from '../../i18n/en-admin';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useModerationQueue } from './api/moderation';
import { ReportedConversations } from './components/reported-conversations';
import { BanReviews } from './components/ban-reviews';
import { ReportedReviews } from './components/reported-reviews';
import { PhotoMatches } from './components/photo-matches';

export function Component() {
  useEnglishSection('admin', enAdmin);
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const query = useModerationQueue();
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('admin.title')}</h1>
      <p className="mt-1 text-muted">{t('admin.intro')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-6 flex flex-col gap-3">
          <p role="status" className="sr-only">
            {t('admin.loading')}
          </p>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          className="mt-6 rounded-2xl border border-line bg-white p-8 text-center"
          message={t('admin.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-line bg-white p-8 text-center text-muted">
          {t('admin.nothing')}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {query.data.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/admin/ads/${item.id}`}
                className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 hover:shadow-md sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p dir="auto" className="truncate font-semibold text-ink">
                    {item.title}
                  </p>
                  <p className="text-sm text-muted">
                    {formatPrice(item.price)} · {item.seller.name} · {t(STATUS_BADGES[item.status])}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('admin.reasons')}>
                    {item.priceAnomaly && (
                      <li className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                        {t('admin.priceAnomaly')}
                      </li>
                    )}
                    {item.reasons.map((r) => (
                      <li key={r.reason} className="rounded-full bg-canvas px-2 py-0.5 text-xs text-ink">
                        {t(r.label)} ({r.count})
                      </li>
                    ))}
                  </ul>
                </div>
                <p className="shrink-0 text-sm font-bold text-red-800">
                  {t('admin.reports', { count: item.openReports })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.data && <ReportedConversations conversations={query.data.conversations} />}
      {query.data && <ReportedReviews reviews={query.data.userReviews} />}
      {query.data && <PhotoMatches matches={query.data.photoMatches} />}
      {query.data && <BanReviews reviews={query.data.reviews} />}
    </section>
  );
}
