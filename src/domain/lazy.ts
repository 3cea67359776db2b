// A value made on first use, then kept. For Intl formatters and collators: each costs milliseconds to
// build (the locale's data is loaded), and made at module load they all ran before a phone could
// draw anything, even on pages that never format a date (decision 130).
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
