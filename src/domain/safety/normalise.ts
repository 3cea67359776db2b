// One reading of text as people see it (decisions 146 and 179), in two steps:
// - `asSeen` (as-seen.ts) is what every typed text is stored as (schemas/text.ts
//   runs it on input): direction controls and invisible fillers removed, and a span a direction
//   override or isolate turned around put in the order it was shown, so the stored text shows what
//   the person saw and every later reader (the contact rule, the chat warning, search) reads that.
// - `readingsForContactCheck` is how the contact rule and the chat warning read a text: NFKC, every
//   digit as 0–9, look-alike letters and number words as digits, disguised dots, ats and slashes as
//   the real ones. Its output is only looked at, never stored or shown.
import { asSeen, asTyped, BLANKS } from './as-seen';
import { GLUED_PIECES, HUNDRED_WORDS, NUMBER_WORDS, REPEAT_WORDS, isTensWord } from './number-words';
import { normaliseUrdu } from '../urdu-letters';

/** Longer text is refused for its length anyway; the cap keeps the work per request small. */
export const MAX_SCANNED = 10_000;

// Format characters (zero-width joiners, the rest of \p{Cf}) and combining marks (an underline or a
// dot over a digit, the keycap around '3️⃣'): invisible or decorative, so dropped.
const INVISIBLE = /[\p{Cf}\p{M}]/gu;
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const DIGIT = /\p{Nd}/u;
// Dingbat digits NFKC leaves alone: ❶–❿, ➀–➉, ➊–➓ (one to ten), ⓵–⓾ (one to ten), ⓿ (zero).
const DINGBAT = /[\u2776-\u2793\u24F5-\u24FF]/g;
function dingbatDigit(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp === 0x24ff) return '0';
  const value = cp >= 0x24f5 ? cp - 0x24f5 + 1 : ((cp - 0x2776) % 10) + 1;
  return String(value);
}
// Signs that stand for a dot, a comma or a space: the ideographic full stops, the Arabic comma,
// decimal and thousands separators, and the blanks above.
const SIGNS: Record<string, string> = {
  '\u3002': '.',
  '\uFF61': '.',
  '\u060C': ',',
  '\u066B': '.',
  '\u066C': ',',
};

const digitCache = /* @__PURE__ */ new Map<string, string>();
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

/** The longest letter run read as glued number words ('zerothreezerozero'); longer is no number. */
const GLUED_MAX = 80;
/**
 * A run of Latin letters as number words written together ('zerothree', 'ZeroThreeHundred'), or
 * undefined when it is not made only of them. Fewest pieces wins; two pieces at least.
 */
function splitGlued(word: string): string[] | undefined {
  if (word.length > GLUED_MAX || word.length < 4) return undefined;
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    for (const piece of GLUED_PIECES) {
      const start = end - piece.length;
      if (start < 0 || !best[start] || word.slice(start, end) !== piece) continue;
      const candidate = [...best[start], piece];
      const current = best[end];
      if (!current || candidate.length < current.length) best[end] = candidate;
    }
  }
  const pieces = best[word.length];
  return pieces && pieces.length >= 2 ? pieces : undefined;
}

/**
 * Number words apart: CamelCase and glued words split into their pieces ('ZeroThree' → 'zero three'),
 * and a number word glued to digits set off from them ('0300one234567' → '0300 one 234567').
 */
function separateNumberWords(text: string): string {
  return text.replace(/\p{L}+/gu, (letters: string, at: number) => {
    const lower = letters.toLowerCase();
    let pieces: string[] | undefined;
    if (isNumberPiece(lower)) pieces = [lower];
    else {
      const camel = letters.split(/(?<=\p{Ll})(?=\p{Lu})/u).map((p) => p.toLowerCase());
      pieces = camel.length > 1 && camel.every(isNumberPiece) ? camel : splitGlued(lower);
    }
    if (!pieces) return letters;
    // Set off from a digit it is glued to; plain spaces elsewhere.
    const before = /\d/.test(text[at - 1] ?? '') ? ' ' : '';
    const after = /\d/.test(text[at + letters.length] ?? '') ? ' ' : '';
    return before + (pieces.length === 1 ? letters : pieces.join(' ')) + after;
  });
}

