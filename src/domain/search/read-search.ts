// How a typed search is read, the one reading behind home's search box, the search bar and the
// server's home search (decision 150): 'in:{location}' names a place, a category keyword or its
// Roman-Urdu synonym ('phone', 'gari') names a category, filters typed as words ('under 50 lac',
// '10 marla', '128gb') become the listing's own params, and the words left are the text searched.
// 'civic under 50 lac' therefore finds the same ads from home as on /motors.
import { CATEGORIES, CITIES, type Category, type CategoryKey } from '../categories';
import { categoryOfFilters, parseQueryFilters } from './query-filters';
import { CATEGORY_SYNONYMS, SYNONYMS } from './synonyms';

export interface ParsedSearch {
  /** The text without 'in:…' (and without the category keyword, when one was found). */
  text: string;
  location?: string;
  category?: Category;
}

const IN_LOCATION = /(?:^|\s)in:\s*(?:"([^"]+)"|(\S+))/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (phrase: string) => new RegExp(`(^|\\s)${escape(phrase)}(?=\\s|$)`, 'i');

// Longest keywords first, so 'house for rent' wins over 'house'. Roman-Urdu words that name a
// category ('gari', 'naukri') send the search there too.
const KEYWORDS = [
  ...CATEGORIES.flatMap((category) =>
    category.keywords.map((keyword) => ({ keyword: keyword.toLowerCase(), category })),
  ),
  ...CATEGORY_SYNONYMS.map(({ keyword, category }) => ({
    keyword,
    category: CATEGORIES.find((c) => c.key === category)!,
  })),
]
  .sort((a, b) => b.keyword.length - a.keyword.length)
  // Each keyword's pattern made once: made on every search, they were most of its reading time.
  .map((k) => ({ ...k, pattern: wholeWords(k.keyword) }));

/**
 * Phrases of several words that mean something else than a category ('bachon ki gari' is a pram,
 * 'led tv' televisions): read whole, as the server's search reads them (search-query.ts), so the
 * keyword inside ('gari', 'tv') does not send them to a category.
 */
const PHRASES = SYNONYMS.filter((s) => !s.category)
  .flatMap((s) => s.says.filter((say) => say.includes(' ')))
  .sort((a, b) => b.length - a.length)
  .map(wholeWords);

/** The text with those phrases blotted out, letter for letter, so positions stay the same. */
function withoutPhrases(lower: string): string {
  let masked = lower;
  for (const re of PHRASES)
    masked = masked.replace(re, (all, before: string) => before + '#'.repeat(all.length - before.length));
  return masked;
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A known city in its usual spelling ('lahore' → 'Lahore'); anything else as typed. */
function normaliseLocation(raw: string): string {
  const wanted = raw.trim().toLowerCase();
  return CITIES.find((c) => c.toLowerCase() === wanted) ?? raw.trim();
}

/** 'corolla in:Lahore' → text 'corolla', location 'Lahore'; a category keyword is taken out of the text. */
export function parseSearch(input: string): ParsedSearch {
  let text = input;
  let location: string | undefined;
  const match = IN_LOCATION.exec(text);
  if (match) {
    location = normaliseLocation(match[1] ?? match[2] ?? '') || undefined;
    text = text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length);
  }
  text = tidy(text);
  const lower = text.toLowerCase();
  // Lower-casing keeps the length of any text but a few letters ('İ'); those texts are read unmasked.
  const masked = lower.length === text.length ? withoutPhrases(lower) : lower;
  for (const { pattern, category } of KEYWORDS) {
    const found = pattern.exec(masked);
    if (found) {
      const rest = text.slice(0, found.index) + ' ' + text.slice(found.index + found[0].length);
      return { text: tidy(rest), location, category };
    }
  }
  return { text, location };
}

export interface SearchReading {
  /** The words no filter or keyword took: the text searched ('' when there are none). */
  text: string;
  /** The category the words name ('gari') or their filters imply ('10 marla' → property). */
  category?: CategoryKey;
  /**
   * Listing URL params of the typed filters: the category's own when there is one, else the place
   * and the price, which every ad has ({ maxPrice: '5000000', location: 'Lahore' }).
   */
  params: Record<string, string>;
}

/** A search as typed into any search box, read the same way everywhere. */
export function readSearch(input: string): SearchReading {
  return readParsed(parseSearch(input));
}

/** readSearch of text already parsed (the search bar asks parseSearch first whether a category is named). */
export function readParsed(parsed: ParsedSearch): SearchReading {
  const category = parsed.category?.key ?? categoryOfFilters(parsed.text);
  const { text, params } = parseQueryFilters(parsed.text, category);
  // 'in:{location}' is said on purpose; a city among the words only may be one.
  if (parsed.location) params.location = parsed.location;
  return { text, ...(category ? { category } : {}), params };
}
