// Filters typed straight into the search box: "corolla under 40 lac", "10 marla dha
// lahore", "iphone 13 128gb pta" become the listing's own URL params (maxPrice, minArea/maxArea/
// areaUnit, location, storage, pta), so the server filters in SQL and the page shows them as chips;
// the words left over stay the search text. A filter is only taken where the category has it:
// elsewhere its words stay in the text; without a category (home's search across all of them) only
// the filters every ad has are taken, its place and its price. Prices are read by parsePriceText and area units come from
// AREA_FILTER_UNITS, so the box understands exactly what the filter boxes understand.
import { AREA_CATEGORIES, AREA_FILTER_UNITS, type AreaFilterUnit } from '../area';
import type { CategoryKey } from '../categories';
import { CITIES, CITIES_ONLY_AFTER_IN } from '../cities';
import { getFilters } from '../filters';
import { YES_NO } from '../fields/options';
import { readableNumberText } from '../format/numerals';
import { parsePriceText } from '../format/price-text';

export interface QueryFilters {
  /** The words no filter took, tidied; '' when every word became a filter. */
  text: string;
  /** Listing URL params, e.g. { maxPrice: '4000000', location: 'Lahore' }. */
  params: Record<string, string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A phrase as a pattern that allows any spacing between its words ('sq ft' ~ 'sq  ft', 'sqft'). */
const phrase = (s: string) => s.split(' ').map(escape).join('\\s*');

const UPPER = String.raw`under|below|less\s+than|upto|up\s+to|within|max(?:imum)?|till`;
const LOWER = String.raw`above|over|more\s+than|min(?:imum)?|from|starting`;
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
/** An amount: rs./pkr, a number, and maybe a word after it that parsePriceText may take as a unit. */
const AMOUNT = String.raw`(?:(?:rs\.?|pkr)\s*)?(${NUMBER})(?:\s*([a-z]+|[\u0600-\u06FF]+))?`;
/** Not followed by a letter or digit of any script: `\b` only knows Latin letters. */
const END = String.raw`(?![\p{L}\p{N}])`;
// Urdu, and Roman Urdu after it, put the bound after the amount: '2 لاکھ سے کم', '40 lac tak',
// '5 لاکھ سے زیادہ', '20 hazar se upar'.
const UPPER_AFTER = String.raw`se\s+kam|tak|سے\s*کم|تک`;
const LOWER_AFTER = String.raw`se\s+(?:zyada|ziada|zayada|ziyada|oopar|upar|uper)|سے\s*(?:زیادہ|زائد|اوپر)`;

// The price patterns, made once: a search reads its words three times (categoryOfFilters), and making
// them on every read was most of the time a search spent before its query.
const PRICE_RANGE = new RegExp(
  String.raw`(?:\b(between|from)\s+)?${AMOUNT}\s*(?:and|to|se|سے|-|–)\s*${AMOUNT}(?!\s*(?:${UPPER_AFTER}|${LOWER_AFTER})${END})`,
  'iu',
);
/** A bound after the amount ('40 lac tak'), then before it ('under 40 lac'). */
const BOUND_AFTER = [
  [new RegExp(String.raw`${AMOUNT}\s*(?:${UPPER_AFTER})${END}`, 'iu'), 'maxPrice'],
  [new RegExp(String.raw`${AMOUNT}\s*(?:${LOWER_AFTER})${END}`, 'iu'), 'minPrice'],
] as const;
const BOUND_BEFORE = [
  [new RegExp(String.raw`\b(?:${UPPER})\s*${AMOUNT}`, 'i'), 'maxPrice'],
  [new RegExp(String.raw`\b(?:${LOWER})\s*${AMOUNT}`, 'i'), 'minPrice'],
] as const;

/** Rupees of a number and the word after it; the word counts only when it is a price unit. */
function rupees(number: string, word: string | undefined): { rupees: number; usedWord: boolean } | null {
  if (word) {
    const read = parsePriceText(`${number} ${word}`);
    if (read.ok) return { rupees: read.rupees, usedWord: true };
    // A unit with a number too large for a price is nonsense, not a number followed by a word.
    if (parsePriceText(`1 ${word}`).ok) return null;
  }
  const read = parsePriceText(number);
  return read.ok ? { rupees: read.rupees, usedWord: false } : null;
}

/** The words of all area units, longest first so 'sq ft' wins over a shorter word. */
const AREA_WORDS = AREA_FILTER_UNITS.flatMap((u) => u.words.map((word) => ({ word, unit: u.key }))).sort(
  (a, b) => b.word.length - a.word.length,
);
const AREA = new RegExp(
  String.raw`(?:\b(${UPPER}|${LOWER})\s*)?\b(\d{1,7}(?:\.\d{1,2})?)(?:\s*(?:-|–|to)\s*(\d{1,7}(?:\.\d{1,2})?))?\s*(${AREA_WORDS.map((a) => phrase(a.word)).join('|')})(?![\p{L}\p{N}])`,
  'iu',
);
const unitOf = (typed: string): AreaFilterUnit =>
  AREA_WORDS.find((a) => new RegExp(`^${phrase(a.word)}$`, 'i').test(typed))!.unit;
const isUpper = (word: string) => new RegExp(`^(?:${UPPER})$`, 'i').test(word);

// Longest names first, so 'Mirpur Khas' is not read as 'Mirpur' and a stray 'Khas'.
const CITY_NAMES = [...CITIES]
  .filter((c) => !CITIES_ONLY_AFTER_IN.includes(c))
  .sort((a, b) => b.length - a.length)
  .map(escape);
const CITY = new RegExp(
  String.raw`\bin\s+(${CITIES_ONLY_AFTER_IN.map(escape).join('|')})\b|(?:\bin\s+)?\b(${CITY_NAMES.join('|')})\b`,
  'i',
);
const STORAGE_RE = /\b(\d{1,4})\s*(gb|tb)\b/i;
const NOT_PTA =
  /\b(?:non|not|no|without)[\s-]*pta(?:[\s-]*approved)?\b|\bpta[\s-]*(?:not|non)[\s-]*approved\b/i;
const PTA = /\bpta(?:[\s-]*approved)?\b/i;

/**
 * Reads the filters out of a search text. `category` is the listing the search runs in; without
 * one (the home search), only the location and the price are taken, as every ad has both.
 */
export function parseQueryFilters(input: string, category?: CategoryKey): QueryFilters {
  // Urdu digits and letter forms read as the filter boxes read them ('۲ لاكھ' is '2 لاکھ').
  let text = ` ${readableNumberText(input)} `;
  const params: Record<string, string> = {};
  const has = (param: string) => !category || getFilters(category).some((f) => f.param === param);
  const cut = (start: number, length: number) => {
    text = `${text.slice(0, start)} ${text.slice(start + length)}`;
  };

  if (category && AREA_CATEGORIES.includes(category)) {
    const m = AREA.exec(text);
    if (m) {
      const [all, bound, from, to, unit] = m;
      params.areaUnit = unitOf(unit!);
      if (to) [params.minArea, params.maxArea] = [from!, to];
      else if (!bound) [params.minArea, params.maxArea] = [from!, from!];
      else params[isUpper(bound) ? 'maxArea' : 'minArea'] = from!;
      cut(m.index, all.length);
    }
  }

  readPrices();

  if (has('location')) {
    const m = CITY.exec(text);
    if (m) {
      params.location = CITIES.find((c) => c.toLowerCase() === (m[1] ?? m[2])!.toLowerCase())!;
      cut(m.index, m[0].length);
    }
  }

  const storage = category && getFilters(category).find((f) => f.param === 'storage');
  if (storage) {
    const m = STORAGE_RE.exec(text);
    const value = m && `${m[1]}${m[2]!.toUpperCase()}`;
    if (m && storage.options?.includes(value!)) {
      params.storage = value!;
      cut(m.index, m[0].length);
    }
  }

  if (category && has('pta')) {
    const not = NOT_PTA.exec(text);
    const m = not ?? PTA.exec(text);
    if (m) {
      params.pta = not ? YES_NO[1] : YES_NO[0];
      cut(m.index, m[0].length);
    }
  }

  return { text: tidy(text), params };

  function readPrices() {
    const range = PRICE_RANGE.exec(text);
    if (range) {
      const [all, keyword, n1, w1, n2, w2] = range;
      const hi = rupees(n2!, w2);
      // '30 and 45 lac': the unit written once belongs to both numbers.
      const lo = hi?.usedWord && !w1 ? rupees(n1!, w2) : rupees(n1!, w1);
      const hiUnit = !!hi?.usedWord;
      if ((keyword || hiUnit) && lo && hi && lo.rupees <= hi.rupees) {
        params.minPrice = String(lo.rupees);
        params.maxPrice = String(hi.rupees);
        const end = hi.usedWord ? all.length : all.length - (w2 ? w2.length : 0);
        cut(range.index, end);
        return;
      }
    }
    for (const [re, param] of BOUND_AFTER) {
      const m = re.exec(text);
      if (!m || params[param]) continue;
      const read = rupees(m[1]!, m[2]);
      // '2 لاکھ سے کم': the word before the bound must be the unit, or there is none.
      if (!read || (m[2] && !read.usedWord)) continue;
      params[param] = String(read.rupees);
      cut(m.index, m[0].length);
    }
    for (const [re, param] of BOUND_BEFORE) {
      if (params[param]) continue;
      const m = re.exec(text);
      if (!m) continue;
      const read = rupees(m[1]!, m[2]);
      if (!read) continue;
      params[param] = String(read.rupees);
      cut(m.index, read.usedWord || !m[2] ? m[0].length : m[0].length - m[2].length);
    }
  }
}

/**
 * A category the filters of a home search point to when its words name none: an area in marla or
 * kanal means property for sale, a storage size or PTA means a mobile ("10 marla dha lahore").
 */
export function categoryOfFilters(input: string): CategoryKey | undefined {
  if (parseQueryFilters(input, 'propertyforsale').params.areaUnit) return 'propertyforsale';
  const mobile = parseQueryFilters(input, 'mobiles').params;
  if (mobile.storage || mobile.pta) return 'mobiles';
  return undefined;
}
