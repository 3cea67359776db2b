// A card's row from SQL (listing-sql.ts SUMMARY_COLUMNS, keys in camelCase through db/rows.ts) →
// AdSummary. Both drivers' raw values are accepted: node-postgres and PGlite differ in how they hand
// back timestamps.
import type { AdSummary } from '../../domain/api';
import { isAdStatus } from '../../domain/ad-status';
import { isCategoryKey } from '../../domain/categories';
import { SOCIETY_KEY } from '../../domain/cities';
import { cardHighlights } from '../../domain/format/highlights';
import { shownPreviousPrice } from '../../domain/price-drop';
import { PAGE_SIZE } from '../../domain/limits';
import { isoTime } from '../db/tx';

export interface SummaryRow {
  id: string;
  category: string;
  title: string;
  brand: string;
  model: string;
  price: number | string;
  location: string;
  createdAt: Date | string;
  cover: string | null;
  imageCount: number | string;
  /** form_data without description and contact number. */
  facts: Record<string, string> | null;
  status: string;
  priceBeforeDrop?: number | string | null;
  priceDroppedAt?: Date | string | null;
}

/** The optional area / society of a property ad, when it has one. */
export function societyOf(formData: Record<string, string> | null | undefined): { society?: string } {
  const society = formData?.[SOCIETY_KEY]?.trim();
  return society ? { society } : {};
}

/** The card of one row; a row of an unknown category (never written by this app) is dropped. */
export function toSummary(row: SummaryRow): AdSummary | undefined {
  if (!isCategoryKey(row.category)) return undefined;
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    brand: row.brand,
    model: row.model,
    price: Number(row.price),
    location: row.location,
    ...societyOf(row.facts),
    createdAt: isoTime(row.createdAt),
    cover: row.cover ?? null,
    imageCount: Number(row.imageCount),
    highlights: cardHighlights(row.category, row.facts ?? {}),
    ...priceDrop(row),
    status: isAdStatus(row.status) ? row.status : 'active',
  };
}

/** `previousPrice` while a real drop is on show (src/domain/price-drop.ts). */
export function priceDrop(
  row: Pick<SummaryRow, 'price' | 'priceBeforeDrop' | 'priceDroppedAt'>,
  now = Date.now(),
): { previousPrice?: number } {
  const previousPrice = shownPreviousPrice(
    {
      price: Number(row.price),
      priceBeforeDrop: row.priceBeforeDrop == null ? null : Number(row.priceBeforeDrop),
      priceDroppedAt: row.priceDroppedAt == null ? null : new Date(row.priceDroppedAt),
    },
    now,
  );
  return previousPrice === undefined ? {} : { previousPrice };
}

export function toSummaries(rows: SummaryRow[]): AdSummary[] {
  return rows.flatMap((row) => toSummary(row) ?? []);
}

/** One page of cards with its count, as every paged list answers (a listing, a seller's ads). */
export function summaryPage(rows: SummaryRow[], total: number, page: number) {
  return {
    items: toSummaries(rows),
    total,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(total / PAGE_SIZE),
  };
}
