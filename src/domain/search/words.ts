// How search reads typed text: the same words on the server (full-text query, typo
// correction) and in the browser (suggestions, chips). Only Latin letters and digits make words;
// anything else (punctuation, tsquery syntax, emoji, Urdu script) separates them, so nothing a
// visitor types can reach SQL as syntax. Text is first read as it is shown (decision 179), the same
// reading every stored text went through, so a direction control or a zero-width space inside a
// word neither splits it nor hides it.
import { asSeen } from '../safety/as-seen';

/** Longest word looked at; longer "words" are junk (a pasted URL, a key held down). */
const WORD_MAX_LENGTH = 40;

/**
 * A text as search reads it, for an ad's search text: lower-case Latin letters and digits, anything
 * else a space, so PostgreSQL's parser makes of it the words searchTokens makes of a query ('8/256'
 * and '1.0' would otherwise be one word of the ad, '8/256', never matched by the query's '8' and '256').
 */
export function searchableText(text: string): string {
  return asSeen(text)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Lower-cased words of a text, in order, duplicates removed; lone letters dropped (digits kept). */
export function searchTokens(text: string): string[] {
  const words = asSeen(text)
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && w.length <= WORD_MAX_LENGTH && (w.length > 1 || /\d/.test(w)));
  return [...new Set(words)];
}

/**
 * How many slips a word may have and still be corrected: one from 4 letters, two from 8
 * (Meilisearch allows one from 5 and two from 9).
 */
export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0; // '128gb' → '256gb' is not a typo but another phone
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** What a search word is written with (searchTokens): the letters and digits a slip can leave out. */
const WORD_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The four-letter words `typed`, three letters, could be with one letter left out after its first: the
 * slip a word under the typo budget is read for ('rnt' → rent, 'vvo' → vivo, 'cty' → city). Made from
 * the typed word (108 at most), so a caller asks its own word list for each rather than walking it.
 */
export function shortSlipsOf(typed: string): string[] {
  if (!/^[a-z]{3}$/.test(typed)) return [];
  const slips = new Set<string>();
  for (let at = 1; at <= 3; at++)
    for (const c of WORD_CHARS) slips.add(typed.slice(0, at) + c + typed.slice(at));
  return [...slips];
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a letter missing, extra, wrong, or two
 * neighbours swapped each count one), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, max + 1);
}
