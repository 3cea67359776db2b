import { useTranslation } from '../../../lib/translation';
export function GalleryArrow({
  direction,
  onClick,
  className = '',
}: {
  direction: 'previous' | 'next';
  onClick(): void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      data-bs-swipe-to={direction}
      aria-label={direction === 'next' ? t('gallery.next') : t('gallery.previous')}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white ${className}`}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 16 16"
        aria-hidden="true"
        // Right to left, 'next' lies to the left: the chevrons mirror with the layout.
        className={`rtl:-scale-x-100 ${direction === 'previous' ? 'rotate-180' : ''}`}
      >
        <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
