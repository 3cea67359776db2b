// The lexicon of search (decision 060): every distinct word of the ads (table search_words, kept by
// a trigger), held in memory by length so a typo is corrected by comparing a few thousand short
// words in JS rather than with a query. Loaded on first use and re-read in the background once it
// is older than LEXICON_TTL_MS, so words of new ads elsewhere turn up within a minute. A write
// through this server adds its ad's words at once (learn): re-reading every word after each write
// made the next search wait for it, dozens of times a second on a busy evening (decision 176).
// Never a result cache: it answers "is this a word?", not "which ads?".
import { CITIES } from '../../domain/categories';
import { LEXICON_WORD_LENGTH } from '../../domain/limits';
import { editDistance, searchTokens, shortSlipsOf, typoBudget } from '../../domain/search/words';
import type { Db } from '../db/client';
import { refreshedValue } from './refreshed-value';
import {
  adsWithWord,
  commonWordShares,
  estimatedAdRows,
  lexiconWords,
  type MatchEstimate,
} from './search-repository';

const LEXICON_TTL_MS = 60_000;
/** Cities named in one word ('lahore'): a word of a longer name ('khan', 'dera') says less. */
const CITY_WORDS = new Set(
  CITIES.map((c) => searchTokens(c)).flatMap((words) => (words.length === 1 ? words : [])),
);
/** Corrections offered per typed word: the closest ones, most alike first, then the commonest. */
const MAX_CORRECTIONS = 4;

export interface Lexicon {
  has(word: string): Promise<boolean>;
  /**
   * Words starting with `prefix`, the most common first, at most `limit`: a half-typed last word
   * becomes these exact words, which the GIN index looks up one by one (a `:*` prefix query makes it
   * collect every match of the prefix first: 200,000 for 'lahore:*').
   */
  completions(prefix: string, limit: number): Promise<string[]>;
  /** How many listed ads have the word, counted up to `upTo` (`upTo` at once when the statistics show far more). */
  adsWith(word: string, upTo: number): Promise<number>;
  /**
   * The nearest words within the word's typo budget, none for a known word; for three letters, the
   * four-letter words it is with a letter left out after the first (shortSlipsOf), commonest first.
   */
  corrections(word: string): Promise<string[]>;
  /**
   * At most how many ads match every term (each term: any of its words), from PostgreSQL's own
   * statistics of the column read with the words; undefined before the table was ever analysed.
   * The rarest term's count (words of a query are often found together), times the share of each
   * city named among the words and of the `place` (a place is taken as independent of the words).
   * With the shares of the place and the category, which tell search how dense the matches are among
   * the ads it would walk.
   */
  estimateMatches(
    terms: { word: string; prefix: boolean }[][],
    scope: { place?: string; category?: string },
  ): Promise<MatchEstimate | undefined>;
  /** Words of ads just written through this server: known from now on. */
  learn(words: readonly string[]): void;
  /** Anything may have changed: re-read on next use. */
  invalidate(): void;
}

interface Snapshot {
  words: Set<string>;
  sorted: string[];
  byLength: Map<number, string[]>;
  /** Word → share of ads, from pg_stats (most common elements of search_vector). */
  shares: Map<string, number>;
  /** Share assumed for a word the statistics do not list (rarer than all they list). */
  rareShare: number;
  /** Rows of the ads table, as last counted by PostgreSQL. */
  rows: number;
}

function snapshotOf(list: string[], stats: { word: string; share: number }[], rows: number): Snapshot {
  const byLength = new Map<number, string[]>();
  for (const w of list) {
    const bucket = byLength.get(w.length);
    if (bucket) bucket.push(w);
    else byLength.set(w.length, [w]);
  }
  const shares = new Map(stats.map((s) => [s.word, s.share]));
  const rareShare = Math.min(...stats.map((s) => s.share)) / 2;
  return { words: new Set(list), sorted: [...list].sort(), byLength, shares, rareShare, rows };
}

