// /admin/ads/:id: one ad with its reports and the reporters' notes, the seller's other ads
// and reports, the actions, and the audit log of who did what, when and why.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { STATUS_BADGES } from '../../../domain/ad-status';
import { adPath } from '../../../domain/categories';
import { formatPrice } from '../../../domain/format';
import { INTL_LOCALES } from '../../../domain/lang';
import type { ModerationReport } from '../../../domain/moderation-api';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { enAdmin } from '../../i18n/en-admin';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-lang';
import { ActionBar } from './components/action-bar';
import { isModerationAction, useModerationAd } from './api/moderation';
import { withIsolated } from '../../lib/bidi';

const REPORT_STATUS = {
  open: 'admin.reportOpen',
  dismissed: 'admin.reportDismissed',
  actioned: 'admin.reportActioned',
} as const satisfies Record<ModerationReport['status'], string>;

export function Component() {
  useEnglishSection('admin', enAdmin);
  const { t } = useTranslation();
  const { lang, timeAgo } = useFormat();
  useDocumentTitle(t('admin.title'));
  const actionLabel = (action: string) => (isModerationAction(action) ? t(`admin.${action}`) : action);
  const { id = '' } = useParams();
  const query = useModerationAd(id);
  const [reason, setReason] = useState('');
  if (query.isPending)
    return (
      <div aria-busy="true" className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-8">
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        className="mx-auto mt-8 max-w-5xl rounded-2xl border border-line bg-white p-8 text-center"
        message={t('admin.adFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  const { ad, seller, reports, sellerAds, log } = query.data;
  const card = 'rounded-2xl border border-line bg-white p-5';
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 sm:py-8">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('admin.allReports')}
      </Link>
      <div className={card}>
        <p className="text-sm text-muted">
          {t(STATUS_BADGES[ad.status])} · {t('admin.posted', { when: timeAgo(ad.createdAt) })}
          {ad.priceAnomaly && (
            <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
              {t('admin.priceAnomaly')}
            </span>
          )}
        </p>
        <h1 dir="auto" className="mt-1 text-xl font-bold text-ink">
          <Link to={adPath(ad.category, ad.id)} className="hover:underline">
            {ad.title}
          </Link>
        </h1>
        <p className="font-semibold">{formatPrice(ad.price)}</p>
        {ad.hiddenReason && (
          <p className="mt-2 text-sm text-red-800">
            {withIsolated((reason) => t('admin.hidden', { reason }), ad.hiddenReason)}
          </p>
        )}
        <p dir="auto" className="mt-3 line-clamp-4 text-sm whitespace-pre-line text-ink">
          {ad.description}
        </p>
      </div>

      <div className={card}>
        <label htmlFor="moderation-reason" className="font-semibold text-ink">
          {t('admin.reason')}
        </label>
        <textarea
          id="moderation-reason"
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="mt-2 w-full rounded-lg border border-line p-3 text-base"
        />
        <ActionBar ad={ad} seller={seller} reason={reason} />
      </div>

      <div className={card}>
        <h2 className="text-lg font-bold">{t('admin.reportsOf', { count: reports.length })}</h2>
        {reports.length === 0 ? (
          <p className="mt-2 text-muted">{t('admin.noReports')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {reports.map((r) => (
              <li key={r.id} className="py-2">
                <p className="font-semibold">
                  {t(r.label)}{' '}
                  <span className="text-xs font-normal text-muted">
                    · {t(REPORT_STATUS[r.status])} · {r.reporter} · {timeAgo(r.createdAt)}
                  </span>
                </p>
                {r.note && <p className="text-sm text-ink">“{r.note}”</p>}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={card}>
        <h2 className="text-lg font-bold">
          {t('admin.seller', { name: seller.name })}{' '}
          {seller.banned && <span className="text-red-800">{t('admin.banned')}</span>}
        </h2>
        <p className="text-sm text-muted">{seller.email}</p>
        {seller.sharedNumbers.length > 0 && (
          <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" role="note">
            <h3 className="font-semibold text-amber-900">{t('admin.sharedNumbers')}</h3>
            <ul className="mt-1">
              {seller.sharedNumbers.map((n) => (
                <li key={n.phone} className="py-0.5">
                  <bdi className="font-semibold tabular-nums">{n.phone}</bdi>:{' '}
                  {n.others.map((o, i) => (
                    <span key={o.id}>
                      {i > 0 && ', '}
                      <bdi>{o.name}</bdi>
                      {o.banned && <span className="text-red-800"> {t('admin.banned')}</span>}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        )}
        <h3 className="mt-3 font-semibold">{t('admin.otherAds')}</h3>
        {sellerAds.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.noOtherAds')}</p>
        ) : (
          <ul className="mt-1 text-sm">
            {sellerAds.map((s) => (
              <li key={s.id} className="py-1">
                <Link to={`/admin/ads/${s.id}`} className="text-brand-700 hover:underline">
                  <bdi>{s.title}</bdi>
                </Link>{' '}
                <span className="text-muted">
                  · {t(STATUS_BADGES[s.status])} ·{' '}
                  {t('admin.openOfTotal', { open: s.openReports, total: s.totalReports })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={card}>
        <h2 className="text-lg font-bold">{t('admin.auditLog')}</h2>
        {log.length === 0 ? (
          <p className="mt-2 text-muted">{t('admin.noActions')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line text-sm">
            {log.map((l) => (
              <li key={l.id} className="py-2">
                <span className="font-semibold">{actionLabel(l.action)}</span>{' '}
                {t('admin.by', { moderator: l.moderator })}{' '}
                <time dateTime={l.createdAt}>{new Date(l.createdAt).toLocaleString(INTL_LOCALES[lang])}</time>
                {l.reason && <span className="block text-muted">{t('admin.why', { reason: l.reason })}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
