// SQL of verified phone numbers and their SMS codes (decision 186). Times come from the database's
// clock, so every copy of the app agrees on what has expired and what counts towards a limit.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { HOUR_MS, DAY_MS, PHONE_CODE_TTL_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { countOf, rowOf, rowsOf } from '../db/rows';
import { phoneCodes, users, verifiedPhones } from '../db/schema';
import type { Tx } from '../db/tx';

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Holds every other request about this number (whoever sends it) until the transaction ends, so two
 * copies of the app cannot both count two codes and send a third and fourth.
 */
export async function lockNumber(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bs:phone:${phone}`}))`);
}

/** Codes sent to this number by anyone in the last hour. */
export function codesToNumberThisHour(tx: Tx, phone: string): Promise<number> {
  return countOf(
    tx,
    sql`select count(*) as n from phone_codes
        where phone = ${phone} and created_at > now() - ${interval(HOUR_MS)}`,
  );
}

/** Codes this person asked for in the last day, to any number. */
export function codesOfPersonToday(tx: Tx, userId: string): Promise<number> {
  return countOf(
    tx,
    sql`select count(*) as n from phone_codes
        where user_id = ${userId} and created_at > now() - ${interval(DAY_MS)}`,
  );
}

export async function insertCode(
  tx: Tx,
  row: { userId: string; phone: string; codeHash: string },
): Promise<{ id: string; expiresAt: Date }> {
  // Rows older than a day count towards no limit any more; each person's go as they ask again.
  await tx.execute(
    sql`delete from phone_codes where user_id = ${row.userId} and created_at < now() - ${interval(DAY_MS)}`,
  );
  const [saved] = await tx
    .insert(phoneCodes)
    .values({ ...row, expiresAt: sql`now() + ${interval(PHONE_CODE_TTL_MS)}` })
    .returning({ id: phoneCodes.id, expiresAt: phoneCodes.expiresAt });
  return saved!;
}

/** Undoes a code whose SMS did not go out: it counts towards no limit and can never be typed. */
export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
}

export interface LatestCode {
  id: string;
  codeHash: string;
  tries: number;
  used: boolean;
  expired: boolean;
}

/** The newest code sent for this person and number (only the newest works), locked for the check. */
export function latestCode(tx: Tx, userId: string, phone: string): Promise<LatestCode | undefined> {
  return rowOf<LatestCode>(
    tx,
    sql`select id, code_hash, tries, used_at is not null as used, expires_at <= now() as expired
        from phone_codes where user_id = ${userId} and phone = ${phone}
        order by created_at desc limit 1 for update`,
  );
}

/** One more wrong try; returns the tries so far. */
export async function addTry(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(eq(phoneCodes.id, id))
    .returning({ tries: phoneCodes.tries });
  return row?.tries ?? 0;
}

export async function markUsed(tx: Tx, id: string): Promise<void> {
  await tx
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(eq(phoneCodes.id, id));
}

export async function addVerified(tx: Tx, userId: string, phone: string): Promise<void> {
  await tx.insert(verifiedPhones).values({ userId, phone }).onConflictDoNothing();
}

/** The person's verified numbers, newest first. */
export function listVerified(db: Db | Tx, userId: string) {
  return db
    .select({ phone: verifiedPhones.phone, verifiedAt: verifiedPhones.verifiedAt })
    .from(verifiedPhones)
    .where(eq(verifiedPhones.userId, userId))
    .orderBy(desc(verifiedPhones.verifiedAt), verifiedPhones.phone);
}

/** Removes one of the person's numbers; false when it was not theirs. */
export async function removeVerified(db: Db, userId: string, phone: string): Promise<boolean> {
  const gone = await db
    .delete(verifiedPhones)
    .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phone, phone)))
    .returning({ phone: verifiedPhones.phone });
  return gone.length > 0;
}

/** Which of these numbers (03xx-xxxxxxx) the person has verified. */
export async function verifiedAmong(db: Db, userId: string, phones: readonly string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(and(eq(verifiedPhones.userId, userId), inArray(verifiedPhones.phone, [...phones])));
  return rows.map((r) => r.phone);
}

/** Whether the person has any verified number (the seller page's badge). */
export async function hasVerifiedPhone(db: Db, userId: string): Promise<boolean> {
  const row = await rowOf<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from verified_phones where user_id = ${userId}) as yes`,
  );
  return Boolean(row?.yes);
}

export interface SharedNumber {
  phone: string;
  /** The other accounts that verified the same number, banned or not. */
  others: { id: string; name: string | null; banned: boolean }[];
}

/** The person's verified numbers that another account verified too: a signal for moderators. */
export async function sharedNumbersOf(db: Db, userId: string): Promise<SharedNumber[]> {
  const rows = await rowsOf<{ phone: string; id: string; name: string | null; bannedAt: Date | null }>(
    db,
    sql`select mine.phone, u.id, u.name, u.banned_at
        from ${verifiedPhones} mine
        join ${verifiedPhones} other on other.phone = mine.phone and other.user_id <> mine.user_id
        join ${users} u on u.id = other.user_id
        where mine.user_id = ${userId}
        order by mine.phone, other.verified_at`,
  );
  const byPhone = new Map<string, SharedNumber>();
  for (const r of rows) {
    const entry = byPhone.get(r.phone) ?? { phone: r.phone, others: [] };
    entry.others.push({ id: r.id, name: r.name, banned: r.bannedAt != null });
    byPhone.set(r.phone, entry);
  }
  return [...byPhone.values()];
}
