// 'Price dropped' with the old price struck through, for PRICE_DROP_SHOW_MS after a drop (issue 13).
import type { AdSummary } from '../../../domain/api';
import { formatPrice } from '../../../domain/format';

export function PriceDropLine({ ad }: { ad: Pick<AdSummary, 'previousPrice'> }) {
  if (!ad.previousPrice) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs">
      <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-bold text-emerald-800">Price dropped</span>
      <s className="text-muted">
        <span className="sr-only">Was </span>
        {formatPrice(ad.previousPrice)}
      </s>
    </p>
  );
}