/** The index of the first of the sorted words that is not before `word` (a binary search). */
function firstNotBefore(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds a word the snapshot lacks, in its place among the sorted words. */
function addWord(snap: Snapshot, word: string): void {
  if (snap.words.has(word)) return;
  snap.words.add(word);
  snap.sorted.splice(firstNotBefore(snap.sorted, word), 0, word);
  const bucket = snap.byLength.get(word.length);
  if (bucket) bucket.push(word);
  else snap.byLength.set(word.length, [word]);
}

export function createLexicon(db: Db): Lexicon {
  // Words learnt from writes, each with the count of words learnt by then: a read that began later
  // finds them in the table (the write had committed), one that began earlier may not.
  const learnt = new Map<string, number>();
  let learning = 0;
  const value = refreshedValue(async () => {
    const began = learning;
    const words = await lexiconWords(db);
    const stats = await commonWordShares(db);
    const snap = snapshotOf(words, stats, await estimatedAdRows(db));
    for (const [word, at] of learnt) {
      if (at <= began) learnt.delete(word);
      else addWord(snap, word);
    }
    return snap;
  }, LEXICON_TTL_MS);

  return {
    async has(word) {
      return (await value.get()).words.has(word);
    },
    async adsWith(word, upTo) {
      // A word the statistics list on ten times as many ads needs no count: most words one slip from
      // a make or model are common ones ('hand', 'core'), and counting them cost each such search a
      // round trip. Only the statistics' rare words are counted (they list words on ~0.4 % of ads).
      const { shares, rows } = await value.get();
      if ((shares.get(word) ?? 0) * rows >= upTo * 10) return upTo;
      return adsWithWord(db, word, upTo);
    },
    async completions(prefix, limit) {
      const { sorted, shares } = await value.get();
      const lo = firstNotBefore(sorted, prefix);
      const found: string[] = [];
      for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
      found.sort((a, b) => (shares.get(b) ?? 0) - (shares.get(a) ?? 0) || a.length - b.length);
      return found.slice(0, limit);
    },
    async corrections(word) {
      const snap = await value.get();
      const budget = typoBudget(word);
      if (snap.words.has(word)) return [];
      const share = (w: string) => snap.shares.get(w) ?? 0;
      // Three letters carry no slip of their own, but the commonest slip of a four-letter word is
      // a letter left out after its first: 'rnt' for rent, 'wth' for with, 'twn' for town.
      if (budget === 0)
        return shortSlipsOf(word)
          .filter((w) => snap.words.has(w))
          .sort((a, b) => share(b) - share(a) || a.localeCompare(b))
          .slice(0, MAX_CORRECTIONS);
      const found: { w: string; d: number }[] = [];
      for (let len = word.length - budget; len <= word.length + budget; len++)
        for (const w of snap.byLength.get(len) ?? []) {
          // A short lexicon word carries fewer slips: 'hoda' may become 'honda', not 'ho'.
          const allowed = Math.min(budget, Math.max(typoBudget(w), 1));
          const d = editDistance(word, w, allowed);
          if (d <= allowed) found.push({ w, d });
        }
      // The commonest first among equally near words: with every ad's description in the lexicon a
      // short typo has many neighbours, and the word most ads use is the likeliest meant (decision 201).
      found.sort((a, b) => a.d - b.d || share(b.w) - share(a.w) || a.w.localeCompare(b.w));
      const best = found[0]?.d;
      return found
        .filter((f) => f.d === best)
        .slice(0, MAX_CORRECTIONS)
        .map((f) => f.w);
    },
    async estimateMatches(terms, { place, category }) {
      const snap = await value.get();
      if (snap.shares.size === 0 || snap.rows <= 0) return undefined;
      const shareOf = (words: { word: string; prefix: boolean }[]) => {
        let total = 0;
        for (const { word, prefix } of words) {
          if (!prefix) total += snap.shares.get(word) ?? snap.rareShare;
          else for (const [w, share] of snap.shares) if (w.startsWith(word)) total += share;
        }
        return Math.min(1, Math.max(total, snap.rareShare));
      };
      // Every word of the place is in its ads' search text (ad-repository.ts): the rarest bounds them.
      const placeWords = place ? searchTokens(place) : [];
      // A city typed among the words is as independent of them as a place chosen beside them: 'oppo
      // gujranwala' matches about as many ads as oppo's share times Gujranwala's, not the rarer of the
      // two, which had search walk the newest ads and come back short for one query in four.
      const named = terms.filter((t) => t.length > 0 && t.every((w) => !w.prefix && CITY_WORDS.has(w.word)));
      const rest = terms.filter((t) => !named.includes(t));
      const wordsShare = Math.min(1, ...rest.map(shareOf)) * named.reduce((p, t) => p * shareOf(t), 1);
      const placeShare = Math.min(1, ...placeWords.map((word) => shareOf([{ word, prefix: false }])));
      // Each ad's words hold its category as the token '@category' (schema/ads.ts).
      const categoryShare = category ? shareOf([{ word: `@${category}`, prefix: false }]) : 1;
      return {
        matches: Math.ceil(wordsShare * placeShare * snap.rows),
        ads: snap.rows,
        placeShare,
        categoryShare,
      };
    },
    learn(words) {
      const snap = value.peek();
      for (const word of words) {
        if (word.length < LEXICON_WORD_LENGTH.min || word.length > LEXICON_WORD_LENGTH.max) continue;
        if (word.startsWith('@')) continue; // the category token, not a word (schema/ads.ts)
        learning += 1;
        learnt.set(word, learning);
        if (snap) addWord(snap, word);
      }
    },
    invalidate: () => value.invalidate(),
  };
}
