// SQL of the suspension notice and of the requests to review a ban (decision 189).
import { sql } from 'drizzle-orm';
import { MODERATION_QUEUE_LIMIT } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowOf, rowsOf } from '../db/rows';
import type { Tx } from '../db/tx';

export interface SuspensionRow {
  bannedAt: Date | string;
  /** The reason of the ban that made it, from the audit log; '' when the log has none. */
  reason: string;
  reviewAskedAt: Date | string | null;
}

/** The person's ban now: when, why, and whether they asked for this ban to be looked at again. */
export async function findSuspension(db: Db, userId: string): Promise<SuspensionRow | undefined> {
  return rowOf<SuspensionRow>(
    db,
    sql`
    select u.banned_at,
      coalesce((select l.reason from moderation_log l
        where l.target_user_id = u.id and l.action = 'ban'
        order by l.created_at desc limit 1), '') as reason,
      (select r.created_at from ban_reviews r
        where r.user_id = u.id and r.banned_at = u.banned_at) as review_asked_at
    from users u where u.id = ${userId} and u.banned_at is not null`,
  );
}

/**
 * Stores the request once per ban, under the person's current ban: false when this ban already has
 * one (the unique index decides, so two requests sent at once store one), undefined when the person
 * is not banned.
 */
export async function insertBanReview(tx: Tx, userId: string, text: string): Promise<boolean | undefined> {
  const banned = await rowOf<{ bannedAt: Date | string }>(
    tx,
    sql`select banned_at from users where id = ${userId} and banned_at is not null for update`,
  );
  if (!banned) return undefined;
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`insert into ban_reviews (user_id, banned_at, text)
      select id, banned_at, ${text} from users where id = ${userId}
      on conflict (user_id, banned_at) do nothing returning id`,
  );
  return rows.length > 0;
}

export interface BanReviewRow {
  id: string;
  userId: string;
  name: string | null;
  banned: boolean;
  bannedAt: Date | string;
  banReason: string;
  text: string;
  createdAt: Date | string;
}

/** Open requests, oldest first (ban_reviews_open_idx). */
export async function findOpenBanReviews(db: Db): Promise<BanReviewRow[]> {
  return rowsOf<BanReviewRow>(
    db,
    sql`
    select r.id, r.user_id, u.name, u.banned_at is not null as banned, r.banned_at, r.text, r.created_at,
      coalesce((select l.reason from moderation_log l
        where l.target_user_id = r.user_id and l.action = 'ban' and l.created_at <= r.created_at
        order by l.created_at desc limit 1), '') as ban_reason
    from ban_reviews r join users u on u.id = r.user_id
    where r.resolved_at is null
    order by r.created_at, r.id
    limit ${MODERATION_QUEUE_LIMIT}`,
  );
}

/** Closes the open requests of a person (their ban was lifted or kept); the count closed. */
export async function resolveBanReviews(tx: Tx, userId: string, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update ban_reviews set resolved_at = ${now.toISOString()}
      where user_id = ${userId} and resolved_at is null returning id`,
  );
  return rows.length;
}

/** The person whose open request this is, or undefined. Read outside the answer's transaction: the
 * answer closes the person's open requests under its own lock, and a second answer finds none. */
export async function findOpenBanReviewUser(db: Db, reviewId: string): Promise<string | undefined> {
  const row = await rowOf<{ userId: string }>(
    db,
    sql`select user_id from ban_reviews where id = ${reviewId} and resolved_at is null`,
  );
  return row?.userId;
}
