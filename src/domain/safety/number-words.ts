// The words people spell a phone number with to get it past the contact rule (decisions 146 and
// 179): English, Roman Urdu and Urdu script, each read as its digits. Kept here once; the reading in
// normalise.ts is the only reader.

const BY_DIGIT: readonly (readonly string[])[] = [
  ['zero', 'oh', 'nought', 'naught', 'sifar', 'sifr', 'صفر'],
  ['one', 'ek', 'aik', 'ایک', 'اک'],
  ['two', 'do', 'دو'],
  ['three', 'teen', 'tin', 'تین'],
  ['four', 'char', 'chaar', 'چار'],
  ['five', 'panch', 'paanch', 'پانچ'],
  ['six', 'chay', 'chhay', 'chhe', 'che', 'chey', 'چھ', 'چھے'],
  ['seven', 'saat', 'sat', 'سات'],
  ['eight', 'aath', 'ath', 'آٹھ'],
  ['nine', 'nau', 'نو'],
];

/** Ten to ninety-nine said as one word: the teens and the tens, English and Roman Urdu. 'saath'
 * (sixty) is left out: it is also 'with' ('charger ke saath'). */
const TWO_DIGIT_WORDS: readonly (readonly [string, number])[] = [
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fourty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
  ['das', 10],
  ['gyarah', 11],
  ['barah', 12],
  ['terah', 13],
  ['chaudah', 14],
  ['chodah', 14],
  ['pandrah', 15],
  ['solah', 16],
  ['satrah', 17],
  ['atharah', 18],
  ['unnees', 19],
  ['bees', 20],
  ['tees', 30],
  ['chalees', 40],
  ['chalis', 40],
  ['pachas', 50],
  ['pachaas', 50],
  ['sattar', 70],
  ['assi', 80],
  ['assee', 80],
  ['nabbay', 90],
  ['nabbe', 90],
  ['nawway', 90],
];

/** Lower-case word -> its digits ('three' -> '3', 'تین' -> '3', 'twenty' -> '20', 'bees' -> '20'). */
export const NUMBER_WORDS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ...BY_DIGIT.flatMap((words, digit) => words.map((w) => [w, String(digit)] as const)),
  ...TWO_DIGIT_WORDS.map(([w, n]) => [w, String(n)] as const),
]);

/** 'twenty one' is 21: a tens word ends in 0 and takes the unit after it. */
export const isTensWord = (word: string) => /^[2-9]0$/.test(NUMBER_WORDS.get(word) ?? '');

/** 'three hundred', 'teen sau': the number before it, times a hundred. */
export const HUNDRED_WORDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['hundred', 'sau']);

/** 'double three' is '33', 'triple zero' is '000'. */
export const REPEAT_WORDS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['double', 2],
  ['triple', 3],
  ['ڈبل', 2],
  ['ٹرپل', 3],
]);

/** Every Latin word above, for reading words written together ('zerothreezerozero', 'ZeroThree');
 * longest first. Marked pure so a page that only stores text (asSeen) leaves the tables out. */
export const GLUED_PIECES: readonly string[] = /* @__PURE__ */ gluedPieces();

function gluedPieces(): string[] {
  return [...NUMBER_WORDS.keys(), ...HUNDRED_WORDS, ...REPEAT_WORDS.keys()]
    .filter((w) => /^[a-z]+$/.test(w))
    .sort((a, b) => b.length - a.length);
}
