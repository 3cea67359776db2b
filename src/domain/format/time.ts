// Relative times in dayjs's wording ('a few seconds ago', '3 days ago'), as SPEC §9 quotes; on Urdu
// pages in dayjs's Urdu ('2 دن قبل').
import dayjs from 'dayjs';
// '.js': Node's ESM loader (the server under tsx) needs the file name; Vite and tsc accept it too.
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/ur.js';
import { DEFAULT_LANG, type Lang } from '../lang';

dayjs.extend(relativeTime);

export function timeAgo(date: string | Date, now: Date = new Date(), lang: Lang = DEFAULT_LANG): string {
  return dayjs(date).locale(lang).from(now);
}
