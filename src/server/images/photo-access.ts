// Who may see a stored photo (decisions 143, 181). A photo not yet attached is its uploader's. An ad's photos are public, and cached as such, until a
// moderator hides the ad: then only its owner and the moderators see them, as they alone see the ad. A
// chat photo is for the two people of its conversation only. Everyone else gets the same 404 as for a
// photo that does not exist, so a name tells a stranger nothing.
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { visibleOnItsPage } from '../../domain/ad-status';
import { findPhotoAccess, type PhotoAccessRow } from './image-repository';

export type PhotoAccess = 'public' | 'private' | 'none';

function photoAccess(
  row: PhotoAccessRow | undefined,
  viewer: Pick<User, 'id'> | null,
  viewerIsModerator: boolean,
): PhotoAccess {
  // No row: a file the sweep has yet to remove, nobody's and about nothing. Served as before.
  if (!row) return 'public';
  if (row.buyerId !== null || row.sellerId !== null)
    return viewer && (viewer.id === row.buyerId || viewer.id === row.sellerId) ? 'private' : 'none';
  // Uploaded and not yet in an ad or a message (the form's preview, a photo about to be sent): its
  // uploader's alone until then, and never kept by a shared cache that would serve it on (decision 181).
  if (row.adId === null) return viewer?.id === row.uploader ? 'private' : 'none';
  if (row.adStatus === 'hidden')
    return visibleOnItsPage(
      { status: row.adStatus, userId: row.adOwner ?? '' },
      viewer ? { id: viewer.id, isModerator: viewerIsModerator } : null,
    )
      ? 'private'
      : 'none';
  return 'public';
}

/** The access of one viewer to the photo `imageId` (one indexed query). */
export async function photoAccessFor(
  db: Db,
  imageId: string,
  viewer: Pick<User, 'id'> | null,
  viewerIsModerator: boolean,
): Promise<PhotoAccess> {
  return photoAccess(await findPhotoAccess(db, imageId), viewer, viewerIsModerator);
}
