// Relative times in dayjs's wording ('a few seconds ago', '3 days ago'), as SPEC §9 quotes.
import dayjs from 'dayjs';
// '.js': Node's ESM loader (the server under tsx) needs the file name; Vite and tsc accept it too.
import relativeTime from 'dayjs/plugin/relativeTime.js';

dayjs.extend(relativeTime);

export function timeAgo(date: string | Date, now: Date = new Date()): string {
  return dayjs(date).from(now);
}
