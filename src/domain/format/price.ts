// Prices the way Pakistani buyers read them: 'Rs. 1,850,000' with '18.5 lac' as a hint (SPEC §9).
import type { CategoryKey } from '../categories';

const grouping = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** 'Rs. 45,000'. */
export function formatPrice(amount: number): string {
  return `Rs. ${grouping.format(Math.round(amount))}`;
}

/** '18.5 lac', '2.35 crore', or undefined below one lac, where the full figure reads fine. */
export function priceInWords(amount: number): string | undefined {
  const trim = (n: number) => String(Number(n.toFixed(2)));
  if (amount >= 10_000_000) return `${trim(amount / 10_000_000)} crore`;
  if (amount >= 100_000) return `${trim(amount / 100_000)} lac`;
  return undefined;
}

/** Reads a price-like form value ('45000', '45,000', ' 1.5 ') as a number; blank or junk → undefined. */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * The price of an ad as listings sort and filter it (SPEC §3 and §5): Price or price; rentPerMonth
 * for rent; salary then price for jobs; missing → 0.
 */
export function priceOf(category: CategoryKey, formData: Record<string, unknown>): number {
  const candidates =
    category === 'propertyforrent'
      ? [formData.rentPerMonth]
      : category === 'jobs'
        ? [formData.salary, formData.price, formData.Price]
        : [formData.Price, formData.price];
  for (const c of candidates) {
    const n = parsePrice(c);
    if (n !== undefined) return n;
  }
  return 0;
}

/** The card's price line: '/month' for rent, 'Contact for price' when there is none (SPEC §2). */
export function priceLabel(category: CategoryKey, price: number): string {
  if (price <= 0) return 'Contact for price';
  return category === 'propertyforrent' ? `${formatPrice(price)}/month` : formatPrice(price);
}
