// One normaliser in front of the contact rule (decision 146): the ad rule and the chat warning both
// read a person's text through it, so a number or link disguised with look-alike characters, spelled
// out, or broken with invisible characters is seen as the plain one. Its output is only looked at,
// never stored or shown.
import { NUMBER_WORDS, REPEAT_WORDS } from './number-words';

/** Longer text is refused for its length anyway; the cap keeps the work per request small. */
export const MAX_SCANNED = 10_000;

// Format characters (zero-width space and joiners U+200B–U+200D, word joiner U+2060, soft hyphen
// U+00AD, byte order mark U+FEFF, direction marks) and combining marks (an underline or a dot over a
// digit): invisible or decorative, so dropped.
const INVISIBLE = /[\p{Cf}\p{M}]/gu;
// Arabic letters that Urdu keyboards also produce, read as their Urdu forms (ي ى → ی, ك → ک), so the
// Urdu number words match whichever was typed.
const ARABIC_FORMS: Record<string, string> = { '\u064A': '\u06CC', '\u0649': '\u06CC', '\u0643': '\u06A9' };
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const DIGIT = /\p{Nd}/u;

const digitCache = new Map<string, string>();
/**
 * Any Unicode decimal digit (Devanagari, Bengali, Eastern Arabic, Thai…) as 0–9. Unicode keeps each
 * script's digits as ten consecutive code points starting at zero, so the value is how far the
 * character sits from the first digit of its run (mod 10 for the five mathematical runs in a row;
 * NFKC maps those to ASCII already).
 */
function asciiDigit(ch: string): string {
  let value = digitCache.get(ch);
  if (value === undefined) {
    const cp = ch.codePointAt(0)!;
    let back = 0;
    while (DIGIT.test(String.fromCodePoint(cp - back - 1))) back += 1;
    value = String(back % 10);
    digitCache.set(ch, value);
  }
  return value;
}

// A word is letters and digits together; everything else (spaces, punctuation) is kept as it is.
const WORD = /[\p{L}\p{N}]+/gu;
// A word made of digits and the letters that pass for them (O o for 0, l I for 1), with at least one
// real digit: 'O3OO', 'l234567'. A word with any other letter ('Hello', 'A52s') is left alone.
const DIGIT_LOOKALIKES = /^[0-9oOlI]+$/;
const LOOKALIKE_VALUE: Record<string, string> = { o: '0', O: '0', l: '1', I: '1' };

/** Words to digits: number words, 'double'/'triple' before one, and O/l/I inside digit runs. */
function readWords(text: string): string {
  const words = [...text.matchAll(WORD)];
  let out = '';
  let last = 0;
  for (let i = 0; i < words.length; i++) {
    const match = words[i]!;
    const word = match[0];
    out += text.slice(last, match.index);
    last = match.index + word.length;
    const lower = word.toLowerCase();
    const repeat = REPEAT_WORDS.get(lower);
    const next = words[i + 1];
    const nextDigit =
      next && (NUMBER_WORDS.get(next[0].toLowerCase()) ?? (/^\d$/.test(next[0]) ? next[0] : undefined));
    if (repeat && next && nextDigit && /^\s+$/.test(text.slice(last, next.index))) {
      out += nextDigit.repeat(repeat);
      last = next.index + next[0].length;
      i += 1;
      continue;
    }
    const digit = NUMBER_WORDS.get(lower);
    if (digit) out += digit;
    else if (DIGIT_LOOKALIKES.test(word) && /\d/.test(word))
      out += word.replace(/[oOlI]/g, (c) => LOOKALIKE_VALUE[c]!);
    else out += word;
  }
  return out + text.slice(last);
}

// Links and emails written around a filter: 'hxxps', 'h**p', '[.]', '(dot)', ' dot ', '[at]', '(at)',
// and 'name at gmail' before a mail provider's name.
const OBFUSCATIONS: [RegExp, string][] = [
  [/\bh(?:xx|\*\*|tt)p(s?)\b/g, 'http$1'],
  [/\s*[[({<]\s*(?:dot|\.|ڈاٹ)\s*[\])}>]\s*/g, '.'],
  [/\s+(?:dot|ڈاٹ)\s+/g, '.'],
  [/\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*/g, '@'],
  [/\s+at\s+(?=(?:gmail|yahoo|ymail|hotmail|outlook|live|icloud|proton|protonmail|aol)\b)/g, '@'],
  [/\s*@\s*/g, '@'],
];

/**
 * The text as the contact rule reads it: NFKC (fullwidth, mathematical and circled characters become
 * plain ones), invisible characters dropped, every decimal digit as 0–9, number words and digit
 * look-alikes as digits, lower case, and obfuscated dots, ats and 'hxxp' as the real ones.
 * Separators between digit groups are kept: contact-details.ts decides which groups join.
 */
export function normaliseForContactCheck(text: string): string {
  let t = text.slice(0, MAX_SCANNED).normalize('NFKC').replace(INVISIBLE, '');
  t = t.replace(/[\u064A\u0649\u0643]/g, (c) => ARABIC_FORMS[c]!);
  t = t.replace(NON_ASCII_DIGIT, asciiDigit);
  t = readWords(t).toLowerCase();
  for (const [pattern, replacement] of OBFUSCATIONS) t = t.replace(pattern, replacement);
  return t;
}
