// What every typed text is stored as (decisions 179): the first half of the one reading of text in
// normalise.ts, which re-exports it. Kept in its own file only so that pages which store text without
// reading it for contact details (settings, search words) do not load the reading's word tables.

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
const INVISIBLE_STORED = /[\u200B\u2060-\u2064\uFEFF\u00AD\u180E]|\u034F|\u17B4|\u17B5/g;
// Characters that draw as an empty space but are letters or symbols to a machine (the Braille blank,
// the Hangul fillers): shown as a space, so stored as one.
export const BLANKS = /[\u2800\u3164\uFFA0\u115F\u1160]/g;
const NEEDS_WORK =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD\u180E\u061C\u2800\u3164\uFFA0\u115F\u1160]|\u034F|\u17B4|\u17B5/;

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
  // Most text is ASCII: decided without a Unicode property lookup.
  if (ch < '\u0080') {
    if (/[0-9]/.test(ch)) return 'EN';
    if (/[A-Za-z]/.test(ch)) return 'L';
    return /[-+.,:/]/.test(ch) ? 'SEP' : 'N';
  }
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
  // The nearest direction on each side of every neutral, found in one pass each way (a span of
  // nothing but spaces must not cost its length squared).
  const before: ('L' | 'R')[] = [];
  let last: 'L' | 'R' = 'R';
  for (let i = 0; i < kinds.length; i++) {
    before[i] = last;
    last = direction(kinds[i]) ?? last;
  }
  let next: 'L' | 'R' = 'R';
  for (let i = kinds.length - 1; i >= 0; i--) {
    if (kinds[i] === 'SEP' || kinds[i] === 'N') levels[i] = before[i] === 'L' && next === 'L' ? 2 : 1;
    next = direction(kinds[i]) ?? next;
  }
  // L2: reverse every run at level 2 and above, then the whole span (level 1).
  const out: string[] = [];
  for (let i = 0; i < chars.length;) {
    let j = i;
    while (j < chars.length && levels[j]! >= 2 === levels[i]! >= 2) j++;
    const run = chars.slice(i, j);
    // One by one: spreading a long run into push() would overflow the stack.
    for (const ch of levels[i]! >= 2 ? run.reverse() : run) out.push(ch);
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
export const asTyped = (text: string) => text.replace(ANY_DIRECTION_CONTROL, '');
