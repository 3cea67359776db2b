// Suggestions under the search box (SPEC §4 "Suggestions"): brands, models and categories whose name
// has the typed text, case-insensitive, prefix matches first. They come from the catalogue and the
// category list held in memory, not from the ads table: the same names ads are filed under, answered
// in microseconds at any number of ads (decision 003).
import type { Suggestion, SuggestionsResponse } from '../../domain/api';
import { CATEGORIES } from '../../domain/categories';
import { getBrands } from '../../domain/catalogue';
import { SUGGESTION_MIN_CHARS, SUGGESTIONS_LIMIT } from '../../domain/limits';

interface Entry extends Suggestion {
  /** Lower-cased texts the typed words are looked for in. */
  haystacks: string[];
  /** Categories before brands before models, when equally good matches. */
  kind: 0 | 1 | 2;
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (entry: Entry) => {
    const key = `${entry.category}|${entry.label.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push(entry);
  };
  for (const c of CATEGORIES)
    add({
      label: c.name,
      category: c.key,
      q: '',
      kind: 0,
      haystacks: [c.name, c.key, ...c.keywords].map((s) => s.toLowerCase()),
    });
  for (const c of CATEGORIES)
    for (const brand of getBrands(c.key)) {
      add({
        label: brand.name,
        category: c.key,
        q: brand.name,
        kind: 1,
        haystacks: [brand.name.toLowerCase()],
      });
      for (const model of brand.models) {
        const label = model.toLowerCase().startsWith(brand.name.toLowerCase())
          ? model
          : `${brand.name} ${model}`;
        add({
          label,
          category: c.key,
          q: label,
          kind: 2,
          haystacks: [label.toLowerCase(), model.toLowerCase()],
        });
      }
    }
  return entries;
}

const ENTRIES = buildEntries();

/** 0: a text starts with the typed text; 1: a word of it does; 2: every typed word is in it; else no match. */
function rank(entry: Entry, typed: string, words: string[]): number | undefined {
  let best: number | undefined;
  for (const h of entry.haystacks) {
    let r: number | undefined;
    if (h.startsWith(typed)) r = 0;
    else if (h.includes(` ${typed}`)) r = 1;
    else if (words.every((w) => h.includes(w))) r = 2;
    if (r !== undefined && (best === undefined || r < best)) best = r;
  }
  return best;
}

/** Answers by typed text. The catalogue never changes while the server runs, so neither do they. */
const answers = new Map<string, SuggestionsResponse>();
const MAX_ANSWERS = 2000;

export function suggest(q: string): SuggestionsResponse {
  const typed = q.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed.length < SUGGESTION_MIN_CHARS) return { items: [] };
  let answer = answers.get(typed);
  if (!answer) {
    answer = computeSuggestions(typed);
    if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(typed, answer);
  }
  return answer;
}

function computeSuggestions(typed: string): SuggestionsResponse {
  const words = typed.split(' ');
  const matches: { entry: Entry; rank: number }[] = [];
  for (const entry of ENTRIES) {
    const r = rank(entry, typed, words);
    if (r !== undefined) matches.push({ entry, rank: r });
  }
  matches.sort(
    (x, y) =>
      x.rank - y.rank ||
      x.entry.kind - y.entry.kind ||
      x.entry.label.length - y.entry.label.length ||
      x.entry.label.localeCompare(y.entry.label),
  );
  return {
    items: matches.slice(0, SUGGESTIONS_LIMIT).map(({ entry }) => ({
      label: entry.label,
      category: entry.category,
      q: entry.q,
    })),
  };
}
