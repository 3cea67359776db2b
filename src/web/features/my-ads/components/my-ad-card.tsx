// One of the person's own ads (docs/product.md §2 "My Ads"): up to MY_ADS_CARD_IMAGES photos, price, title,
// place and time, the step its status allows ('Mark as sold', 'Mark as available', 'Renew'), Edit and
// Remove.
import { Link } from 'react-router';
import { STATUS_BADGES } from '../../../../domain/ad-status';
import type { MyAdsResponse } from '../../../../domain/api';
import { LifecycleButton } from '../../../components/ad-owner/lifecycle-button';
import { adPath } from '../../../../domain/categories';
import { IMAGE_WIDTH_CARD, MY_ADS_CARD_IMAGES } from '../../../../domain/limits';
import { imageUrl } from '../../../../domain/media';
import { PriceText } from '../../../components/ad-card/price-text';
import { CategoryFallback } from '../../../components/category-fallback';
import { HeartIcon } from '../../../components/ui/icons/heart';
import { useTranslation } from '../../../lib/translation';
import { withIsolated } from '../../../lib/bidi';
import { useFormat } from '../../../lib/use-lang';

export type MyAd = MyAdsResponse['items'][number];

const BADGE_STYLE: Record<MyAd['status'], string> = {
  active: 'bg-white/95 text-brand-700',
  sold: 'bg-ink text-white',
  expired: 'bg-amber-100 text-amber-900',
  hidden: 'bg-red-700 text-white',
};

const COVER_HEIGHT = (IMAGE_WIDTH_CARD * 3) / 4;

export function MyAdCard({
  ad,
  onRemove,
  eager,
  readOnly = false,
}: {
  ad: MyAd;
  onRemove(): void;
  eager: boolean;
  /** A suspended person's ads: shown, with no step, Edit or Remove they could not take (decision 189). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [cover, ...rest] = ad.images.slice(0, MY_ADS_CARD_IMAGES);
  const path = adPath(ad.category, ad.id);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <Link to={path} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] bg-canvas">
        {cover ? (
          <img
            src={imageUrl(cover, 'card')}
            alt=""
            width={IMAGE_WIDTH_CARD}
            height={COVER_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <CategoryFallback category={ad.category} />
        )}
        <span
          className={`absolute top-2 start-2 rounded-full px-2 py-0.5 text-xs font-bold shadow-sm ${BADGE_STYLE[ad.status]}`}
        >
          {t(STATUS_BADGES[ad.status])}
        </span>
      </Link>
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-1 px-1 pt-1" aria-label={t('myAds.morePhotos')}>
          {rest.map((id, i) => (
            <li key={id} className="aspect-square overflow-hidden rounded bg-canvas">
              <img
                src={imageUrl(id, 'card')}
                alt={t('myAds.photo', { n: i + 2 })}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <PriceText category={ad.category} price={ad.price} />
        <h3 dir="auto" className="line-clamp-2 text-sm leading-5 text-ink">
          <Link to={path} className="hover:underline">
            {ad.title}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-center gap-x-1 pt-1 text-xs text-muted">
          <span dir="auto" className="min-w-0 truncate">
            {ad.location}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={ad.createdAt}>{format.timeAgo(ad.createdAt)}</time>
        </p>
        <p className="flex items-center gap-1 text-xs font-semibold text-ink">
          <HeartIcon size={14} className="shrink-0" />
          {t('myAds.savedBy', { count: ad.saves })}
        </p>
        <p className="text-xs text-muted">{t('owner.views', { count: ad.views })}</p>
        {ad.status === 'hidden' && (
          <p className="mt-1 rounded-lg bg-red-50 px-2 py-1.5 text-xs text-red-800">
            {withIsolated((reason) => t('myAds.hiddenBy', { reason }), ad.hiddenReason ?? '')}
          </p>
        )}
        {ad.status === 'expired' && <p className="mt-1 text-xs text-muted">{t('myAds.expiredNote')}</p>}
      </div>
      {ad.status !== 'hidden' && !readOnly && (
        <div className="border-t border-line p-2 pb-0">
          <LifecycleButton ad={ad} />
        </div>
      )}
      {!readOnly && (
        <div className="grid grid-cols-2 gap-2 border-t border-line p-2">
          <Link
            to={`/edit-post/${ad.id}`}
            aria-label={t('myAds.editAria', { title: ad.title })}
            className="flex min-h-11 items-center justify-center rounded-lg border border-brand-700 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('myAds.edit')}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('myAds.removeAria', { title: ad.title })}
            className="min-h-11 rounded-lg border border-red-200 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('myAds.remove')}
          </button>
        </div>
      )}
    </article>
  );
}
