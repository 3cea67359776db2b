// Deleting an account removes everything the person put here: their ads and photo records go with
// the user row (ON DELETE CASCADE), sessions too, and then the photo files themselves.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { removeImageFiles } from '../images/store';
import { deleteUser, imageIdsOf } from './repository';

export async function deleteAccount(db: Db, dataDir: string, userId: string, log?: FastifyBaseLogger) {
  const imageIds = await imageIdsOf(db, userId);
  // Rows first: if the database refuses, no ad is left pointing at a deleted file.
  await deleteUser(db, userId);
  const results = await Promise.allSettled(imageIds.map((id) => removeImageFiles(dataDir, id)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) log?.warn(`account deleted, but ${failed} photo file(s) could not be removed`);
}
