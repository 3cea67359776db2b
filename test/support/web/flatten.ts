/** 'a.b.c' → text, for every leaf of a catalogue: the keys `t` is called with. Used by the tests. */
export function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}
