// What moderators do, each in one transaction with its audit row: the change and the record
// of who, when and why commit together or not at all. Other features attach here — a notification to
// the seller when their ad is hidden, chat reports — through `onModeration`.
import { say } from '../../domain/messages';
import { sql, type SQL } from 'drizzle-orm';
import type { ModerationAction } from '../../domain/moderation-api';
import { REPORT_MSG } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import type { Tx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import { notify } from '../notifications/notify';

export const MODERATION_MSG = {
  alreadyHidden: say('moderation.alreadyHidden'),
  notHidden: say('moderation.notHidden'),
  alreadyBanned: say('moderation.alreadyBanned'),
  notBanned: say('moderation.notBanned'),
  noReports: say('moderation.noReports'),
  cannotBanModerator: say('moderation.cannotBanModerator'),
  userNotFound: say('moderation.userNotFound'),
  conversationNotReported: say('moderation.conversationNotReported'),
} as const;

/** What decides whether a person has moderator rights (moderators.ts). */
export type ModeratorCandidate = Pick<User, 'email' | 'emailVerified'>;

export interface ModerationEvent {
  action: ModerationAction;
  moderatorId: string;
  adId: string | null;
  targetUserId: string | null;
  reason: string;
}

type Listener = (event: ModerationEvent) => void;
const listeners: Listener[] = [];
/** Called after each committed action, e.g. to notify the seller; a listener's failure is its own. */
export function onModeration(listener: Listener): () => void {
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

async function record(
  tx: Tx,
  moderator: Pick<User, 'id' | 'email'>,
  event: Omit<ModerationEvent, 'moderatorId'>,
) {
  await tx.execute(sql`
    insert into moderation_log (action, moderator_id, moderator_email, ad_id, target_user_id, reason)
    values (${event.action}, ${moderator.id}, ${moderator.email ?? ''}, ${event.adId}, ${event.targetUserId},
      ${event.reason})`);
}

async function act<T>(
  db: Db,
  moderator: Pick<User, 'id' | 'email'>,
  event: Omit<ModerationEvent, 'moderatorId'>,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await change(tx);
    await record(tx, moderator, event);
    return value;
  });
  for (const listener of [...listeners]) {
    try {
      listener({ ...event, moderatorId: moderator.id });
    } catch {
      // A listener must not turn a committed action into an error.
    }
  }
  return result;
}

async function adOwner(tx: Tx, adId: string): Promise<string> {
  const { rows } = await tx.execute<{ user_id: string }>(sql`select user_id from ads where id = ${adId}`);
  if (!rows[0]) throw notFound(MSG.adNotFound);
  return rows[0].user_id;
}

/** What a hidden ad becomes when it comes back: what its dates say it would be now. */
function restoredColumns(now: Date): SQL {
  const at = now.toISOString();
  // A sold ad stays out of browsing (decision 159).
  return sql`
    status = case when sold_at is not null then 'sold' when expires_at > ${at} then 'active' else 'expired' end,
    listed = sold_at is null and expires_at > ${at},
    hidden_reason = null, hidden_by_ban = false`;
}

async function resolveReports(tx: Tx, where: SQL, status: 'dismissed' | 'actioned', now: Date) {
  await tx.execute(sql`
    update ad_reports set status = ${status}, resolved_at = ${now.toISOString()}
    where status = 'open' and ${where}`);
}

/** Dismiss: the reports were unfounded (and a price flagged as anomalous was looked at and is fine). */
export async function dismissReports(
  db: Db,
  moderator: User,
  adId: string,
  reason: string,
  now = new Date(),
) {
  return act(db, moderator, { action: 'dismiss', adId, targetUserId: null, reason }, async (tx) => {
    const owner = await adOwner(tx, adId);
    await resolveReports(tx, sql`ad_id = ${adId}`, 'dismissed', now);
    await tx.execute(sql`update ads set price_anomaly = false where id = ${adId}`);
    return owner;
  });
}

