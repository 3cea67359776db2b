// The picture of an ad without photos: its category's icon on a soft tile. Inline, so it costs no
// request and can never fail to load (docs/product.md §2 "image (fallback per category)").
import { getCategory, type CategoryKey } from '../../domain/categories';
import { CategoryIcon } from './category-icon';
import { useTranslation } from '../lib/translation';

export function CategoryFallback({
  category,
  size = 'card',
}: {
  category: CategoryKey;
  size?: 'card' | 'detail';
}) {
  const { name } = getCategory(category);
  const { t } = useTranslation();
  return (
    <div
      aria-hidden="true"
      className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700"
    >
      <CategoryIcon category={category} className={size === 'card' ? 'h-12 w-12' : 'h-24 w-24'} />
      <span className="text-xs font-semibold tracking-wide uppercase">{t(name)}</span>
    </div>
  );
}
