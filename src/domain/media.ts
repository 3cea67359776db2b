// Public URLs of stored photos (see src/server/images/store.ts for the files behind them). Photos are
// served from /media by default; with MEDIA_PUBLIC_URL a CDN or a public bucket serves them, and the
// server tells the web app so through <meta name="bs-media"> in the page (src/server/http/spa.ts).
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL } from './limits';

export const MEDIA_META_NAME = 'bs-media';
const DEFAULT_BASE = '/media';
let mediaBase = DEFAULT_BASE;

/** Set once when the web app starts, from the page's bs-media meta tag (absent: /media). */
export function setMediaBase(base: string | null | undefined): void {
  mediaBase = base?.replace(/\/+$/, '') || DEFAULT_BASE;
}

export function imageUrl(id: string, size: 'card' | 'detail', base: string = mediaBase): string {
  return `${base}/${id}-${size === 'card' ? IMAGE_WIDTH_CARD : IMAGE_WIDTH_DETAIL}.webp`;
}
