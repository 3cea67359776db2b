// How many listed ads each suggestion leads to ('Toyota Corolla · 12'): one
// index-only group-by over (category, brand, model) of listed ads (partial index of migration
// search_vector_and_area), held in memory and re-read behind once a minute old. At 1,000,000 ads the
// read takes ~0.5 s on the loaded test machine, so it is never on a keystroke's path once loaded. A
// write through this server moves its ad's counts at once instead (decision 176): re-reading after
// each write made the next suggestion wait half a second, and cost PostgreSQL that half second per
// post on a busy evening. Counts may be up to a minute old on other server copies.
import type { Db } from '../db/client';
import type { AdsChange, AdState } from './browse-caches';
import { countListedByName } from './listing-repository';
import { refreshedValue } from './refreshed-value';

export const COUNTS_TTL_MS = 60_000;

export interface AdCounts {
  /**
   * Listed ads in a category, a category's brand, or a brand's model, by the names as stored: what
   * the listing's brand and model filters match (decision 151).
   */
  of(category: string, brand?: string, model?: string): number;
}

export interface SuggestionCounts {
  get(): Promise<AdCounts>;
  /** Anything may have changed: re-read on next use. */
  invalidate(): void;
  /**
   * Ads written through this server: their counts move now, in new counts (suggestions.ts remembers
   * its answers per counts).
   */
  apply(change: AdsChange): void;
}

const key = (parts: (string | undefined)[]) => parts.filter((p) => p !== undefined).join('\u0000');

interface Move {
  category: string;
  brand: string;
  model: string;
  n: number;
}

function add(counts: Map<string, number>, { category, brand, model, n }: Move): void {
  for (const k of [key([category]), key([category, brand]), key([category, brand, model])])
    counts.set(k, (counts.get(k) ?? 0) + n);
}

/** Counts with the map they read, which a write's moves copy into new counts. */
type Counted = AdCounts & { readonly map: Map<string, number> };

const countsOf = (counts: Map<string, number>): Counted => ({
  map: counts,
  of: (category, brand, model) => counts.get(key([category, brand, model])) ?? 0,
});

/** `db` is asked at every refresh, so the counts follow the read replicas' rotation (decision 147). */
export function createSuggestionCounts(db: () => Db): SuggestionCounts {
  // Moves applied from writes, each numbered: a read that began after one was applied finds it in
  // the table (the write had committed), one that began earlier may not, and gets it added.
  const moves: { at: number; move: Move }[] = [];
  let applied = 0;
  const value = refreshedValue<Counted>(async () => {
    const began = applied;
    const rows = await countListedByName(db());
    const counts = new Map<string, number>();
    for (const r of rows)
      add(counts, { category: r.category, brand: r.brand, model: r.model, n: Number(r.n) });
    for (const m of moves) if (m.at > began) add(counts, m.move);
    moves.splice(0, moves.filter((m) => m.at <= began).length);
    return countsOf(counts);
  }, COUNTS_TTL_MS);
  return {
    get: () => value.get(),
    invalidate: () => value.invalidate(),
    apply(change) {
      const by = (n: number) => (ad: AdState) => ({
        category: ad.category,
        brand: ad.brand,
        model: ad.model,
        n,
      });
      const now: Move[] = [
        ...change.before.filter((ad) => ad.listed).map(by(-1)),
        ...change.after.filter((ad) => ad.listed).map(by(1)),
      ];
      if (now.length === 0) return;
      for (const move of now) moves.push({ at: ++applied, move });
      value.update((current) => {
        const counts = new Map(current.map);
        for (const move of now) add(counts, move);
        return countsOf(counts);
      });
    },
  };
}
