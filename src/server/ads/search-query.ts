// Query rewriting (decision 060): typed text → the words to look for, before any SQL. Synonyms
// ('bakra' → goats, 'gari' → the vehicles category) and typo corrections ('corola' → corolla) become
// alternatives of a word, so the SQL stays one full-text match on the GIN index. The last word also
// stands for the known words it begins ('sams' finds Samsung) while someone is still typing it.
import type { CategoryKey } from '../../domain/categories';
import { SEARCH_MAX_WORDS, SLIP_MAX_ADS } from '../../domain/limits';
import { makeAndModelWords } from '../../domain/search/name-words';
import { FILLER_WORDS } from '../../domain/search/searchable';
import { SYNONYM_PHRASES, UNSEARCHED_WORDS } from '../../domain/search/synonyms';
import { readUrduWords } from '../../domain/search/urdu-words';
import { editDistance, searchTokens, shortSlipsOf, typoBudget } from '../../domain/search/words';
import type { Lexicon } from './search-lexicon';
import type { MatchEstimate } from './search-repository';

/** Known words a half-typed last word stands for, the most common first. */
const MAX_COMPLETIONS = 12;

interface SearchTerm {
  /** What was typed (a word, or the words of a synonym phrase). */
  typed: string;
  /** Words any of which matches; `prefix` ones also match longer words. */
  words: { word: string; prefix: boolean }[];
  /** Set when the typed word was not found and these nearest words are searched instead. */
  corrected?: string[];
}

export interface SearchPlan {
  terms: SearchTerm[];
  /** A typed word named a category ('gari' → vehicles); the word itself is then not searched. */
  category?: CategoryKey;
  /** 'corolla lahore' when a word was corrected: the page says 'Showing results for …'. */
  correctedText?: string;
  /** Every word was one with no search meaning, left out in a category: its listing is the answer. */
  onlyUnsearched?: boolean;
}

export interface PlanOptions {
  /** Search the text exactly as typed: no typo corrections (the 'search instead for' link). */
  exact?: boolean;
  /**
   * The search is a category's listing: words with no search meaning are left out even when they are
   * all that is left ('motor cycle chahiye' is the bikes listing), since the category is what was asked.
   */
  inCategory?: boolean;
}

/**
 * The tokens of q as terms, with synonym phrases ('motor cycle') kept together, at most SEARCH_MAX_WORDS.
 * Words with no search meaning ('chahiye', 'bechna') and filler words ('with', 'in') are left out,
 * unless nothing else was typed outside a category.
 */
function termsOf(
  tokens: string[],
  inCategory: boolean,
): { typed: string; synonym?: (typeof SYNONYM_PHRASES)[number]['synonym'] }[] {
  const terms: { typed: string; synonym?: (typeof SYNONYM_PHRASES)[number]['synonym'] }[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = SYNONYM_PHRASES.find((p) => p.words.every((w, k) => tokens[i + k] === w));
    const length = phrase?.words.length ?? 1;
    terms.push({ typed: tokens.slice(i, i + length).join(' '), synonym: phrase?.synonym });
    i += length;
  }
  // After the phrases, which may hold such words ('bachon ki gari', 'for rent').
  const meant = terms.filter(
    (t) => t.synonym || !(UNSEARCHED_WORDS.has(t.typed) || FILLER_WORDS.has(t.typed)),
  );
  return (meant.length > 0 || inCategory ? meant : terms).slice(0, SEARCH_MAX_WORDS);
}

export async function planSearch(
  q: string,
  lexicon: Lexicon,
  options: PlanOptions = {},
): Promise<SearchPlan> {
  const plan: SearchPlan = { terms: [] };
  const tokens = searchTokens(readUrduWords(q));
  const raw = termsOf(tokens, options.inCategory ?? false);
  if (raw.length === 0 && tokens.length > 0) plan.onlyUnsearched = true;
  const shown: string[] = [];
  let corrected = false;
  for (const [index, { typed, synonym }] of raw.entries()) {
    const last = index === raw.length - 1;
    if (synonym?.category && synonym.means.length === 0 && !plan.category) {
      plan.category = synonym.category;
      shown.push(typed);
      continue;
    }
    const words: SearchTerm['words'] = typed.includes(' ') ? [] : [{ word: typed, prefix: false }];
    // The last word may be half typed: it also stands for the known words it begins (not for a
    // one-letter or all-digit start: '2' would stand for 2018, 256gb and half of all ads).
    const completions =
      last && !typed.includes(' ') && /[a-z]/.test(typed) && typed.length >= 2
        ? await lexicon.completions(typed, MAX_COMPLETIONS)
        : [];
    for (const w of completions) if (w !== typed) words.push({ word: w, prefix: false });
    if (synonym) {
      if (synonym.category) plan.category ??= synonym.category;
      for (const w of synonym.means)
        if (!words.some((x) => x.word === w)) words.push({ word: w, prefix: false });
      plan.terms.push({ typed, words });
      shown.push(typed);
      continue;
    }
    const term: SearchTerm = { typed, words };
    if (options.exact) {
      shown.push(typed);
      plan.terms.push(term);
      continue;
    }
    const unknown = !(await lexicon.has(typed)) && completions.length === 0;
    const names = await nearNames(typed, lexicon, unknown);
    if (unknown) {
      // A filler word is no ad's word (descriptions drop them), so its slips are read here first.
      const fillers = shortSlipsOf(typed).filter((w) => FILLER_WORDS.has(w));
      const fixes = [...new Set([...fillers, ...names, ...(await lexicon.corrections(typed))])];
      // A slip of a filler word ('wth') is left out as the word itself would be, when more was typed.
      if (fixes.length > 0 && FILLER_WORDS.has(fixes[0]!) && raw.length > 1) {
        corrected = true;
        shown.push(fixes[0]!);
        continue;
      }
      if (fixes.length > 0) {
        term.corrected = fixes;
        for (const w of fixes) words.push({ word: w, prefix: false });
        corrected = true;
        shown.push(fixes[0]!);
        plan.terms.push(term);
        continue;
      }
    }
    // A word some ad holds, or begins, may still be a slip of a make or model: those are searched too.
    for (const w of names) if (!words.some((x) => x.word === w)) words.push({ word: w, prefix: false });
    shown.push(typed);
    plan.terms.push(term);
  }
  if (corrected) plan.correctedText = shown.join(' ');
  return plan;
}

