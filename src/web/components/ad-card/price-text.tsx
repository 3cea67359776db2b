// The price as buyers read it: bold rupees, '/month' for rent, 'Contact for price' when there is none,
// and a lac/crore hint for large amounts (docs/architecture.md §7). The figure never wraps and the hint
// has its own line, so both fit a phone's two-column card ('Rs. 1,140,000' over '11.4 lac').
import type { CategoryKey } from '../../../domain/categories';
import { useFormat } from '../../lib/use-lang';

export function PriceText({
  category,
  price,
  className = 'text-lg',
}: {
  category: CategoryKey;
  price: number;
  className?: string;
}) {
  const format = useFormat();
  const words = price > 0 ? format.priceWords(price) : undefined;
  const perMonth = price > 0 && category === 'propertyforrent';
  return (
    <p className={`leading-tight font-extrabold text-ink ${className}`}>
      {perMonth ? (
        <span className="whitespace-nowrap">
          {format.price(price)}
          <span className="text-xs font-semibold text-muted">{format.perMonth()}</span>
        </span>
      ) : (
        <span className={price > 0 ? 'whitespace-nowrap' : ''}>{format.priceLabel(category, price)}</span>
      )}
      {words && <span className="block text-xs font-semibold text-muted">{words}</span>}
    </p>
  );
}
