// Home search (docs/product.md §4): 'corolla in:Lahore' → text 'corolla', location 'Lahore'; a category keyword
// ('phone', 'cars', 'house for rent') sends the search to that category's page with the rest as q.
import { CATEGORIES, CITIES, type Category } from '../../../domain/categories';
import { categoryOfFilters, parseQueryFilters } from '../../../domain/search/query-filters';
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

/**
 * The listing page a parsed search goes to, or undefined when it stays a free-text search. The
 * category is the one its words name, else the one its filters imply ('10 marla' → property); the
 * filters typed in the text ('under 40 lac', '128gb') become that listing's own params.
 */
export function categorySearchUrl(parsed: ParsedSearch, fallbackLocation?: string): string | undefined {
  const key = parsed.category?.key ?? categoryOfFilters(parsed.text);
  const category = CATEGORIES.find((c) => c.key === key);
  if (!category) return undefined;
  const { text, params } = parseQueryFilters(parsed.text, category.key);
  return (
    category.listingPath +
    toQuery({ q: text, ...params, location: parsed.location ?? params.location ?? fallbackLocation })
  );
}

/** The params of a listing after a search typed on it: q and the filters the text names, page reset. */
export function listingSearchParams(
  category: Category,
  current: URLSearchParams,
  parsed: ParsedSearch,
): URLSearchParams {
  const { text, params } = parseQueryFilters(parsed.text, category.key);
  const next = new URLSearchParams(current);
  next.delete('page');
  if (text) next.set('q', text);
  else next.delete('q');
  for (const [key, value] of Object.entries(params)) next.set(key, value);
  // An area typed as one bound ('under 10 marla') replaces both bounds of the one before.
  if (params.areaUnit) for (const k of ['minArea', 'maxArea']) if (!params[k]) next.delete(k);
  if (params.minPrice || params.maxPrice)
    for (const k of ['minPrice', 'maxPrice']) if (!params[k]) next.delete(k);
  if (parsed.location) next.set('location', parsed.location);
  return next;
}