/**
 * The make and model words (name-words.ts) within the typo budget of a typed word that is not one
 * itself, nearest first, which some ad has: 'nokya' → nokia, 'vivoo' → vivo, 'samsng' → samsung. For
 * a word some ad has or begins (not `unknown`), only when at most SLIP_MAX_ADS listed ads have it and
 * more have the name: a slip a few sellers made, not a word of its own ('hand' is no slip of 'land',
 * nor 'core' of the car 'cuore'). A word of 3 letters found nowhere may be a 4-letter name with a
 * letter missing after its first ('vvo' → vivo, 'opo' → oppo, 'cty' → city): the one slip a word
 * under the typo budget is read for.
 */
async function nearNames(typed: string, lexicon: Lexicon, unknown: boolean): Promise<string[]> {
  const budget = typoBudget(typed);
  const names = makeAndModelWords();
  if (names.has(typed)) return [];
  if (budget === 0) {
    if (!unknown) return [];
    const missing: string[] = [];
    for (const w of shortSlipsOf(typed)) if (names.has(w) && (await lexicon.has(w))) missing.push(w);
    return missing.sort();
  }
  const near: { w: string; d: number }[] = [];
  for (const w of names) {
    const d = editDistance(typed, w, budget);
    if (d <= budget && (await lexicon.has(w))) near.push({ w, d });
  }
  if (near.length === 0) return [];
  // Counted only now, for the few words one slip from a name: most words are near none.
  const typedAds = unknown ? 0 : await lexicon.adsWith(typed, SLIP_MAX_ADS + 1);
  if (typedAds > SLIP_MAX_ADS) return [];
  const found: typeof near = [];
  for (const n of near) if (unknown || (await lexicon.adsWith(n.w, typedAds + 1)) > typedAds) found.push(n);
  found.sort((a, b) => a.d - b.d || a.w.localeCompare(b.w));
  const best = found[0]?.d;
  return found.filter((f) => f.d === best).map((f) => f.w);
}

/**
 * The plan as a tsquery text: `(corola | corolla) & lahore:*`. Every word is [a-z0-9] only
 * (searchTokens and the synonym table), so no operator a visitor types can reach it.
 */
export function toTsquery(plan: SearchPlan): string | undefined {
  if (plan.terms.length === 0) return undefined;
  return plan.terms
    .map((t) => `(${t.words.map((w) => (w.prefix ? `${w.word}:*` : w.word)).join(' | ')})`)
    .join(' & ');
}

/**
 * Words one of which every ad the plan matches has: the alternatives of its narrowest term (the
 * tsquery asks for every term). A query word is its own lexeme ([a-z0-9] only, 'simple' configuration),
 * so these are words of the ads' search_vector as they are. Undefined without a plan (no q), when the
 * plan matches without words (a category named, nothing else) or when a word is a prefix.
 */
export function wordsEveryMatchHas(plan: SearchPlan | undefined): string[] | undefined {
  if (!plan) return undefined;
  const terms = plan.terms.filter((t) => t.words.length > 0);
  if (terms.length === 0 || terms.some((t) => t.words.some((w) => w.prefix))) return undefined;
  const narrowest = terms.reduce((a, b) => (b.words.length < a.words.length ? b : a));
  return narrowest.words.map((w) => w.word);
}

/**
 * How many ads the plan can match, in the place when given, and how dense they are in the place and
 * the category asked, from the statistics (undefined without them).
 */
export function estimateMatches(
  plan: SearchPlan,
  lexicon: Lexicon,
  scope: { place?: string; category?: string },
): Promise<MatchEstimate | undefined> {
  return lexicon.estimateMatches(
    plan.terms.map((t) => t.words),
    scope,
  );
}
