// One reading of text as people see it (decisions 146 and 179). Two steps, both here:
// - `asSeen` is what every typed text is stored as (schemas/text.ts runs it on input): direction
//   controls and invisible fillers removed, and a span a direction override or isolate turned
//   around put in the order it was shown, so the stored text shows what the person saw and every
//   later reader (the contact rule, the chat warning, search) reads that.
// - `readingsForContactCheck` is how the contact rule and the chat warning read a text: NFKC, every
//   digit as 0–9, look-alike letters and number words as digits, disguised dots, ats and slashes as
//   the real ones. Its output is only looked at, never stored or shown.
import { GLUED_PIECES, HUNDRED_WORDS, NUMBER_WORDS, REPEAT_WORDS, isTensWord } from './number-words';

/** Longer text is refused for its length anyway; the cap keeps the work per request small. */
export const MAX_SCANNED = 10_000;

// ---- What is stored -------------------------------------------------------------------------------

// Direction marks (LRM, RLM, the Arabic letter mark) and the opening and closing controls of
// embeddings, overrides and isolates.
const MARKS = /[\u200E\u200F\u061C]/g;
const OPENERS = '\u202A\u202B\u202D\u202E\u2066\u2067\u2068';
const CLOSERS = '\u202C\u2069';
/** An innermost span: an opener, text with no other control, and its closer (or the line's end). */
const INNER_SPAN = new RegExp(`([${OPENERS}])([^${OPENERS}${CLOSERS}\\n]*)(?:[${CLOSERS}]|(?=\\n)|$)`, 'g');
const ANY_DIRECTION_CONTROL = new RegExp(`[${OPENERS}${CLOSERS}\\u200E\\u200F\\u061C]`, 'g');
/** Unicode allows 125 levels; nobody nests more than a few, and a bound keeps the work linear. */
const MAX_NESTING = 8;
// Zero-width space, word joiner and the invisible operators, byte order mark, soft hyphen, the
// combining grapheme joiner, the Mongolian vowel separator and the Khmer inherent vowels: nothing to
// see, so nothing to keep. The zero-width joiner and non-joiner stay: Urdu spelling and emoji need them.
const INVISIBLE_STORED = /[\u200B\u2060-\u2064\uFEFF\u00AD\u034F\u180E\u17B4\u17B5]/g;
// Characters that draw as an empty space but are letters or symbols to a machine (the Braille blank,
// the Hangul fillers): shown as a space, so stored as one.
const BLANKS = /[\u2800\u3164\uFFA0\u115F\u1160]/g;
const NEEDS_WORK =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD\u034F\u180E\u17B4\u17B5\u061C\u2800\u3164\uFFA0\u115F\u1160]/;

// Right-to-left letters (Arabic script, Urdu with it, Hebrew, Syriac, Thaana, N'Ko) with their marks.
const RTL_LETTER = String.raw`(?:(?=[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}])[\p{L}\p{M}])`;
const IS_RTL_LETTER = new RegExp(`^${RTL_LETTER}$`, 'u');
/** A run a reader reads right to left: RTL letters and whatever but a Latin letter stands between
 * them (spaces, signs, numbers, which count as right to left beside such letters). */
const RTL_RUN = new RegExp(
  `${RTL_LETTER}(?:(?:(?!${RTL_LETTER})[^\\p{L}]|${RTL_LETTER})*${RTL_LETTER})?`,
  'gu',
);
const reverse = (s: string) => Array.from(s).reverse().join('');
/** A right-to-left run turned around, its numbers still read left to right ('45,000' stays). */
const reverseRtlRun = (run: string) => reverse(run).replace(/\p{N}+(?:[.,:/-]\p{N}+)*/gu, reverse);

type Kind = 'L' | 'R' | 'EN' | 'SEP' | 'N';
function kindOf(ch: string): Kind {
  if (IS_RTL_LETTER.test(ch)) return 'R';
  if (/\p{N}/u.test(ch)) return 'EN';
  if (/\p{L}/u.test(ch)) return 'L';
  if (/[-+.,:/\u066B\u066C\u060C]/.test(ch)) return 'SEP';
  return 'N';
}

/**
 * A span inside a right-to-left embedding or isolate, left to right as shown: the Unicode
 * bidirectional algorithm's rules that matter for words and numbers (W4, W7, N1, N2, L2). Digits
 * after a Latin word go with it; a separator between two digits joins them; a space between two
 * number groups with no Latin word before them is right to left, so '1234567 0300' shows as
 * '0300 1234567'.
 */
