// What a suspended person is told, and their request to look at the ban again (decision 189).
import { say } from '../../domain/messages';
import type { SuspensionResponse } from '../../domain/api';
import type { Db } from '../db/client';
import { isoTime } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import { findSuspension, insertBanReview } from './suspension-repository';

export async function suspensionOf(db: Db, userId: string): Promise<SuspensionResponse> {
  const row = await findSuspension(db, userId);
  if (!row) throw notFound(say('suspension.notSuspended'));
  return {
    reason: row.reason,
    since: isoTime(row.bannedAt),
    reviewAskedAt: row.reviewAskedAt === null ? null : isoTime(row.reviewAskedAt),
  };
}

/** Once per ban: a second request for the same ban is a 409 that says the first is with the moderators. */
export async function askForBanReview(db: Db, userId: string, text: string): Promise<void> {
  const stored = await db.transaction((tx) => insertBanReview(tx, userId, text));
  if (stored === undefined) throw notFound(say('suspension.notSuspended'));
  if (!stored) throw new ApiError(409, 'already_asked', say('suspension.alreadyAsked'));
}
