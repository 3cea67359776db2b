// The words people spell a phone number with to get it past the contact rule (decision 146):
// English, Roman Urdu and Urdu script, each read as its digit. Kept here once; the normaliser in
// normalise.ts is the only reader.

const BY_DIGIT: readonly (readonly string[])[] = [
  ['zero', 'sifar', 'sifr', 'صفر'],
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

/** Lower-case word -> its digit ('three' -> '3', 'تین' -> '3'). */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  BY_DIGIT.flatMap((words, digit) => words.map((w) => [w, String(digit)] as const)),
);

/** 'double three' is '33', 'triple zero' is '000'. */
export const REPEAT_WORDS: ReadonlyMap<string, number> = new Map([
  ['double', 2],
  ['triple', 3],
  ['ڈبل', 2],
  ['ٹرپل', 3],
]);
