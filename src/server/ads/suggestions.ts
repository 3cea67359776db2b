// Suggestions under the search box (docs/product.md §4 "Suggestions"): brands,
// models and categories whose name has the typed text, case-insensitive, prefix matches first. They
// come from the catalogue and the category list held in memory, read with the same synonyms
// ('bakra' → Goats, 'gari' → Vehicles) and typo corrections ('corola' → Corolla) as search, and each
// shows how many active ads it leads to; one that leads to none is not offered (decision 060). A
// brand or model opens its category's listing filtered by it, whose total is the count shown
// (decision 151); one the listing cannot filter by is not offered.
import type { Suggestion, SuggestionsResponse } from '../../domain/api';
import { CATEGORIES } from '../../domain/categories';
import { getBrands } from '../../domain/catalogue';
import { SUGGESTION_MIN_CHARS, SUGGESTIONS_LIMIT } from '../../domain/limits';
import { catalogueParams } from '../../domain/search/suggestion-params';
import { SYNONYMS } from '../../domain/search/synonyms';
import type { Lexicon } from './search-lexicon';
import { COUNTS_TTL_MS, type AdCounts } from './suggestion-counts';
import { TtlCache } from './ttl-cache';

interface Entry extends Omit<Suggestion, 'count'> {
  /** The catalogue names the ads are filed under, for the count. */
  brand?: string;
  model?: string;
  /** Lower-cased texts the typed words are looked for in. */
  haystacks: string[];
  /** Categories before brands before models, when equally good matches. */
  kind: 0 | 1 | 2;
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  // An entry its listing cannot filter by (no params) is left out: its count could not be its total.
  const add = (entry: Omit<Entry, 'params'> & { params: Entry['params'] | undefined }) => {
    const params = entry.params;
    if (!params) return;
    const key = `${entry.category}|${entry.label.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ ...entry, params });
  };
  for (const c of CATEGORIES)
    add({
      label: c.name,
      category: c.key,
      params: {},
      kind: 0,
      haystacks: [c.name, c.key, ...c.keywords].map((s) => s.toLowerCase()),
    });
  for (const c of CATEGORIES)
    for (const brand of getBrands(c.key)) {
      add({
        label: brand.name,
        category: c.key,
        params: catalogueParams(c.key, brand.name),
        brand: brand.name,
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
          params: catalogueParams(c.key, brand.name, model),
          brand: brand.name,
          model,
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

/**
 * The typed text read through the synonym table: 'bakra' → 'goats', 'gari' → 'vehicles' (the
 * category's key, which its entry matches), 'kiray' (half typed) → 'propertyforrent'.
 */
export function synonymReadings(typed: string): string[] {
  const readings: string[] = [];
  for (const s of SYNONYMS)
    for (const say of s.says) {
      const at = typed.endsWith(say) ? typed.length - say.length : -1;
      const half = say.startsWith(typed.split(' ').at(-1) ?? '') && typed.split(' ').at(-1)!.length >= 3;
      if (at < 0 && !half) continue;
      const before = at >= 0 ? typed.slice(0, at) : typed.slice(0, typed.lastIndexOf(' ') + 1);
      for (const meaning of [...s.means, ...(s.category ? [s.category] : [])])
        readings.push(`${before}${meaning}`.trim());
    }
  return [...new Set(readings)].filter((r) => r !== typed);
}

/** Catalogue entries matching any of the readings, best first (all of them: counts filter next). */
export function matchEntries(readings: string[]): Entry[] {
  const matches: { entry: Entry; rank: number }[] = [];
  for (const entry of ENTRIES) {
    let best: number | undefined;
    for (const [i, reading] of readings.entries()) {
      const r = rank(entry, reading, reading.split(' '));
      // The text as typed beats its synonym readings.
      if (r !== undefined && (best === undefined || r + (i > 0 ? 0.5 : 0) < best))
        best = r + (i > 0 ? 0.5 : 0);
    }
    if (best !== undefined) matches.push({ entry, rank: best });
  }
  matches.sort(
    (x, y) =>
      x.rank - y.rank ||
      x.entry.kind - y.entry.kind ||
      x.entry.label.length - y.entry.label.length ||
      x.entry.label.localeCompare(y.entry.label),
  );
  return matches.map((m) => m.entry);
}

function withCounts(entries: Entry[], counts: AdCounts): Suggestion[] {
  const items: Suggestion[] = [];
  for (const e of entries) {
    const count = counts.of(e.category, e.brand, e.model);
    if (count > 0) items.push({ label: e.label, category: e.category, params: e.params, count });
    if (items.length === SUGGESTIONS_LIMIT) break;
  }
  return items;
}

/** Words of the typed text corrected through the lexicon ('corola' → 'corolla'); the text when none. */
async function corrected(typed: string, lexicon: Lexicon): Promise<string> {
  const words = await Promise.all(typed.split(' ').map(async (w) => (await lexicon.corrections(w))[0] ?? w));
  return words.join(' ');
}

/**
 * Answers already given, per typed text, for as long as the counts they were made with are current:
 * every suggestion reads the whole catalogue (a few thousand names) through the synonyms, about a
 * millisecond of the server's time, and people type the same first letters ('sa', 'iph', 'cor') all
 * day. Counts are replaced when an ad changes or after COUNTS_TTL_MS (suggestion-counts.ts), and new
 * counts start an empty memory, so an answer is never older than the counts it shows.
 */
const answered = new WeakMap<AdCounts, TtlCache<SuggestionsResponse>>();
/** Distinct texts remembered per counts; past it the oldest goes first. */
const SUGGESTIONS_REMEMBERED = 5_000;

export function suggest(q: string, lexicon: Lexicon, counts: AdCounts): Promise<SuggestionsResponse> {
  const typed = q.trim().toLowerCase().replace(/\s+/g, ' ');
  let memory = answered.get(counts);
  if (!memory) answered.set(counts, (memory = new TtlCache(COUNTS_TTL_MS, SUGGESTIONS_REMEMBERED)));
  return memory.getOrLoad(typed, () => suggestNow(typed, lexicon, counts));
}

async function suggestNow(typed: string, lexicon: Lexicon, counts: AdCounts): Promise<SuggestionsResponse> {
  if (typed.length < SUGGESTION_MIN_CHARS) return { items: [] };
  const readings = [typed, ...synonymReadings(typed)];
  let items = withCounts(matchEntries(readings), counts);
  if (items.length === 0) {
    // Nothing for the text as typed: try it with its typos corrected.
    const fixed = await corrected(typed, lexicon);
    if (fixed !== typed) items = withCounts(matchEntries([fixed, ...synonymReadings(fixed)]), counts);
  }
  return { items };
}
