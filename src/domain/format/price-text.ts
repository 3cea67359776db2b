// Prices as people type them: "45000", "45,000", "45k", "4.5 lac", "4.5 lakh",
// "1.2 crore", "1.2 cr", "Rs. 45,000", and in Urdu: "4.5 لاکھ", "۱٫۲ کروڑ", "۴۵ ہزار روپے". One reader for the listing price filters and the ad form's
// price fields, so both understand the same words and show the number they understood.
import { PRICE_MAX } from '../limits';
import { readableNumberText } from './numerals';
import { formatPrice } from './price';

/** Words for a multiplier, as Pakistanis write them. */
const UNITS: readonly { words: readonly string[]; times: number }[] = [
  { words: ['k', 'thousand', 'hazar', 'hazaar', 'ہزار'], times: 1_000 },
  { words: ['lac', 'lacs', 'lakh', 'lakhs', 'lak', 'l', 'لاکھ', 'لاکه', 'لاکہ', 'لکھ'], times: 100_000 },
  { words: ['crore', 'crores', 'cr', 'karor', 'caror', 'کروڑ', 'کڑوڑ'], times: 10_000_000 },
];

// 'Rs.', 'PKR', 'rupees' and Urdu's 'روپے' / 'روپیہ' / 'روپئے' before or after the amount, '/-' after it.
const RUPEE_WORDS = String.raw`rs\.?|pkr|rupees?|روپے|روپیہ|روپئے|روپیے`;
const CURRENCY_BEFORE = new RegExp(String.raw`^(?:${RUPEE_WORDS})\s*`);
const CURRENCY_AFTER = new RegExp(String.raw`\s*(?:${RUPEE_WORDS}|\/-)$`);

export const PRICE_TEXT_MESSAGE = 'Write a price like 45000, 45k, 4.5 lac or 1.2 crore';

export type PriceText = { ok: true; rupees: number; shown: string } | { ok: false; message: string };

/** Reads a typed price; whole rupees (a fraction of a rupee rounds). Blank is not a price. */
export function parsePriceText(input: string): PriceText {
  const text = readableNumberText(input)
    .trim()
    .toLowerCase()
    .replace(CURRENCY_BEFORE, '')
    .replace(CURRENCY_AFTER, '')
    .trim();
  const match = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?\s*([a-z]+|[\u0600-\u06FF]+)?$/.exec(text);
  if (!match) return { ok: false, message: PRICE_TEXT_MESSAGE };
  const [, whole, fraction, word] = match;
  let times = 1;
  if (word) {
    const unit = UNITS.find((u) => u.words.includes(word));
    if (!unit) return { ok: false, message: PRICE_TEXT_MESSAGE };
    times = unit.times;
  }
  const amount = Number(`${whole!.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`);
  const rupees = Math.round(amount * times);
  if (!Number.isFinite(rupees)) return { ok: false, message: PRICE_TEXT_MESSAGE };
  if (rupees > PRICE_MAX) return { ok: false, message: `That is more than ${formatPrice(PRICE_MAX)}` };
  return { ok: true, rupees, shown: formatPrice(rupees) };
}
