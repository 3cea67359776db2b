// Two sweeps keep the image store to what the database refers to (decision 032):
// - uploads never attached to an ad (the person closed the form) are deleted with their files once
//   they are older than ORPHAN_UPLOAD_TTL_MS;
// - files without any row (a hard kill between the files and the row, an account deleted while its
//   upload finished) are deleted once older than the same TTL, so no upload still on its way is touched.
// Every copy of the server keeps a timer, and claimJobRun lets one copy per period do the work.
import type { FastifyBaseLogger } from 'fastify';
import { ORPHAN_UPLOAD_TTL_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { claimJobRun } from '../jobs/claim-run';
import { deleteUnattachedBefore, existingImageIds } from './image-repository';
import { removePhotos, type ImageStore } from './image-store';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+\.webp$/;
const BATCH = 500;

/** Deletes expired unattached uploads (rows, then files); returns how many went. */
export async function sweepOrphanImages(db: Db, store: ImageStore, now = new Date()): Promise<number> {
  const ids = await deleteUnattachedBefore(db, new Date(now.getTime() - ORPHAN_UPLOAD_TTL_MS));
  // In batches: a sweep after a long outage may hold thousands of ids.
  for (let i = 0; i < ids.length; i += BATCH) await removePhotos(store, ids.slice(i, i + BATCH));
  return ids.length;
}

/** Deletes stored files whose photo has no row and that are older than the TTL; returns how many photos. */
export async function sweepFilesWithoutRow(db: Db, store: ImageStore, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_UPLOAD_TTL_MS;
  let removed = 0;
  let batch = new Map<string, string[]>();
  const flush = async () => {
    const kept = await existingImageIds(db, [...batch.keys()]);
    const gone = [...batch].filter(([id]) => !kept.has(id));
    if (gone.length) await store.remove(gone.flatMap(([, names]) => names));
    removed += gone.length;
    batch = new Map();
  };
  for await (const { name, modifiedAt } of store.list()) {
    // Temporary files of a write cut short (disk-store.ts) are swept by age alone.
    if (name.endsWith('.tmp') && modifiedAt.getTime() < cutoff) await store.remove([name]);
    const id = FILE_NAME.exec(name)?.[1];
    if (!id || modifiedAt.getTime() >= cutoff) continue;
    batch.set(id, [...(batch.get(id) ?? []), name]);
    if (batch.size >= BATCH) await flush();
  }
  if (batch.size) await flush();
  return removed;
}

/** Starts the hourly sweeps (first run a minute after start); the returned function stops them. */
export function startSweeper(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  firstRunMs = 60_000,
): () => void {
  const run = async () => {
    if (!(await claimJobRun(db, 'image-sweep', SWEEP_EVERY_MS - 60_000))) return;
    const unattached = await sweepOrphanImages(db, store);
    const withoutRow = await sweepFilesWithoutRow(db, store);
    log.info({ unattached, withoutRow }, 'photo sweep ran on this copy');
  };
  const guarded = () => void run().catch((err: unknown) => log.warn({ err }, 'sweeping photos failed'));
  const first = setTimeout(guarded, firstRunMs).unref();
  const every = setInterval(guarded, SWEEP_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
