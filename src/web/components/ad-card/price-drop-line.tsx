// 'Price dropped' with the old price struck through, for PRICE_DROP_SHOW_MS after a drop.
import type { AdSummary } from '../../../domain/api';
import { useTranslation } from '../../lib/translation';
import { useFormat } from '../../lib/use-lang';

export function PriceDropLine({ ad }: { ad: Pick<AdSummary, 'previousPrice'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!ad.previousPrice) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs">
      <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-bold text-emerald-800">
        {t('card.priceDropped')}
      </span>
      <s className="text-muted">
        <span className="sr-only">{t('card.was')} </span>
        {format.price(ad.previousPrice)}
      </s>
    </p>
  );
}
