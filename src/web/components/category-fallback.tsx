// The picture of an ad without photos: its category's icon on a soft tile. Inline, so it costs no
// request and can never fail to load (SPEC §2 "image (fallback per category)").
import { getCategory, type CategoryKey } from '../../domain/categories';

export function CategoryFallback({
  category,
  size = 'card',
}: {
  category: CategoryKey;
  size?: 'card' | 'detail';
}) {
  const { icon, name } = getCategory(category);
  return (
    <div
      aria-hidden="true"
      className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700"
    >
      <span className={size === 'card' ? 'text-5xl' : 'text-8xl'}>{icon}</span>
      <span className="text-xs font-semibold tracking-wide uppercase">{name}</span>
    </div>
  );
}
