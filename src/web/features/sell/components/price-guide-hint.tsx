// Under the price box, as the seller types: what most ads like theirs ask (decision 193). Its own
// chunk, loaded once a price is typed (text-fields.tsx), since the post form's first load is full. It
// asks only once the fields that make the comparison are filled, and after they stop changing.
import { useFormContext, useWatch } from 'react-hook-form';
import { PRICE_GUIDE_DEBOUNCE_MS } from '../../../../domain/limits';
import { priceGuideQuery } from '../../../../domain/price-guide';
import { useDebouncedValue } from '../../../components/search/use-debounced-value';
import { enPriceGuide } from '../../../i18n/en-price-guide';
import { useEnglishSection, useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';
import { usePriceGuide } from '../api/price-guide';
import type { AdFormValues } from '../lib/form-values';

export function PriceGuideHint() {
  useEnglishSection('priceGuide', enPriceGuide);
  const { t } = useTranslation();
  const format = useFormat();
  const { control } = useFormContext<AdFormValues>();
  const [category, brand, model, formData] = useWatch({
    control,
    name: ['category', 'brand', 'model', 'formData'],
  });
  const query = useDebouncedValue(
    priceGuideQuery(category, brand, model, formData ?? {}),
    PRICE_GUIDE_DEBOUNCE_MS,
  );
  const guide = usePriceGuide(query).data?.guide;
  if (!query || !guide) return null;
  return (
    <p className="mt-1 text-sm text-muted" data-testid="price-guide">
      {t('priceGuide.yours', {
        range: format.priceRange(guide.low, guide.high),
        count: format.number(guide.count),
      })}
    </p>
  );
}
