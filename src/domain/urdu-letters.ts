// Urdu as different keyboards type it, in one form (decision 188): Arabic keyboards give ي ى, ك and ه
// where Urdu has ی, ک and ہ; hamza on heh (ۀ ۂ) and on yeh barree (ۓ) are written as the plain
// letters; the short-vowel and other marks some people add are dropped. Every rule that compares Urdu
// words (number units, search words, number words of the contact rule) reads text through this.

const LETTERS: Record<string, string> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0643': '\u06A9', // ك → ک
  '\u0647': '\u06C1', // ه → ہ
  '\u06C0': '\u06C1', // ۀ → ہ
  '\u06C2': '\u06C1', // ۂ → ہ
  '\u06D3': '\u06D2', // ۓ → ے
};
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;

/** An Urdu text with its letters in one form and without diacritics; other text as it was. */
export function normaliseUrdu(text: string): string {
  return text.replace(/[\u064A\u0649\u0643\u0647\u06C0\u06C2\u06D3]/g, (c) => LETTERS[c]!).replace(MARKS, '');
}
