// Relative times in dayjs's wording ('a few seconds ago', '3 days ago'), as SPEC §9 quotes.
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export function timeAgo(date: string | Date, now: Date = new Date()): string {
  return dayjs(date).from(now);
}
