// Accepting one uploaded photo: the per-person limit, processing, the files, then the row. The row is
// written last so a row always has its files; files without a row (a crash in between) are never served
// to anyone because nothing refers to their ids, and the store sweep removes them (sweeper.ts).
import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '../../domain/api';
import { HOUR_MS, UNATTACHED_UPLOADS_PER_HOUR } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import type { Db } from '../db/client';
import { lockUser } from '../auth/guard';
import { tooMany } from '../http/errors';
import { countUnattachedSince, insertImage } from './image-repository';
import { putRenditions, removePhotos, type ImageStore } from './image-store';
import { processImage } from './process';

/** Refuses (429) a person with too many unattached uploads in the last hour, before any work is done. */
export async function checkUploadAllowance(db: Db, userId: string, now = new Date()): Promise<void> {
  const recent = await countUnattachedSince(db, userId, new Date(now.getTime() - HOUR_MS));
  if (recent >= UNATTACHED_UPLOADS_PER_HOUR) throw tooMany(MSG.uploadsPerHour);
}

/** Processes and stores one photo; throws ImageRejectedError (process.ts) when it is not one we take. */
export async function storeUpload(
  db: Db,
  store: ImageStore,
  userId: string,
  input: Buffer,
  now = new Date(),
): Promise<UploadedImage> {
  const processed = await processImage(input);
  const id = randomUUID();
  await putRenditions(store, id, processed.renditions);
  try {
    // The early check above is only a courtesy: parallel uploads all pass it. This one counts and
    // inserts under the person's row lock, so the hourly limit holds however many arrive at once.
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const recent = await countUnattachedSince(tx, userId, new Date(now.getTime() - HOUR_MS));
      if (recent >= UNATTACHED_UPLOADS_PER_HOUR) throw tooMany(MSG.uploadsPerHour);
      await insertImage(tx, {
        id,
        userId,
        width: processed.width,
        height: processed.height,
        bytes: processed.renditions.reduce((sum, r) => sum + r.bytes.length, 0),
        phash: processed.phash,
      });
    });
  } catch (error) {
    await removePhotos(store, [id]).catch(() => {});
    throw error;
  }
  return { id, width: processed.width, height: processed.height };
}
