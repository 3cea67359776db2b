// A card's row from SQL (listing-sql.ts SUMMARY_COLUMNS) → AdSummary. Both drivers' raw rows are
// accepted: node-postgres and PGlite differ in how they hand back timestamps.
import type { AdSummary } from '../../domain/api';
import { isAdStatus } from '../../domain/ad-status';
import { isCategoryKey } from '../../domain/categories';
import { cardHighlights } from '../../domain/format/highlights';

export interface SummaryRow extends Record<string, unknown> {
  id: string;
  category: string;
  title: string;
  brand: string;
  model: string;
  price: number | string;
  location: string;
  created_at: Date | string;
  cover: string | null;
  image_count: number | string;
  /** form_data without description and contact number. */
  facts: Record<string, string> | null;
  status: string;
}

export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
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
    createdAt: isoTime(row.created_at),
    cover: row.cover ?? null,
    imageCount: Number(row.image_count),
    highlights: cardHighlights(row.category, row.facts ?? {}),
    status: isAdStatus(row.status) ? row.status : 'active',
  };
}

export function toSummaries(rows: SummaryRow[]): AdSummary[] {
  return rows.flatMap((row) => toSummary(row) ?? []);
}
