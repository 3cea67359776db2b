// Where processed photos live (decision 070): one interface, two implementations. The disk store keeps
// files under DATA_DIR/media (one machine, the default); the S3 store keeps objects in any
// S3-compatible bucket so every copy of the server sees every photo. Names are always server-made:
// `{id}-{width}.webp` (store.ts), and a name never changes what it holds.
import type { Readable } from 'node:stream';
import { RENDITION_WIDTHS } from './store';

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface ImageStore {
  readonly kind: 'disk' | 's3';
  /** Writes one rendition; a reader never sees it half written. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The rendition's bytes as a stream, or undefined when there is no such file. */
  get(name: string): Promise<StoredObject | undefined>;
  /** Removes files by name; names that do not exist are fine. */
  remove(names: string[]): Promise<void>;
  /** Every stored name with its last change, for the sweep of files without a row. */
  list(): AsyncIterable<{ name: string; modifiedAt: Date }>;
}

/** The names of every rendition of one photo. */
export const renditionNames = (id: string) => RENDITION_WIDTHS.map((w) => `${id}-${w}.webp`);

/** Writes every rendition of a processed photo under `id` (see process.ts). */
export async function putRenditions(
  store: ImageStore,
  id: string,
  renditions: readonly { width: number; bytes: Buffer }[],
): Promise<void> {
  await Promise.all(renditions.map((r) => store.put(`${id}-${r.width}.webp`, r.bytes)));
}

export async function removePhotos(store: ImageStore, ids: readonly string[]): Promise<void> {
  if (ids.length) await store.remove(ids.flatMap(renditionNames));
}
