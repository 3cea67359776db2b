// Numbers as an Urdu keyboard types them. Pakistani Urdu keyboards give Extended Arabic-Indic
// digits (۰۱۲…۹, U+06F0–U+06F9); Arabic keyboards and some phones give Arabic-Indic ones (٠١٢…٩,
// U+0660–U+0669), with their own decimal (٫) and thousands (٬) separators, and Urdu writes the
// comma '،'. Every number field reads text through `latinDigits` first, so '۱۸۰۰۰۰' is 180000 and
// '۱٫۸ لاکھ' is '1.8 لاکھ'; the parsers after it only know 0–9 (decision 188).

const EXTENDED_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Urdu and Arabic digits as 0–9, and their separators between digits as '.' and ','. */
export function latinDigits(text: string): string {
  return text
    .replace(EASTERN_DIGIT, (d) => {
      const cp = d.codePointAt(0)!;
      return String(cp >= EXTENDED_ZERO ? cp - EXTENDED_ZERO : cp - ARABIC_ZERO);
    })
    .replace(/(?<=\d)\u066B(?=\d)/g, '.')
    .replace(/(?<=\d)[\u066C\u060C](?=\d)/g, ',');
}

// Letters that Urdu and Arabic keyboards type differently for the same word (ك/ک, ي/ى/ی, ه/ہ/ھ at
// the end of a word), and the short-vowel marks some people add: a unit word is compared after this,
// so 'لاكھ', 'لاکه' and 'لاکھ' are one word.
const ARABIC_TO_URDU: Record<string, string> = {
  '\u0643': '\u06A9', // ك → ک
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u06C0': '\u06C1', // ۀ → ہ
};
const MARKS = /[\u064B-\u065F\u0670\u06EA-\u06ED]/g;

/** One spelling for the Urdu words a number may carry (units, 'تک', 'سے کم'). */
export function urduLetters(text: string): string {
  return text.replace(/[\u0643\u064A\u0649\u06C0]/g, (c) => ARABIC_TO_URDU[c]!).replace(MARKS, '');
}

/** Both: what every parser of typed numbers reads. */
export function readableNumberText(text: string): string {
  return urduLetters(latinDigits(text));
}