export async function hideAd(db: Db, moderator: User, adId: string, reason: string, now = new Date()) {
  if (!reason)
    throw new ApiError(400, 'validation', REPORT_MSG.hideReasonRequired, {
      reason: REPORT_MSG.hideReasonRequired,
    });
  return act(db, moderator, { action: 'hide', adId, targetUserId: null, reason }, async (tx) => {
    const owner = await adOwner(tx, adId);
    const { rows } = await tx.execute(sql`
      update ads set status = 'hidden', listed = false, hidden_reason = ${reason}, hidden_by_ban = false
      where id = ${adId} and status <> 'hidden' returning id, title`);
    if (rows.length === 0) throw new ApiError(400, 'invalid_state', MODERATION_MSG.alreadyHidden);
    await resolveReports(tx, sql`ad_id = ${adId}`, 'actioned', now);
    // The seller hears of it, and why (the reason My Ads shows too), in the bell, in the same
    // transaction as the change.
    await notify(tx, {
      userId: owner,
      kind: 'ad_hidden',
      adId,
      data: { title: String(rows[0]!.title), reason },
    });
    return owner;
  });
}

export async function restoreAd(db: Db, moderator: User, adId: string, reason: string, now = new Date()) {
  return act(db, moderator, { action: 'restore', adId, targetUserId: null, reason }, async (tx) => {
    const owner = await adOwner(tx, adId);
    const { rows } = await tx.execute(sql`
      update ads set ${restoredColumns(now)} where id = ${adId} and status = 'hidden' returning id`);
    if (rows.length === 0) throw new ApiError(400, 'invalid_state', MODERATION_MSG.notHidden);
    return owner;
  });
}

/**
 * Dismiss a conversation's reports: they were unfounded. The reports go (a moderator reads a
 * conversation only while it is reported); the audit row keeps who, when and why.
 */
export async function dismissConversationReports(
  db: Db,
  moderator: User,
  conversationId: string,
  reason: string,
) {
  return act(db, moderator, { action: 'dismiss', adId: null, targetUserId: null, reason }, async (tx) => {
    const { rows } = await tx.execute(
      sql`delete from chat_reports where conversation_id = ${conversationId} returning id`,
    );
    if (rows.length === 0) throw notFound(MODERATION_MSG.conversationNotReported);
    return conversationId;
  });
}

/**
 * Ban: the account is marked, every ad of theirs not already hidden is hidden (and only those come
 * back on unban) and their sessions end (the route closes their live sockets). They may sign in again
 * and read; every change and reveal answers 'Your account has been suspended.' (decision 141).
 */
export async function banUser(
  db: Db,
  moderator: User,
  userId: string,
  reason: string,
  isModerator: (user: ModeratorCandidate) => boolean,
  adId: string | null = null,
  now = new Date(),
) {
  if (!reason)
    throw new ApiError(400, 'validation', REPORT_MSG.hideReasonRequired, {
      reason: REPORT_MSG.hideReasonRequired,
    });
  return act(db, moderator, { action: 'ban', adId, targetUserId: userId, reason }, async (tx) => {
    const { rows: found } = await tx.execute<{ email: string | null; verified: boolean; banned: boolean }>(
      sql`select email, email_verified as verified, banned_at is not null as banned
          from users where id = ${userId} for update`,
    );
    const target = found[0];
    if (!target) throw notFound(MODERATION_MSG.userNotFound);
    if (isModerator({ email: target.email, emailVerified: Boolean(target.verified) }))
      throw new ApiError(400, 'invalid_state', MODERATION_MSG.cannotBanModerator);
    if (target.banned) throw new ApiError(400, 'invalid_state', MODERATION_MSG.alreadyBanned);
    await tx.execute(sql`update users set banned_at = ${now.toISOString()} where id = ${userId}`);
    await tx.execute(sql`
      update ads set status = 'hidden', listed = false, hidden_reason = ${REPORT_MSG.suspended}, hidden_by_ban = true
      where user_id = ${userId} and status <> 'hidden'`);
    await resolveReports(tx, sql`ad_id in (select id from ads where user_id = ${userId})`, 'actioned', now);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    return userId;
  });
}

export async function unbanUser(
  db: Db,
  moderator: User,
  userId: string,
  reason: string,
  adId: string | null = null,
  now = new Date(),
) {
  return act(db, moderator, { action: 'unban', adId, targetUserId: userId, reason }, async (tx) => {
    const { rows } = await tx.execute(sql`
      update users set banned_at = null where id = ${userId} and banned_at is not null returning id`);
    if (rows.length === 0) {
      const { rows: exists } = await tx.execute(sql`select 1 from users where id = ${userId}`);
      throw exists.length
        ? new ApiError(400, 'invalid_state', MODERATION_MSG.notBanned)
        : notFound(MODERATION_MSG.userNotFound);
    }
    await tx.execute(sql`update ads set ${restoredColumns(now)} where user_id = ${userId} and hidden_by_ban`);
    return userId;
  });
}
