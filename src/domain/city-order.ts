// The one order of city names, kept apart from the list itself (cities.ts): home's place list sorts
// names and needs no more.

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
