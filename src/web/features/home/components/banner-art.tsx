// Line drawings for the banner slides: a few hundred bytes of SVG instead of a photo to download.
import type { Slide } from './banner-slides';

const PATHS: Record<Slide['art'], string[]> = {
  rocket: [
    'M32 6c9 6 14 16 14 28l-6 8H24l-6-8C18 22 23 12 32 6z',
    'M24 42l-8 6 2-12M40 42l8 6-2-12',
    'M28 50c0 4 2 8 4 10 2-2 4-6 4-10',
  ],
  car: ['M8 40V30l6-12h36l6 12v10H8z', 'M14 30h36M20 18l-4 12M44 18l4 12'],
  phone: [
    'M20 4h24a4 4 0 0 1 4 4v48a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z',
    'M28 52h8M16 12h32M16 46h32',
  ],
};

export function BannerArt({ art, className }: { art: Slide['art']; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[art].map((d) => (
        <path key={d} d={d} />
      ))}
      {art === 'rocket' && <circle cx="32" cy="24" r="4" />}
      {art === 'car' && (
        <>
          <circle cx="18" cy="42" r="5" />
          <circle cx="46" cy="42" r="5" />
        </>
      )}
    </svg>
  );
}
