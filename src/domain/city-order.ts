// The one order of city names, kept apart from the list itself (cities.ts): home's place list sorts
// names and needs no more.
import type { Lang } from './lang';

/**
 * The one order of city names everywhere (alphabetical, case aside), for lists that also hold other
 * places. Plain code-point order of the lower-cased names: they are English words, and an
 * Intl.Collator costs a budget phone ~15 ms to build before the home page's place list can draw.
 */
export function compareCities(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sortCities<T extends string>(names: Iterable<T>): T[] {
  return [...new Set(names)].sort(compareCities);
}

// Urdu letters are not in their alphabet's order in Unicode (پ, ٹ, ک, گ come after و), so an Urdu page
// orders its names with the Urdu collation: built on the first Urdu list, never on an English page.
// Kept here rather than through domain/lazy.ts: importing that put this file, and with it the whole
// city list, into the chunk every page loads first.
let urduOrder: ((a: string, b: string) => number) | undefined;

/**
 * Places as the page shows them (their names in its language, `label`), in that language's order:
 * an Urdu reader looks for لاہور among the ل, not where Lahore stands in English.
 */
export function sortPlacesFor<T>(lang: Lang, places: readonly T[], label: (place: T) => string): T[] {
  const compare = lang === 'ur' ? (urduOrder ??= new Intl.Collator('ur-PK').compare) : compareCities;
  return [...places].sort((a, b) => compare(label(a), label(b)));
}
