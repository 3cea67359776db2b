// Relative times in dayjs's wording ('a few seconds ago', '3 days ago'), as docs/product.md §9 quotes; on Urdu
// pages in dayjs's Urdu ('2 دن قبل').
import dayjs from 'dayjs';
// '.js': Node's ESM loader (the server under tsx) needs the file name; Vite and tsc accept it too.
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/ur.js';
import { DEFAULT_LANG, type Lang } from '../lang';
import { PAKISTAN_UTC_OFFSET_MS } from '../limits';

dayjs.extend(relativeTime);

export function timeAgo(date: string | Date, now: Date = new Date(), lang: Lang = DEFAULT_LANG): string {
  return dayjs(date).locale(lang).from(now);
}

/** Month names as Intl writes them for en-PK and ur-PK (format.test.ts compares every month). */
const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ur: [
    'جنوری',
    'فروری',
    'مارچ',
    'اپریل',
    'مئی',
    'جون',
    'جولائی',
    'اگست',
    'ستمبر',
    'اکتوبر',
    'نومبر',
    'دسمبر',
  ],
};

/**
 * 'November 2024' ('نومبر 2024' in Urdu), the month in Pakistan's time, so the server and every phone
 * write the same. Without Intl: the first DateTimeFormat with a time zone loads the zone data, ~25 ms
 * of a budget phone's hydration of the ad page ('Member since'). An invalid date comes back as given.
 */
export function monthYear(iso: string, lang: Lang = DEFAULT_LANG): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const pkt = new Date(time + PAKISTAN_UTC_OFFSET_MS);
  return `${MONTHS[lang][pkt.getUTCMonth()]} ${pkt.getUTCFullYear()}`;
}

/**
 * How a clock time is written: '3:43 PM', and on Urdu pages '3:43 دوپہر'. ICU's Urdu keeps the
 * English AM/PM; the flexible day period (صبح، دوپہر، سہ پہر، شام، رات) is how Urdu writes the time
 * of day.
 */
export const CLOCK_OPTIONS: Record<Lang, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit' },
  ur: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};
