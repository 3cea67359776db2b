// The full-screen photo viewer: a modal dialog; Escape (see useGalleryKeys), × or Back closes it and focus
// goes back to where it was. Swipes and arrows keep working inside it.
import { useEffect, useRef } from 'react';
import { IMAGE_WIDTH_DETAIL } from '../../../../domain/limits';
import { useCloseOnBack } from '../../../lib/use-close-on-back';
import { useModal } from '../../../lib/use-modal';
import { useSwipe } from '../hooks/use-swipe';
import { GalleryArrow } from './gallery-arrow';
import { useTranslation } from '../../../lib/translation';

export function PhotoViewer({
  src,
  alt,
  index,
  count,
  onNext,
  onPrevious,
  onClose,
}: {
  src: string;
  alt: string;
  index: number;
  count: number;
  onNext(): void;
  onPrevious(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe(onNext, onPrevious);
  // The phone's Back closes the viewer instead of leaving the ad.
  useCloseOnBack(true, onClose);
  const layer = useModal<HTMLDivElement>();
  useEffect(() => close.current?.focus(), []);
  return (
    <div
      ref={layer}
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.viewer')}
      className="fixed inset-0 z-50 flex flex-col bg-black/95 text-white"
    >
      <div className="flex items-center justify-between p-3">
        {/* dir="ltr": '1 / 4' on Urdu pages too (right to left the bidi order showed '4/1'). */}
        <p dir="ltr" className="px-2 font-semibold tabular-nums">
          {index + 1} / {count}
        </p>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          aria-label={t('gallery.close')}
          className="grid h-11 w-11 place-items-center rounded-full text-3xl hover:bg-white/15 focus-visible:outline-white"
        >
          ×
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
        {...swipe.handlers}
      >
        <img
          src={src}
          alt={alt}
          width={IMAGE_WIDTH_DETAIL}
          height={(IMAGE_WIDTH_DETAIL * 3) / 4}
          draggable={false}
          className="max-h-full max-w-full object-contain"
        />
        {count > 1 && (
          <>
            <GalleryArrow
              direction="previous"
              onClick={onPrevious}
              className="absolute top-1/2 start-3 -translate-y-1/2"
            />
            <GalleryArrow
              direction="next"
              onClick={onNext}
              className="absolute top-1/2 end-3 -translate-y-1/2"
            />
          </>
        )}
      </div>
    </div>
  );
}