const isNumberPiece = (p: string) => NUMBER_WORDS.has(p) || HUNDRED_WORDS.has(p) || REPEAT_WORDS.has(p);

// A word is letters and digits together; everything else (spaces, punctuation) is kept as it is.
const WORD = /[\p{L}\p{N}]+/gu;
// A word made of digits and the letters that pass for them (O o for 0, l I i L for 1, S for 5).
// O, o, l and I count once the word has a real digit ('O3OO', 'l234567'); i, L and S, which model
// names use ('i7', 'S24', 'L7'), only in a word the size of a number (four real digits or more).
const DIGIT_LOOKALIKES = /^[0-9oOlIiLS]+$/;
const FREE_LOOKALIKES = /^[0-9oOlI]+$/;
const LOOKALIKE_VALUE: Record<string, string> = { o: '0', O: '0', l: '1', I: '1', i: '1', L: '1', S: '5' };
const realDigits = (word: string) => word.replace(/\D/g, '').length;
const asDigits = (word: string) => word.replace(/[oOlIiLS]/g, (c) => LOOKALIKE_VALUE[c]!);

/** The digits a single number word stands for, with a tens word taking the unit after it. */
function wordDigits(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  return NUMBER_WORDS.get(word.toLowerCase()) ?? (/^\d$/.test(word) ? word : undefined);
}

/**
 * Words to digits: number words ('twenty one' 21, 'teen sau' 300, 'double five' 55), and letters that
 * pass for digits inside and between digit groups.
 */
function readWords(text: string): string {
  const words = [...text.matchAll(WORD)];
  const gapIsSpace = (a: RegExpExecArray | RegExpMatchArray, b: RegExpMatchArray | undefined) =>
    b !== undefined && /^\s+$/.test(text.slice(a.index! + a[0].length, b.index));
  let out = '';
  let last = 0;
  for (let i = 0; i < words.length; i++) {
    const match = words[i]!;
    const word = match[0];
    out += text.slice(last, match.index);
    last = match.index + word.length;
    const lower = word.toLowerCase();
    const next = words[i + 1];
    const repeat = REPEAT_WORDS.get(lower);
    const nextDigits = wordDigits(next?.[0]);
    if (repeat && next && nextDigits && gapIsSpace(match, next)) {
      out += nextDigits.repeat(repeat);
      last = next.index + next[0].length;
      i += 1;
      continue;
    }
    let digits = wordDigits(word) !== undefined ? NUMBER_WORDS.get(lower) : undefined;
    if (digits !== undefined) {
      // 'twenty one' → 21; 'three hundred', 'teen sau' → 300.
      if (isTensWord(lower) && next && gapIsSpace(match, next) && /^[1-9]$/.test(nextDigits ?? '')) {
        digits = digits[0] + nextDigits!;
        last = next.index + next[0].length;
        i += 1;
      }
      const after = words[i + 1];
      if (after && HUNDRED_WORDS.has(after[0].toLowerCase()) && gapIsSpace(words[i]!, after)) {
        digits += '00';
        last = after.index + after[0].length;
        i += 1;
      }
      out += digits;
    } else if (HUNDRED_WORDS.has(lower)) {
      // '03hundred': digits before it are multiplied too; alone it is a hundred.
      const before = words[i - 1];
      if (before && /^\d+$/.test(before[0]) && gapIsSpace(before, match)) out = `${out.trimEnd()}00`;
      else out += '100';
    } else if (DIGIT_LOOKALIKES.test(word) && realDigits(word) >= (FREE_LOOKALIKES.test(word) ? 1 : 4))
      out += asDigits(word);
    else if (FREE_LOOKALIKES.test(word) && betweenDigits(text, words, i)) out += asDigits(word);
    else out += word;
  }
  return out + text.slice(last);
}

