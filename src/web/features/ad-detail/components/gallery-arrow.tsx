export function GalleryArrow({
  direction,
  onClick,
  className = '',
}: {
  direction: 'previous' | 'next';
  onClick(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'next' ? 'Next photo' : 'Previous photo'}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white ${className}`}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 16 16"
        aria-hidden="true"
        className={direction === 'previous' ? 'rotate-180' : ''}
      >
        <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
