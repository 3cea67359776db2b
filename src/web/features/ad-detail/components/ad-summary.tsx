// The head of the ad page: price (rent per month plus deposit, 'Price dropped' as on cards), title,
// the price guide, location, posted time, badges, Share (docs/product.md §2 "Ad detail"); the owner's Edit is in OwnerCard.
import { STATUS_BADGES } from '../../../../domain/ad-status';
import type { AdDetail } from '../../../../domain/api';
import { PriceDropLine } from '../../../components/ad-card/price-drop-line';
import { PriceText } from '../../../components/ad-card/price-text';
import { SaveButton } from '../../../components/saved/save-button';
import { ShareButton } from './share-button';
import { useTranslation } from '../../../lib/translation';
import { useFactText, useFormat } from '../../../lib/use-lang';

export function AdSummary({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const fact = useFactText();
  const format = useFormat();
  const badges = [t(STATUS_BADGES[ad.status] ?? STATUS_BADGES.active), ...ad.highlights.map(fact)];
  return (
    <section aria-label={t('ad.summary')} className="rounded-2xl border border-line bg-white p-5">
      <PriceText category={ad.category} price={ad.price} className="text-3xl" />
      {/* As on the cards: 'Price dropped' with the price it dropped from (src/domain/price-drop.ts). */}
      <PriceDropLine ad={ad} />
      {/* What most comparable ads ask, kept on the server (decision 193). */}
      {ad.priceGuide && (
        <p className="mt-1 text-sm text-muted">
          {t('adPage.priceGuide', {
            place: ad.priceGuide.city ? t(ad.priceGuide.city) : t('adPage.pakistan'),
            range: format.priceRange(ad.priceGuide.low, ad.priceGuide.high),
            count: format.number(ad.priceGuide.count),
          })}
        </p>
      )}
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
          <bdi>{ad.society ? `${ad.society}, ${t(ad.location)}` : t(ad.location)}</bdi>
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
            dir="auto"
            className={`rounded-full px-2.5 py-1 text-xs font-bold ${i === 0 ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800'}`}
          >
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* A seller keeps their own ad on My Ads: the server refuses to save it. */}
        {!ad.isOwner && <SaveButton adId={ad.id} className="rounded-full border border-line" />}
        <ShareButton ad={ad} />
      </div>
    </section>
  );
}
