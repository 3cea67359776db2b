// A saved search's suggested name, from its parts, in a language: 'Toyota Corolla in Lahore under
// Rs. 40 lac', and on Urdu pages 'Toyota Corolla لاہور میں 40 لاکھ روپے سے کم'. The parts come from
// search-name.ts (which needs the filter tables, so only the server loads it); this small module is
// what a page needs to word them.
import type { Lang } from '../lang';
import { SAVED_SEARCH_NAME_MAX } from '../limits';
import { groupDigits, priceInWords } from './price';

/** One part of a name: as typed, a domain word, a count of a range filter, a place, or prices. */
export type SearchNamePart =
  | { typed: string }
  | { word: string }
  | { count: string; label: string }
  | { place: string }
  | { under: number }
  | { over: number }
  | { from: number; to: number };

interface NameWords {
  place(place: string): string;
  under(price: string): string;
  over(price: string): string;
  between(from: string, to: string): string;
  rupees(amount: string): string;
}

const NAME_WORDS: Record<Lang, NameWords> = {
  en: {
    place: (p) => `in ${p}`,
    under: (p) => `under ${p}`,
    over: (p) => `over ${p}`,
    between: (a, b) => `from ${a} to ${b}`,
    rupees: (a) => `Rs. ${a}`,
  },
  ur: {
    place: (p) => `${p} میں`,
    under: (p) => `${p} سے کم`,
    over: (p) => `${p} سے زیادہ`,
    between: (a, b) => `${a} سے ${b} تک`,
    rupees: (a) => `${a} روپے`,
  },
};

/**
 * The name the parts make in `lang`; `word` gives a domain word (a category's name, an option, a
 * filter's label, a city) in that language, as it is in English.
 */
export function wordSearchName(
  parts: readonly SearchNamePart[],
  lang: Lang = 'en',
  word: (english: string) => string = (w) => w,
): string {
  const words = NAME_WORDS[lang];
  // 'Rs. 40 lac' for big amounts, 'Rs. 45,000' below a lac.
  const price = (amount: number) => words.rupees(priceInWords(amount, lang) ?? groupDigits(amount));
  const text = parts
    .map((part) => {
      if ('typed' in part) return part.typed;
      if ('word' in part) return word(part.word);
      if ('count' in part)
        return `${part.count} ${lang === 'en' ? part.label.toLowerCase() : word(part.label)}`;
      if ('place' in part) return words.place(word(part.place));
      if ('under' in part) return words.under(price(part.under));
      if ('over' in part) return words.over(price(part.over));
      return words.between(price(part.from), price(part.to));
    })
    .join(' ');
  return text.length <= SAVED_SEARCH_NAME_MAX ? text : `${text.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}
