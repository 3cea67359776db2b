// Prices the way Pakistani buyers read them: 'Rs. 1,850,000' with '18.5 lac' as a hint (docs/product.md §9).
// Urdu pages keep 'Rs.' and Western digits, as Pakistani Urdu sites and price tags do, and say lac,
// crore and month in Urdu (decision 129).
import type { CategoryKey } from '../categories';
import { DEFAULT_LANG, type Lang } from '../lang';
import { latinDigits } from './numerals';

/**
 * '1,850,000': a whole number in groups of three, as en-PK and ur-PK both write it (Western digits on
 * Urdu pages too, decision 129). Written out rather than through Intl.NumberFormat, whose first use
 * costs a budget phone ~30 ms of loading locale data before the first card can be drawn (decision 130).
 */
export function groupDigits(value: number): string {
  const n = Math.round(value);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** The few price words, per language (the interface's other texts are in the web's catalogues). */
const PRICE_WORDS: Record<Lang, { lac: string; crore: string; perMonth: string; noPrice: string }> = {
  en: { lac: 'lac', crore: 'crore', perMonth: '/month', noPrice: 'Contact for price' },
  ur: { lac: 'لاکھ', crore: 'کروڑ', perMonth: '/ماہانہ', noPrice: 'قیمت کے لیے رابطہ کریں' },
};

/** 'Rs. 45,000', the same on English and Urdu pages (decision 129). */
export function formatPrice(amount: number): string {
  return `Rs. ${groupDigits(amount)}`;
}

/** '18.5 lac', '2.35 crore', or undefined below one lac, where the full figure reads fine. */
export function priceInWords(amount: number, lang: Lang = DEFAULT_LANG): string | undefined {
  const trim = (n: number) => String(Number(n.toFixed(2)));
  const words = PRICE_WORDS[lang];
  if (amount >= 10_000_000) return `${trim(amount / 10_000_000)} ${words.crore}`;
  if (amount >= 100_000) return `${trim(amount / 100_000)} ${words.lac}`;
  return undefined;
}

/**
 * A bound as people say and type it: 'Rs. 40 lac' or 'Rs. 1.5 crore' where the amount is exactly that,
 * 'Rs. 45,000' otherwise (a filter chip; a saved search's name says it the same way).
 */
export function formatRoundPrice(amount: number, lang: Lang = DEFAULT_LANG): string {
  const words = priceInWords(amount, lang);
  const unit = amount >= 10_000_000 ? 10_000_000 : 100_000;
  return words && Number(words.split(' ')[0]) * unit === amount ? `Rs. ${words}` : formatPrice(amount);
}

/**
 * A price range the way a buyer says it, both ends in one unit where they can be: 'Rs. 1.55–1.75 lac',
 * 'Rs. 85–120 lac', 'Rs. 1.2–1.5 crore', 'Rs. 45,000–60,000' (the price guide, decision 193).
 */
export function formatPriceRange(low: number, high: number, lang: Lang = DEFAULT_LANG): string {
  const trim = (n: number) => String(Number(n.toFixed(2)));
  const words = PRICE_WORDS[lang];
  if (low >= 10_000_000) return `Rs. ${trim(low / 10_000_000)}–${trim(high / 10_000_000)} ${words.crore}`;
  if (low >= 100_000) return `Rs. ${trim(low / 100_000)}–${trim(high / 100_000)} ${words.lac}`;
  if (high >= 100_000) return `${formatPrice(low)}–${priceInWords(high, lang)}`;
  return `${formatPrice(low)}–${groupDigits(high)}`;
}

/** '/month' after a rent. */
export function perMonthSuffix(lang: Lang = DEFAULT_LANG): string {
  return PRICE_WORDS[lang].perMonth;
}

/** Reads a price-like form value ('45000', '45,000', ' 1.5 ') as a number; blank or junk → undefined. */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = latinDigits(value).replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * The price of an ad as listings sort and filter it (docs/product.md §3 and §5): Price or price; rentPerMonth
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

/** The card's price line: '/month' for rent, 'Contact for price' when there is none (docs/product.md §2). */
export function priceLabel(category: CategoryKey, price: number, lang: Lang = DEFAULT_LANG): string {
  if (price <= 0) return PRICE_WORDS[lang].noPrice;
  const figure = formatPrice(price);
  return category === 'propertyforrent' ? `${figure}${PRICE_WORDS[lang].perMonth}` : figure;
}
