// How many listed ads each suggestion leads to ('Toyota Corolla · 12'): one
// index-only group-by over (category, brand, model) of listed ads (partial index of migration
// search_vector_and_area), held in memory and re-read behind once a minute old or after a write
// through this server. At 1,000,000 ads the read takes ~0.5 s on the loaded test machine, so it is
// never on a keystroke's path once loaded; counts may be up to a minute old on other server copies.
import type { Db } from '../db/client';
import { countListedByName } from './listing-repository';
import { refreshedValue, type RefreshedValue } from './refreshed-value';

export const COUNTS_TTL_MS = 60_000;

export interface AdCounts {
  /**
   * Listed ads in a category, a category's brand, or a brand's model, by the names as stored: what
   * the listing's brand and model filters match (decision 151).
   */
  of(category: string, brand?: string, model?: string): number;
}

const key = (parts: (string | undefined)[]) => parts.filter((p) => p !== undefined).join('\u0000');

/** `db` is asked at every refresh, so the counts follow the read replicas' rotation (decision 147). */
export function createSuggestionCounts(db: () => Db): RefreshedValue<AdCounts> {
  return refreshedValue(async () => {
    const rows = await countListedByName(db());
    const counts = new Map<string, number>();
    const add = (k: string, n: number) => counts.set(k, (counts.get(k) ?? 0) + n);
    for (const r of rows) {
      add(key([r.category]), Number(r.n));
      add(key([r.category, r.brand]), Number(r.n));
      add(key([r.category, r.brand, r.model]), Number(r.n));
    }
    return { of: (category, brand, model) => counts.get(key([category, brand, model])) ?? 0 };
  }, COUNTS_TTL_MS);
}
