// Public URLs of stored photos (see src/server/images/store.ts for the files behind them).
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL } from './limits';

export function imageUrl(id: string, size: 'card' | 'detail'): string {
  return `/media/${id}-${size === 'card' ? IMAGE_WIDTH_CARD : IMAGE_WIDTH_DETAIL}.webp`;
}