/** Whether a word of look-alike letters only ('OO', 'lll') stands between two digit groups. */
function betweenDigits(text: string, words: RegExpMatchArray[], i: number): boolean {
  const before = words[i - 1];
  const after = words[i + 1];
  const word = words[i]!;
  const noLetterBetween = (a: RegExpMatchArray, b: RegExpMatchArray) =>
    !/\p{L}/u.test(text.slice(a.index! + a[0].length, b.index));
  return (
    before !== undefined &&
    after !== undefined &&
    /\d$/.test(before[0]) &&
    /^\d/.test(after[0]) &&
    noLetterBetween(before, word) &&
    noLetterBetween(word, after)
  );
}

/** Letters written one by one with spaces ('h t t p s : / /'), four and more with a letter among them. */
const SPACED_OUT = /(?<![^\s])(?:[^\s]\s){3,}[^\s](?![^\s])/g;

// Links and emails written around a filter: 'hxxps', 'h**p', '[.]', '(dot)', ' dot ', '[at]', '(at)',
// '_at_', 'at the rate', 'name at gmail' before a mail provider's name, ' slash '.
const OBFUSCATIONS: [RegExp, string][] = [
  [/\bh(?:xx|\*\*|tt)p(s?)\b/g, 'http$1'],
  [/\s*[[({<]\s*(?:dot|\.|ڈاٹ)\s*[\])}>]\s*/g, '.'],
  [/\s+(?:dot|ڈاٹ)\s+/g, '.'],
  [/([a-z0-9])dot(com|net|org|pk)\b/g, '$1.$2'],
  [/\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*/g, '@'],
  [/_at_/g, '@'],
  [/\s+at\s*the\s*rate\s*(?:of\s+)?/g, '@'],
  [/\s+at\s+(?=(?:gmail|yahoo|ymail|hotmail|outlook|live|icloud|proton|protonmail|aol)\b)/g, '@'],
  [/\s+(?:slash|سلیش)\s+/g, '/'],
  [/\s+colon\s+/g, ':'],
];
/** A handle as people write one: '@' then a name, before the '@' is read with what surrounds it. */
const AT_JOIN: [RegExp, string] = [/\s*@\s*/g, '@'];

/** One reading for the contact rule, of a text with no direction controls. */
function readOnce(text: string): string {
  let t = text.normalize('NFKC').replace(INVISIBLE, '').replace(BLANKS, ' ');
  t = normaliseUrdu(t);
  t = t.replace(/[\u3002\uFF61\u060C\u066B\u066C]/g, (c) => SIGNS[c]!);
  t = t.replace(NON_ASCII_DIGIT, asciiDigit).replace(DINGBAT, dingbatDigit);
  t = readWords(separateNumberWords(t)).toLowerCase();
  t = t.replace(SPACED_OUT, (run) => (/[a-z:/.@]/.test(run) ? run.replace(/\s/g, '') : run));
  for (const [pattern, replacement] of OBFUSCATIONS) t = t.replace(pattern, replacement);
  return t;
}

export interface Reading {
  /** The text read as digits, dots and ats. */
  text: string;
  /** The same before a spaced '@' is joined to its neighbours: where a handle ('@name') is looked for. */
  handles: string;
}

/**
 * The text as the contact rule reads it (the first MAX_SCANNED characters): once as it is shown
 * (`asSeen`) and, when direction controls turned part of it around, once more in the order it was
 * typed, so a number typed backwards to be shown forwards and one hidden the other way are both read.
 */
export function readingsForContactCheck(text: string): Reading[] {
  const scanned = text.slice(0, MAX_SCANNED);
  const seen = asSeen(scanned);
  const typed = asSeen(asTyped(scanned));
  return (seen === typed ? [seen] : [seen, typed]).map((t) => {
    const handles = readOnce(t);
    return { text: handles.replace(AT_JOIN[0], AT_JOIN[1]), handles };
  });
}

/** The text as it is shown, read as the contact rule reads it (the first reading above). */
export function normaliseForContactCheck(text: string): string {
  return readingsForContactCheck(text)[0]!.text;
}
