// Query rewriting (decision 060): typed text → the words to look for, before any SQL. Synonyms
// ('bakra' → goats, 'gari' → the vehicles category) and typo corrections ('corola' → corolla) become
// alternatives of a word, so the SQL stays one full-text match on the GIN index. The last word also
// stands for the known words it begins ('sams' finds Samsung) while someone is still typing it.
import type { CategoryKey } from '../../domain/categories';
import { SEARCH_MAX_WORDS } from '../../domain/limits';
import { SYNONYM_PHRASES } from '../../domain/search/synonyms';
import { readUrduWords } from '../../domain/search/urdu-words';
import { searchTokens } from '../../domain/search/words';
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
}

export interface PlanOptions {
  /** Search the text exactly as typed: no typo corrections (the 'search instead for' link). */
  exact?: boolean;
}

/** The tokens of q, with synonym phrases ('motor cycle') kept together, at most SEARCH_MAX_WORDS terms. */
function termsOf(q: string): { typed: string; synonym?: (typeof SYNONYM_PHRASES)[number]['synonym'] }[] {
  const tokens = searchTokens(readUrduWords(q));
  const terms: { typed: string; synonym?: (typeof SYNONYM_PHRASES)[number]['synonym'] }[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = SYNONYM_PHRASES.find((p) => p.words.every((w, k) => tokens[i + k] === w));
    const length = phrase?.words.length ?? 1;
    terms.push({ typed: tokens.slice(i, i + length).join(' '), synonym: phrase?.synonym });
    i += length;
  }
  return terms.slice(0, SEARCH_MAX_WORDS);
}

export async function planSearch(
  q: string,
  lexicon: Lexicon,
  options: PlanOptions = {},
): Promise<SearchPlan> {
  const plan: SearchPlan = { terms: [] };
  const raw = termsOf(q);
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
    if (!options.exact && !(await lexicon.has(typed)) && completions.length === 0) {
      const fixes = await lexicon.corrections(typed);
      if (fixes.length > 0) {
        term.corrected = fixes;
        for (const w of fixes) words.push({ word: w, prefix: false });
        corrected = true;
        shown.push(fixes[0]!);
        plan.terms.push(term);
        continue;
      }
    }
    shown.push(typed);
    plan.terms.push(term);
  }
  if (corrected) plan.correctedText = shown.join(' ');
  return plan;
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
