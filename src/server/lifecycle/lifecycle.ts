// An ad's life (decision 080): active → sold (listed SOLD_LISTED_DAYS more, badged) or
// expired (AD_LIFETIME_DAYS after posting or renewing) → renewed; hidden is the moderators' (see
// ../moderation). Each change is one conditional UPDATE with the owner in the WHERE, so a stranger,
// a second click or a race changes nothing.
import { say } from '../../domain/messages';
import { sql } from 'drizzle-orm';
import { AD_LIFETIME_DAYS, DAY_MS, SOLD_LISTED_DAYS } from '../../domain/limits';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { MSG } from '../../domain/schemas';

export const LIFECYCLE_MSG = {
  notSellable: say('ad.notSellable'),
  notRenewable: say('ad.notRenewable'),
} as const;

/** An ad's lifetime unless configured otherwise (Config.adLifetimeMs, AD_LIFETIME_SECONDS). */
export const DEFAULT_AD_LIFETIME_MS = AD_LIFETIME_DAYS * DAY_MS;

/** When an ad posted or renewed at `now` expires. */
export function expiryFrom(now: Date, lifetimeMs = DEFAULT_AD_LIFETIME_MS): Date {
  return new Date(now.getTime() + lifetimeMs);
}

async function ownedStatus(db: Db, id: string, userId: string): Promise<string> {
  const { rows } = await db.execute<{ status: string }>(
    sql`select status from ads where id = ${id} and user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound(MSG.adNotFound);
  return rows[0].status;
}

export async function markSold(db: Db, userId: string, id: string, now = new Date()): Promise<void> {
  const { rows } = await db.execute(sql`
    update ads set status = 'sold', sold_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
    where id = ${id} and user_id = ${userId} and status = 'active' and expires_at > ${now.toISOString()}
    returning id`);
  if (rows.length === 0) {
    await ownedStatus(db, id, userId); // 404 when not theirs
    throw new ApiError(400, 'invalid_state', LIFECYCLE_MSG.notSellable);
  }
}

/**
 * An expired ad (or an active one past its date that the sweep has not reached yet) lives again. A
 * suspended seller is refused by the route guard (decision 141); a ban landing meanwhile hides the ad,
 * and a hidden ad is never renewed here.
 */
export async function renewAd(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
  lifetimeMs = DEFAULT_AD_LIFETIME_MS,
): Promise<string> {
  const expiresAt = expiryFrom(now, lifetimeMs);
  const { rows } = await db.execute(sql`
    update ads set status = 'active', listed = true, expires_at = ${expiresAt.toISOString()},
      updated_at = ${now.toISOString()}
    where id = ${id} and user_id = ${userId}
      and (status = 'expired' or (status = 'active' and expires_at <= ${now.toISOString()}))
    returning id`);
  if (rows.length === 0) {
    await ownedStatus(db, id, userId);
    throw new ApiError(400, 'invalid_state', LIFECYCLE_MSG.notRenewable);
  }
  return expiresAt.toISOString();
}

/**
 * The periodic sweep: active ads past their date become expired, sold ads older than
 * SOLD_LISTED_DAYS leave browsing. Both read only the partial indexes of what is due.
 */
export async function sweepLifecycle(
  db: Db,
  now = new Date(),
): Promise<{ expired: number; unlisted: number }> {
  const expired = await db.execute(sql`
    update ads set status = 'expired', listed = false
    where listed and status = 'active' and expires_at <= ${now.toISOString()}
    returning id`);
  const soldBefore = new Date(now.getTime() - SOLD_LISTED_DAYS * DAY_MS);
  const unlisted = await db.execute(sql`
    update ads set listed = false
    where listed and status = 'sold' and sold_at <= ${soldBefore.toISOString()}
    returning id`);
  return { expired: expired.rows.length, unlisted: unlisted.rows.length };
}
