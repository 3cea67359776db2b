// Public URLs of stored photos (see src/server/images/store.ts for the files behind them). Photos are
// served from /media by default; with MEDIA_PUBLIC_URL a CDN or a public bucket serves them, and the
// server tells the web app so through <meta name="bs-media"> in the page (src/server/http/spa.ts).
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL, IMAGE_WIDTH_MEDIUM } from './limits';

export const MEDIA_META_NAME = 'bs-media';
const DEFAULT_BASE = '/media';
let mediaBase = DEFAULT_BASE;

/** Set once when the web app starts, from the page's bs-media meta tag (absent: /media). */
export function setMediaBase(base: string | null | undefined): void {
  mediaBase = base?.replace(/\/+$/, '') || DEFAULT_BASE;
}

export type ImageSize = 'card' | 'medium' | 'detail';

const WIDTHS: Record<ImageSize, number> = {
  card: IMAGE_WIDTH_CARD,
  medium: IMAGE_WIDTH_MEDIUM,
  detail: IMAGE_WIDTH_DETAIL,
};

export function imageUrl(id: string, size: ImageSize, base: string = mediaBase): string {
  return `${base}/${id}-${WIDTHS[size]}.webp`;
}

/**
 * A photo only some people may see (a chat photo, decision 143): always from this site's /media, which
 * asks who is looking, never from MEDIA_PUBLIC_URL, which cannot.
 */
export function privateImageUrl(id: string, size: ImageSize): string {
  return imageUrl(id, size, DEFAULT_BASE);
}

/**
 * Every rendition as a `srcset` (decision 124), smallest first: the browser picks by the slot's
 * `sizes` and the screen's density, so a 390 px phone at 2× takes the 800 px file for a full-width
 * photo and the 400 px one for a half-width card.
 */
export function imageSrcSet(id: string, base: string = mediaBase): string {
  return (['card', 'medium', 'detail'] as const)
    .map((size) => `${imageUrl(id, size, base)} ${WIDTHS[size]}w`)
    .join(', ');
}

/**
 * How wide a photo slot is drawn, per layout, for `sizes`. Cards: two columns on phones, three from
 * md (768), four from lg (1024) inside the 80rem page; the ad page's photo: full width on phones,
 * the column beside the 24rem contact card from lg.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 50vw',
  gallery: '(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 448px), 100vw',
} as const;
