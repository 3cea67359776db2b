// The price as buyers read it: bold rupees, '/month' for rent, 'Contact for price' when there is none,
// and a lac/crore hint for large amounts (ARCHITECTURE.md §7).
import type { CategoryKey } from '../../../domain/categories';
import { priceInWords, priceLabel } from '../../../domain/format';

export function PriceText({
  category,
  price,
  className = 'text-lg',
}: {
  category: CategoryKey;
  price: number;
  className?: string;
}) {
  const words = price > 0 ? priceInWords(price) : undefined;
  return (
    <p className={`leading-tight font-extrabold text-ink ${className}`}>
      {priceLabel(category, price)}
      {words && (
        <span className="ml-1.5 align-middle text-xs font-semibold whitespace-nowrap text-muted">
          ({words})
        </span>
      )}
    </p>
  );
}
