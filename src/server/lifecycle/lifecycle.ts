// An ad's life (decisions 080, 159): active → sold (out of browsing at once, its page badged for
// SOLD_LISTED_DAYS) or expired (AD_LIFETIME_DAYS after posting or renewing) → renewed; hidden is the moderators' (see
// ../moderation). Each change is one conditional UPDATE with the owner in the WHERE (repository.ts), so
// a stranger, a second click or a race changes nothing.
import { say } from '../../domain/messages';
import { AD_LIFETIME_DAYS, DAY_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { MSG } from '../../domain/schemas';
import { expireDue, findOwnedStatus, setAvailable, setRenewed, setSold } from './repository';

export const LIFECYCLE_MSG = {
  notSellable: say('ad.notSellable'),
  notRenewable: say('ad.notRenewable'),
  notAvailable: say('ad.notAvailable'),
} as const;

/** An ad's lifetime unless configured otherwise (Config.adLifetimeMs, AD_LIFETIME_SECONDS). */
const DEFAULT_AD_LIFETIME_MS = AD_LIFETIME_DAYS * DAY_MS;

/** When an ad posted or renewed at `now` expires. */
export function expiryFrom(now: Date, lifetimeMs = DEFAULT_AD_LIFETIME_MS): Date {
  return new Date(now.getTime() + lifetimeMs);
}

async function ownedStatus(db: Db, id: string, userId: string): Promise<string> {
  const status = await findOwnedStatus(db, id, userId);
  if (status === undefined) throw notFound(MSG.adNotFound);
  return status;
}

export async function markSold(db: Db, userId: string, id: string, now = new Date()): Promise<void> {
  if (!(await setSold(db, userId, id, now))) {
    await ownedStatus(db, id, userId); // 404 when not theirs
    throw new ApiError(400, 'invalid_state', LIFECYCLE_MSG.notSellable);
  }
}

/**
 * 'Mark as available' undoes 'Mark as sold' (decision 157): the sale fell through, or the tap was a
 * mistake. The ad is active and listed again with sold_at cleared (moderation's restore reads a set
 * sold_at as sold). It keeps its date unless that passed while it was sold: then it gets a fresh
 * lifetime, as 'Renew' would give it, rather than coming back only to expire at the next sweep.
 */
export async function markAvailable(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
  lifetimeMs = DEFAULT_AD_LIFETIME_MS,
): Promise<void> {
  if (!(await setAvailable(db, userId, id, now, expiryFrom(now, lifetimeMs)))) {
    await ownedStatus(db, id, userId); // 404 when not theirs
    throw new ApiError(400, 'invalid_state', LIFECYCLE_MSG.notAvailable);
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
  if (!(await setRenewed(db, userId, id, now, expiresAt))) {
    await ownedStatus(db, id, userId);
    throw new ApiError(400, 'invalid_state', LIFECYCLE_MSG.notRenewable);
  }
  return expiresAt.toISOString();
}

/**
 * The periodic sweep: active ads past their date become expired, reading only the partial index of
 * what is due. A sold ad left browsing when it was marked (decision 159), so it needs no sweep.
 */
export async function sweepLifecycle(db: Db, now = new Date()): Promise<{ expired: number }> {
  return { expired: await expireDue(db, now) };
}
