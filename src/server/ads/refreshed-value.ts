// A value read from the database and kept in memory (the search lexicon, the suggestion counts):
// the first use waits for it; later uses get it at once and, once it is older than `ttlMs`, start a
// re-read behind; `invalidate()` (a write through this server) makes the next use wait for a fresh
// one. Concurrent misses share one read.
export interface RefreshedValue<T> {
  get(): Promise<T>;
  /** The value held now, without reading or waiting (undefined before the first read). */
  peek(): T | undefined;
  /** Replaces the value held now (if any) with `change` of it, as old as it was. */
  update(change: (value: T) => T): void;
  invalidate(): void;
}

export function refreshedValue<T>(read: () => Promise<T>, ttlMs: number): RefreshedValue<T> {
  let current: { value: T; at: number } | undefined;
  let loading: Promise<T> | undefined;
  let stale = false;
  const load = () =>
    (loading ??= read()
      .then((value) => {
        current = { value, at: Date.now() };
        return value;
      })
      .finally(() => (loading = undefined)));
  return {
    async get() {
      if (!current || stale) {
        stale = false;
        return load();
      }
      if (Date.now() - current.at > ttlMs) void load().catch(() => undefined);
      return current.value;
    },
    peek: () => current?.value,
    update(change) {
      if (current) current = { value: change(current.value), at: current.at };
    },
    invalidate() {
      stale = true;
    },
  };
}
