// The long tail of search: distinct queries drawn from the seed's vocabulary
// (words of sampled ads' titles, their cities), a share of them misspelt the way people slip
// (a letter missing, extra, swapped or wrong) and a share in Roman Urdu (the synonym table, some with
// a word that carries no search meaning: 'chahiye', 'bechna hai'). Beside them, made-up words that must
// find nothing (decision 201). Seeded, so two runs send the same queries.
import type { CategoryKey } from '../../src/domain/categories';
import { SYNONYMS } from '../../src/domain/search/synonyms';
import { URDU_OF } from '../../src/domain/search/urdu-words';
import { CITY_NAMES_UR } from '../../src/domain/cities-ur';
import { searchTokens, typoBudget } from '../../src/domain/search/words';
import { Rng } from '../../src/demo/prng';

export type QueryKind = 'plain' | 'typo' | 'roman' | 'urdu' | 'nonsense';
export interface BenchQuery {
  kind: QueryKind;
  q: string;
  category: CategoryKey;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One slip in a word: a letter missing, extra, swapped with its neighbour, or wrong. */
function slip(word: string, rng: Rng): string {
  const i = rng.int(1, word.length - 2); // people rarely get the first letter wrong
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + rng.pick([...LETTERS]) + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2);
    default:
      return word.slice(0, i) + rng.pick([...LETTERS].filter((c) => c !== word[i])) + word.slice(i + 1);
  }
}

/** The query with one of its long-enough words misspelt (twice from 8 letters), or undefined. */
function misspell(q: string, rng: Rng): string | undefined {
  const words = q.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => typoBudget(w) > 0);
  if (candidates.length === 0) return undefined;
  const [word, at] = rng.pick(candidates);
  let typo = slip(word, rng);
  if (typoBudget(word) === 2 && rng.next() < 0.3) typo = slip(typo, rng);
  if (typo === word) return undefined;
  words[at] = typo;
  return words.join(' ');
}

/** A sampled ad: the plain queries are words of real titles, so they find ads as buyers' would. */
export interface SampleAd {
  category: CategoryKey;
  title: string;
  location: string;
  /**
   * Every word search reads of the ad (its search_text: brand and model as the catalogue names them,
   * 'Goats', 'Dogs'; the values of its fields; the description's first words).
   */
  words: string;
}

/** One to three neighbouring words of an ad's title, sometimes with its city. */
function plainQuery(ad: SampleAd, rng: Rng): string {
  const words = searchTokens(ad.title);
  const n = Math.min(words.length, rng.int(1, 3));
  const from = rng.int(0, Math.max(0, words.length - n));
  let q = words.slice(from, from + n).join(' ');
  if (ad.location && rng.next() < 0.35) q += ` ${ad.location.toLowerCase()}`;
  return q;
}

/**
 * The category a Roman-Urdu entry is searched in: its own when it names one; else the category of the
 * sampled ads whose words hold what it means ('cook' is a job, though the services' catalogue also
 * says 'cook'), its own first. An entry no sampled ad holds is not drawn: a search for
 * what no ad offers measures the seed, not search (`romanLeftOut` says which).
 */
