// How a typed search is read, the one reading behind home's search box, the search bar and the
// server's home search (decision 150): 'in:{location}' names a place, a category keyword or its
// Roman-Urdu synonym ('phone', 'gari') names a category, filters typed as words ('under 50 lac',
// '10 marla', '128gb') become the listing's own params, and the words left are the text searched.
// 'civic under 50 lac' therefore finds the same ads from home as on /motors.
import { CATEGORIES, CITIES, type Category, type CategoryKey } from '../categories';
import { categoryOfFilters, parseQueryFilters } from './query-filters';
import { CATEGORY_SYNONYMS } from './synonyms';

export interface ParsedSearch {
  /** The text without 'in:…' (and without the category keyword, when one was found). */
  text: string;
  location?: string;
  category?: Category;
}

const IN_LOCATION = /(?:^|\s)in:\s*(?:"([^"]+)"|(\S+))/i;

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
].sort((a, b) => b.keyword.length - a.keyword.length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
  for (const { keyword, category } of KEYWORDS) {
    const re = new RegExp(`(^|\\s)${escape(keyword)}(?=\\s|$)`, 'i');
    if (re.test(lower)) return { text: tidy(text.replace(re, ' ')), location, category };
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
