// Deleting an account removes everything the person put here: their ads and photo records go with
// the user row (ON DELETE CASCADE), sessions too, and then the photo files themselves.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { removePhotos, type ImageStore } from '../images/image-store';
import { deleteUser, imageIdsOf } from './repository';
import { refreshRatings, revieweesOf } from '../reviews/review-repository';

export async function deleteAccount(db: Db, images: ImageStore, userId: string, log?: FastifyBaseLogger) {
  const imageIds = await imageIdsOf(db, userId);
  // Rows first: if the database refuses, no ad is left pointing at a deleted file. Their reviews go
  // with them, and the ratings they counted in are counted again.
  await db.transaction(async (tx) => {
    const reviewed = await revieweesOf(tx, userId);
    await deleteUser(tx, userId);
    await refreshRatings(tx, reviewed);
  });
  // A file left behind (a store outage, an upload finishing meanwhile) is removed by the store sweep.
  await removePhotos(images, imageIds).catch((err: unknown) =>
    log?.warn({ err }, `account deleted, but its ${imageIds.length} photo(s) could not be removed yet`),
  );
}