function synonymCategory(
  entry: (typeof SYNONYMS)[number],
  sample: readonly SampleAd[],
): CategoryKey | undefined {
  if (entry.means.length === 0) return entry.category;
  const counts = new Map<CategoryKey, number>();
  for (const ad of sample)
    if (searchTokens(`${ad.title} ${ad.words}`).some((w) => entry.means.includes(w)))
      counts.set(ad.category, (counts.get(ad.category) ?? 0) + 1);
  if (entry.category && counts.has(entry.category)) return entry.category;
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The Roman-Urdu entries benchQueries leaves out for this sample: no sampled ad holds their meaning. */
export const romanLeftOut = (sample: readonly SampleAd[]) =>
  SYNONYMS.filter((s) => !synonymCategory(s, sample)).map((s) => s.says[0]!);

/** Endings of a Roman-Urdu search that ask for nothing (synonyms.ts UNSEARCHED_WORDS). */
const ROMAN_ENDINGS = ['chahiye', 'bechna hai', 'lena hai', 'kharidna hai', 'wala'];

/** `count` distinct queries: about 60% plain, 25% misspelt, 15% Roman Urdu. */
export function benchQueries(count: number, seed: number, sample: readonly SampleAd[]): BenchQuery[] {
  const rng = new Rng(seed);
  const roman = SYNONYMS.flatMap((s) => {
    const category = synonymCategory(s, sample);
    return category ? s.says.map((say) => ({ say, category })) : [];
  });
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const roll = rng.next();
    let query: BenchQuery | undefined;
    if (roll < 0.15) {
      const { say, category } = rng.pick(roman);
      // A city the ads are in, as a buyer's would be: the seed uses a few of CITIES, and a city with no
      // ads at all measured the seed, not search.
      const place = rng.next() < 0.5 ? rng.pick(sample).location : '';
      const city = place ? ` ${place.toLowerCase()}` : '';
      // How buyers end such a search about a third of the time: no ad need say it (decision 201).
      const filler = rng.next() < 0.3 ? ` ${rng.pick(ROMAN_ENDINGS)}` : '';
      query = { kind: 'roman', q: `${say}${city}${filler}`, category };
    } else {
      const ad = rng.pick(sample);
      const { category } = ad;
      const q = plainQuery(ad, rng);
      // A place alone ('in lahore', from a rent ad's title) is home's rows, not a search, and finds
      // nothing from home by design: as in the Urdu set, it is not drawn.
      if (searchTokens(q).every((w) => CITY_TOKENS.has(w) || w === 'in')) continue;
      if (roll < 0.4) {
        const typo = misspell(q, rng);
        query = typo ? { kind: 'typo', q: typo, category } : undefined;
      } else query = { kind: 'plain', q, category };
    }
    if (!query || !query.q.trim()) continue;
    const key = `${query.category}|${query.q}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(query);
  }
  return out;
}

const CITY_WORDS = new Set(Object.keys(CITY_NAMES_UR).map((c) => c.toLowerCase()));
const CITY_TOKENS = new Set(Object.keys(CITY_NAMES_UR).flatMap(searchTokens));

/** A query in Urdu script, and the same query in the Latin words the ads are written in. */
export interface UrduQuery extends BenchQuery {
  latin: string;
}

/** The words of a title that have an Urdu spelling, two-word names first ('wagon r', 'cd 70'). */
function urduParts(title: string): [string, string][] {
  const tokens = searchTokens(title);
  const parts: [string, string][] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const two = `${tokens[i]} ${tokens[i + 1] ?? ''}`;
    const one = tokens[i]!;
    if (URDU_OF.has(two)) {
      parts.push([two, URDU_OF.get(two)!]);
      i += 1;
    } else if (URDU_OF.has(one)) parts.push([one, URDU_OF.get(one)!]);
  }
  return parts;
}

/**
 * `count` distinct queries in Urdu script, as a buyer writes them: the words of a real title that have
 * an Urdu spelling (a brand, a model, a noun), one or two of them, sometimes with the ad's city in
 * Urdu. Each carries its Latin twin, which the benchmark asks too: Urdu search should find the same.
 */
export function urduQueries(count: number, seed: number, sample: readonly SampleAd[]): UrduQuery[] {
  const rng = new Rng(seed);
  const seen = new Set<string>();
  const out: UrduQuery[] = [];
  for (let tries = 0; out.length < count && tries < count * 200; tries++) {
    const ad = rng.pick(sample);
    const parts = urduParts(ad.title);
    if (parts.length === 0) continue;
    const from = rng.int(0, parts.length - 1);
    const chosen = parts.slice(from, from + rng.int(1, 2));
    // A city alone is a place, not a search: the words must name a thing (a title may hold its city).
    if (chosen.every(([latin]) => CITY_WORDS.has(latin))) continue;
    const city = ad.location.toLowerCase();
    if (URDU_OF.has(city) && rng.next() < 0.4) chosen.push([city, URDU_OF.get(city)!]);
    const q = chosen.map(([, urdu]) => urdu).join(' ');
    if (seen.has(q)) continue;
    seen.add(q);
    out.push({ kind: 'urdu', q, latin: chosen.map(([latin]) => latin).join(' '), category: ad.category });
  }
  return out;
}

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * `count` distinct queries of one or two made-up words, 7 to 10 consonants each (no vowel, so no word
 * of the ads or of the synonym tables lies within their typo budget), drawn for the categories of
 * the sample: every one must find nothing, or search matches what nobody typed.
 */
export function nonsenseQueries(count: number, seed: number, sample: readonly SampleAd[]): BenchQuery[] {
  const rng = new Rng(seed);
  const word = () => Array.from({ length: rng.int(7, 10) }, () => rng.pick([...CONSONANTS])).join('');
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  while (out.length < count) {
    const q = rng.next() < 0.3 ? `${word()} ${word()}` : word();
    if (seen.has(q)) continue;
    seen.add(q);
    out.push({ kind: 'nonsense', q, category: rng.pick(sample).category });
  }
  return out;
}

export const homeSearchPath = (q: BenchQuery) => `/api/search?q=${encodeURIComponent(q.q)}`;
export const listingSearchPath = (q: BenchQuery) =>
  `/api/ads?category=${q.category}&q=${encodeURIComponent(q.q)}`;
