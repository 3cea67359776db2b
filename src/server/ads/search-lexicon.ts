// The lexicon of search (decision 060): every distinct word of the ads (table search_words, kept by
// a trigger), held in memory by length so a typo is corrected by comparing a few thousand short
// words in JS rather than with a query. Loaded on first use and re-read in the background once it
// is older than LEXICON_TTL_MS or after a write through this server, so words of new ads elsewhere
// turn up within a minute. Never a result cache: it answers "is this a word?", not "which ads?".
import { sql } from 'drizzle-orm';
import { editDistance, typoBudget } from '../../domain/search/words';
import type { Db } from '../db/client';
import { refreshedValue } from './refreshed-value';

const LEXICON_TTL_MS = 60_000;
/** Corrections offered per typed word: the closest ones, most alike first. */
const MAX_CORRECTIONS = 4;

export interface Lexicon {
  has(word: string): Promise<boolean>;
  /** Some word starts with `prefix` (so a half-typed last word is not a typo). */
  hasPrefix(prefix: string): Promise<boolean>;
  /** The nearest words within the word's typo budget (none for a known word or a short one). */
  corrections(word: string): Promise<string[]>;
  /** Words changed through this server: re-read on next use. */
  invalidate(): void;
}

interface Snapshot {
  words: Set<string>;
  sorted: string[];
  byLength: Map<number, string[]>;
}

function snapshotOf(list: string[]): Snapshot {
  const byLength = new Map<number, string[]>();
  for (const w of list) {
    const bucket = byLength.get(w.length);
    if (bucket) bucket.push(w);
    else byLength.set(w.length, [w]);
  }
  return { words: new Set(list), sorted: [...list].sort(), byLength };
}

export function createLexicon(db: Db): Lexicon {
  const value = refreshedValue(async () => {
    const { rows } = await db.execute<{ word: string }>(sql`select word from search_words`);
    return snapshotOf(rows.map((r) => r.word));
  }, LEXICON_TTL_MS);

  return {
    async has(word) {
      return (await value.get()).words.has(word);
    },
    async hasPrefix(prefix) {
      const { sorted } = await value.get();
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      return lo < sorted.length && sorted[lo]!.startsWith(prefix);
    },
    async corrections(word) {
      const snap = await value.get();
      const budget = typoBudget(word);
      if (budget === 0 || snap.words.has(word)) return [];
      const found: { w: string; d: number }[] = [];
      for (let len = word.length - budget; len <= word.length + budget; len++)
        for (const w of snap.byLength.get(len) ?? []) {
          // A short lexicon word carries fewer slips: 'hoda' may become 'honda', not 'ho'.
          const allowed = Math.min(budget, Math.max(typoBudget(w), 1));
          const d = editDistance(word, w, allowed);
          if (d <= allowed) found.push({ w, d });
        }
      found.sort((a, b) => a.d - b.d || a.w.localeCompare(b.w));
      const best = found[0]?.d;
      return found
        .filter((f) => f.d === best)
        .slice(0, MAX_CORRECTIONS)
        .map((f) => f.w);
    },
    invalidate: () => value.invalidate(),
  };
}
