// SQL of an ad's life, as `sql` templates whose rows come back camelCase (db/rows.ts). Each change is
// one conditional UPDATE with the owner in the WHERE and answers whether it changed the ad.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowOf, rowsOf } from '../db/rows';

/** The ad's status, or undefined when it is not there or not this person's. */
export async function findOwnedStatus(db: Db, id: string, userId: string): Promise<string | undefined> {
  const row = await rowOf<{ status: string }>(
    db,
    sql`select status from ads where id = ${id} and user_id = ${userId}`,
  );
  return row?.status;
}

/** An active ad, still in date, is sold. */
export async function setSold(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update ads set status = 'sold', listed = false, sold_at = ${now.toISOString()},
      updated_at = ${now.toISOString()}
    where id = ${id} and user_id = ${userId} and status = 'active' and expires_at > ${now.toISOString()}
    returning id`,
  );
  return rows.length > 0;
}

/** A sold ad is active again; it keeps its date unless that has passed, then it expires at `freshExpiry`. */
export async function setAvailable(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  freshExpiry: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update ads set status = 'active', listed = true, sold_at = null, updated_at = ${at},
      expires_at = case when expires_at > ${at} then expires_at
        else ${freshExpiry.toISOString()}::timestamptz end
    where id = ${id} and user_id = ${userId} and status = 'sold'
    returning id`,
  );
  return rows.length > 0;
}

/** An expired ad (or an active one past its date) is active until `expiresAt`. */
export async function setRenewed(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update ads set status = 'active', listed = true, expires_at = ${expiresAt.toISOString()},
      updated_at = ${now.toISOString()}
    where id = ${id} and user_id = ${userId}
      and (status = 'expired' or (status = 'active' and expires_at <= ${now.toISOString()}))
    returning id`,
  );
  return rows.length > 0;
}

/** Active ads past their date become expired, reading only the partial index of what is due; how many. */
export async function expireDue(db: Db, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update ads set status = 'expired', listed = false
    where listed and status = 'active' and expires_at <= ${now.toISOString()}
    returning id`,
  );
  return rows.length;
}
