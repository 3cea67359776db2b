// The photo gallery of the ad page (docs/product.md §2 "Ad detail"): the photo, a counter ('2 / 5'), previous and
// next, thumbnails, swipe, arrow keys, and a full-screen viewer that Escape closes.
import { useCallback, useState } from 'react';
import type { CategoryKey } from '../../../../domain/categories';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL } from '../../../../domain/limits';
import { IMAGE_SIZES, imageSrcSet, imageUrl } from '../../../../domain/media';
import { CategoryFallback } from '../../../components/category-fallback';
import { useGalleryKeys } from '../hooks/use-gallery-keys';
import { swipeMarks, useSwipe } from '../hooks/use-swipe';
import { GalleryArrow } from './gallery-arrow';
import { PhotoViewer } from './photo-viewer';
import { useTranslation } from '../../../lib/translation';

export function Gallery({
  images,
  title,
  category,
}: {
  images: string[];
  title: string;
  category: CategoryKey;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = images.length;
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((i) => (count ? (i - 1 + count) % count : 0)), [count]);
  const closeViewer = useCallback(() => setViewerOpen(false), []);
  useGalleryKeys({ next, previous, escape: closeViewer });
  const swipe = useSwipe(next, previous);

  if (!count) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-line">
        <CategoryFallback category={category} size="detail" />
      </div>
    );
  }
  const current = images[index]!;
  const alt = t('gallery.alt', { title, n: index + 1, count });
  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.photos')}>
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-2xl bg-ink select-none"
        data-testid="gallery-stage"
        {...swipeMarks}
        {...swipe.handlers}
      >
        <button
          type="button"
          onClick={() => !swipe.wasSwipe() && setViewerOpen(true)}
          className="block h-full w-full cursor-zoom-in"
          aria-label={t('gallery.openFull')}
        >
          <img
            key={current}
            src={imageUrl(current, 'detail')}
            srcSet={imageSrcSet(current)}
            sizes={IMAGE_SIZES.gallery}
            alt={alt}
            width={IMAGE_WIDTH_DETAIL}
            height={(IMAGE_WIDTH_DETAIL * 3) / 4}
            draggable={false}
            // The first photo is the ad page's largest paint; the others load when asked for.
            fetchPriority={index === 0 ? 'high' : 'auto'}
            loading="eager"
            decoding={index === 0 ? 'auto' : 'async'}
            className="h-full w-full object-contain"
          />
        </button>
        {count > 1 && (
          <>
            <GalleryArrow
              direction="previous"
              onClick={previous}
              className="absolute top-1/2 start-2 -translate-y-1/2"
            />
            <GalleryArrow
              direction="next"
              onClick={next}
              className="absolute top-1/2 end-2 -translate-y-1/2"
            />
          </>
        )}
        {/* dir="ltr": '1 / 4' on Urdu pages too (right to left the bidi order showed '4/1'). */}
        <p
          aria-live="polite"
          dir="ltr"
          className="absolute end-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white tabular-nums"
        >
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {images.map((id, i) => (
            <li key={id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { n: i + 1, count })}
                aria-current={i === index}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <img
                  src={imageUrl(id, 'card')}
                  alt=""
                  width={IMAGE_WIDTH_CARD}
                  height={(IMAGE_WIDTH_CARD * 3) / 4}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-20 object-cover sm:h-16 sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerOpen && (
        <PhotoViewer
          src={imageUrl(current, 'detail')}
          alt={alt}
          index={index}
          count={count}
          onNext={next}
          onPrevious={previous}
          onClose={closeViewer}
        />
      )}
    </section>
  );
}
