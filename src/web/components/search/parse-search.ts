// Home search (SPEC §4): 'corolla in:Lahore' → text 'corolla', location 'Lahore'; a category keyword
// ('phone', 'cars', 'house for rent') sends the search to that category's page with the rest as q.
import { CATEGORIES, CITIES, type Category } from '../../../domain/categories';
import { CATEGORY_SYNONYMS } from '../../../domain/search/synonyms';
import { toQuery } from '../../lib/api';

export interface ParsedSearch {
  /** The text without 'in:…' (and without the category keyword, when one was found). */
  text: string;
  location?: string;
  category?: Category;
}

const IN_LOCATION = /(?:^|\s)in:\s*(?:"([^"]+)"|(\S+))/i;

// Longest keywords first, so 'house for rent' wins over 'house'. Roman-Urdu words that name a
// category ('gari', 'naukri', issue 9) send the search there too.
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

/** The listing page a parsed search goes to, or undefined when it stays a free-text search. */
export function categorySearchUrl(parsed: ParsedSearch, fallbackLocation?: string): string | undefined {
  if (!parsed.category) return undefined;
  return (
    parsed.category.listingPath + toQuery({ q: parsed.text, location: parsed.location ?? fallbackLocation })
  );
}