function shownRightToLeft(span: string): string {
  const chars = Array.from(span);
  const kinds = chars.map(kindOf);
  let strong: 'L' | 'R' = 'R';
  for (let i = 0; i < kinds.length; i++) {
    if (kinds[i] === 'L' || kinds[i] === 'R') strong = kinds[i] as 'L' | 'R';
    else if (kinds[i] === 'EN' && strong === 'L') kinds[i] = 'L';
  }
  for (let i = 1; i < kinds.length - 1; i++)
    if (kinds[i] === 'SEP' && kinds[i - 1] === kinds[i + 1] && kinds[i - 1] !== 'R') kinds[i] = kinds[i - 1]!;
  // Levels: 1 for right to left, 2 for Latin words and numbers; a neutral takes its neighbours'
  // direction when both agree (numbers count as right to left here), else the span's.
  const direction = (k: Kind | undefined) =>
    k === 'L' ? 'L' : k === 'R' || k === 'EN' || k === undefined ? 'R' : undefined;
  const levels = kinds.map((k) => (k === 'L' || k === 'EN' ? 2 : 1));
  for (let i = 0; i < kinds.length; i++) {
    if (kinds[i] !== 'SEP' && kinds[i] !== 'N') continue;
    let a = i - 1;
    while (a >= 0 && direction(kinds[a]) === undefined) a--;
    let b = i + 1;
    while (b < kinds.length && direction(kinds[b]) === undefined) b++;
    levels[i] = direction(kinds[a]) === 'L' && direction(kinds[b]) === 'L' ? 2 : 1;
  }
  // L2: reverse every run at level 2 and above, then the whole span (level 1).
  const out: string[] = [];
  for (let i = 0; i < chars.length;) {
    let j = i;
    while (j < chars.length && levels[j]! >= 2 === levels[i]! >= 2) j++;
    const run = chars.slice(i, j);
    out.push(...(levels[i]! >= 2 ? run.reverse() : run));
    i = j;
  }
  return out.reverse().join('');
}

/** A span as it was shown, written so that it shows the same with no controls around it. */
function spanAsShown(opener: string, span: string): string {
  let shown: string;
  if (opener === '\u202E')
    shown = reverse(span); // RLO: every character right to left
  else if (opener === '\u202D')
    shown = span; // LRO: every character left to right
  else if (opener === '\u202B' || opener === '\u2067') shown = shownRightToLeft(span);
  else if (opener === '\u2068') {
    // FSI: the direction of its first letter.
    const first = Array.from(span).find((c) => /\p{L}/u.test(c));
    shown = first && IS_RTL_LETTER.test(first) ? shownRightToLeft(span) : span;
  } else return span; // LRE, LRI: what a left-to-right page shows anyway
  // Right-to-left words are read right to left without any control: store them in that order.
  return shown.replace(RTL_RUN, reverseRtlRun);
}

/**
 * A typed text as it is stored: direction controls removed, each span they turned around written in
 * the order it was shown; invisible characters removed; blank-looking letters as spaces.
 */
export function asSeen(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  let t = text.replace(MARKS, '');
  for (let pass = 0; pass < MAX_NESTING && /[\u202A\u202B\u202D\u202E\u2066-\u2068]/.test(t); pass++)
    t = t.replace(INNER_SPAN, (_, opener: string, span: string) => spanAsShown(opener, span));
  return t.replace(ANY_DIRECTION_CONTROL, '').replace(INVISIBLE_STORED, '').replace(BLANKS, ' ');
}

/** The text with every direction control simply dropped: the order it was typed in. */
const asTyped = (text: string) => text.replace(ANY_DIRECTION_CONTROL, '');

// ---- How the contact rule reads ---------------------------------------------------------------------

// Format characters (zero-width joiners, the rest of \p{Cf}) and combining marks (an underline or a
// dot over a digit, the keycap around '3️⃣'): invisible or decorative, so dropped.
const INVISIBLE = /[\p{Cf}\p{M}]/gu;
// Arabic letters that Urdu keyboards also produce, read as their Urdu forms (ي ى → ی, ك → ک), so the
// Urdu number words match whichever was typed.
const ARABIC_FORMS: Record<string, string> = { '\u064A': '\u06CC', '\u0649': '\u06CC', '\u0643': '\u06A9' };
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
  t = t.replace(/[\u064A\u0649\u0643]/g, (c) => ARABIC_FORMS[c]!);
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
