// Uploads never attached to an ad (the person closed the form) are deleted with their files once they
// are older than ORPHAN_UPLOAD_TTL_MS (decision 032). Runs hourly in the server; tests call it directly.
import type { FastifyBaseLogger } from 'fastify';
import { ORPHAN_UPLOAD_TTL_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { deleteUnattachedBefore } from './image-repository';
import { removeImageFiles } from './store';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes expired unattached uploads (rows, then files); returns how many went. */
export async function sweepOrphanImages(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const ids = await deleteUnattachedBefore(db, new Date(now.getTime() - ORPHAN_UPLOAD_TTL_MS));
  // One at a time: a sweep after a long outage may hold thousands of ids.
  for (const id of ids) await removeImageFiles(dataDir, id);
  return ids.length;
}

/** Starts the hourly sweep (first run a minute after start); the returned function stops it. */
export function startSweeper(db: Db, dataDir: string, log: FastifyBaseLogger): () => void {
  const run = () =>
    sweepOrphanImages(db, dataDir)
      .then((n) => n > 0 && log.info({ removed: n }, 'swept unattached uploads'))
      .catch((err: unknown) => log.warn({ err }, 'sweeping unattached uploads failed'));
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, SWEEP_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
