// The card's picture in a fixed 4:3 box, so nothing below it jumps while it loads.
import { STATUS_BADGES } from '../../../domain/ad-status';
import type { AdSummary } from '../../../domain/api';
import { IMAGE_WIDTH_CARD } from '../../../domain/limits';
import { IMAGE_SIZES, imageSrcSet, imageUrl } from '../../../domain/media';
import { CategoryFallback } from '../category-fallback';
import { useTranslation } from '../../lib/translation';

const HEIGHT = (IMAGE_WIDTH_CARD * 3) / 4;

export function CardCover({ ad, eager }: { ad: AdSummary; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-canvas">
      {ad.cover ? (
        <img
          src={imageUrl(ad.cover, 'card')}
          // Phones at 2–3× density take the 800 px file; small screens at 1× the 400 px one (decision 124).
          srcSet={imageSrcSet(ad.cover)}
          sizes={IMAGE_SIZES.card}
          alt=""
          width={IMAGE_WIDTH_CARD}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          // The first row is the page's largest paint on phones: fetch it before scripts and fonts.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding={eager ? 'auto' : 'async'}
          className="h-full w-full object-cover"
        />
      ) : (
        <CategoryFallback category={ad.category} />
      )}
      <span
        className={`absolute top-2 start-2 rounded-full px-2 py-0.5 text-xs font-bold shadow-sm ${ad.status === 'sold' ? 'bg-ink text-white' : 'bg-white/95 text-brand-700'}`}
      >
        {t(STATUS_BADGES[ad.status] ?? STATUS_BADGES.active)}
      </span>
      {ad.imageCount > 1 && (
        <span className="absolute end-2 bottom-2 rounded-md bg-black/65 px-1.5 py-0.5 text-xs font-semibold text-white">
          <svg
            width="12"
            height="12"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="me-1 inline align-[-1px]"
            fill="currentColor"
          >
            <path d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10z" />
          </svg>
          <span className="sr-only">{t('card.photos')} </span>
          {ad.imageCount}
        </span>
      )}
    </div>
  );
}
