// The head of the ad page: price (rent per month plus deposit), title, location, posted time, badges,
// Share, and Edit for the owner (docs/product.md §2 "Ad detail").
import { Link } from 'react-router';
import { STATUS_BADGES } from '../../../../domain/ad-status';
import type { AdDetail } from '../../../../domain/api';
import { PriceText } from '../../../components/ad-card/price-text';
import { SaveButton } from '../../../components/saved/save-button';
import { ShareButton } from './share-button';
import { useTranslation } from '../../../lib/translation';
import { useDomainText, useFactText, useFormat } from '../../../lib/use-lang';

export function AdSummary({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const dt = useDomainText();
  const fact = useFactText();
  const format = useFormat();
  const badges = [dt(STATUS_BADGES[ad.status] ?? STATUS_BADGES.active), ...ad.highlights.map(fact)];
  return (
    <section aria-label={t('ad.summary')} className="rounded-2xl border border-line bg-white p-5">
      <PriceText category={ad.category} price={ad.price} className="text-3xl" />
      {ad.deposit !== null && ad.deposit > 0 && (
        <p className="mt-1 text-sm font-semibold text-muted">
          {t('ad.deposit', { amount: format.price(ad.deposit) })}
        </p>
      )}
      <h1 dir="auto" className="mt-3 text-xl leading-snug font-bold text-ink">
        {ad.title}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          {ad.society ? `${ad.society}, ${dt(ad.location)}` : dt(ad.location)}
        </span>
        <span aria-hidden="true">·</span>
        <span>
          {t('ad.posted')}{' '}
          {/* The server and the phone may round "44 minutes" differently: the server's words stay. */}
          <time dateTime={ad.createdAt} suppressHydrationWarning>
            {format.timeAgo(ad.createdAt)}
          </time>
        </span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('ad.badges')}>
        {badges.map((b, i) => (
          <li
            key={`${i}-${b}`}
            className={`rounded-full px-2.5 py-1 text-xs font-bold ${i === 0 ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800'}`}
          >
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <SaveButton adId={ad.id} className="border border-line" />
        <ShareButton title={ad.title} />
        {ad.isOwner && (
          <Link
            to={`/edit-post/${ad.id}`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-sell px-5 font-semibold text-ink hover:bg-sell-dark"
          >
            {t('ad.edit')}
          </Link>
        )}
      </div>
    </section>
  );
}
