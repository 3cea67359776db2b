// Sessions in the database (docs/architecture.md §5): a random 256-bit token in an HttpOnly cookie, only
// its SHA-256 stored; a rolling idle timeout and an absolute lifetime.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema';
import { DAY_MS, HOUR_MS, SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '../../domain/limits';

export const SESSION_COOKIE = 'bs_session';
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = HOUR_MS;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS);
  await db
    .insert(sessions)
    .values({ idHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The session lookup every signed-in request makes, as a statement each connection plans once (decision
 * 206): planning the join took several times as long as running it. One per database (primary, each
 * replica, each test database).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('bs_session_user');
}

/** The user behind a session token, or null when unknown, idle too long or past its lifetime. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<User | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const idHash = hashToken(token);
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ idHash, now, idleCutoff });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

/** Ends one session; answers whose it was and its hash (null when there was none). */
export async function deleteSession(
  db: Db,
  token: string,
): Promise<{ userId: string; session: string } | null> {
  const idHash = hashToken(token);
  const [gone] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  return gone ? { userId: gone.userId, session: idHash } : null;
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes expired and idle sessions; run periodically. */
export async function sweepSessions(db: Db, now = new Date()): Promise<number> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.idHash });
  return gone.length;
}
