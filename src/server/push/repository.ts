// SQL of web push, as `sql` templates whose rows come back camelCase (db/rows.ts): the person's
// subscriptions, and taking due notifications for sending.
import type { Lang } from '../../domain/lang';
import { sql } from 'drizzle-orm';
import { PUSH_MAX_AGE_MS } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowOf, rowsOf, countOf } from '../db/rows';
import type { Tx } from '../db/tx';
import type { NotificationRow } from '../notifications/repository';

export async function countSubscriptions(tx: Tx, userId: string): Promise<number> {
  return countOf(tx, sql`select count(*) as n from push_subscriptions where user_id = ${userId}`);
}

export async function hasSubscription(tx: Tx, userId: string, endpoint: string): Promise<boolean> {
  const row = await rowOf(
    tx,
    sql`select 1 from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`,
  );
  return row !== undefined;
}

/**
 * One row per endpoint: a browser subscribed again (or by someone else now) replaces its keys, owner
 * and session. `sessionId` is the stored hash of the session that asked: ending it deletes the row.
 */
export async function upsertSubscription(
  tx: Tx,
  userId: string,
  sessionId: string,
  s: { endpoint: string; p256dh: string; auth: string; lang: Lang },
): Promise<void> {
  await tx.execute(sql`
    insert into push_subscriptions (endpoint, user_id, session_id, p256dh, auth, lang)
    values (${s.endpoint}, ${userId}, ${sessionId}, ${s.p256dh}, ${s.auth}, ${s.lang})
    on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
      p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang, created_at = now()`);
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await rowsOf<{ endpoint: string }>(
    db,
    sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning endpoint`,
  );
  return rows.length > 0;
}

/** A push service said the subscription is gone (404/410): forget it, whoever it belongs to. */
export async function removeExpired(db: Db, endpoint: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where endpoint = ${endpoint}`);
}

export interface DuePush extends NotificationRow {
  userId: string;
  /** `lang`: the language the device turned push on in (decision 155). */
  endpoints: { endpoint: string; p256dh: string; auth: string; lang: string }[] | null;
}

/**
 * Takes up to `limit` due notifications (clearing their flag, SKIP LOCKED so two copies never take
 * the same), with their person's subscriptions. Ones older than PUSH_MAX_AGE_MS are cleared unsent:
 * news of yesterday does not buzz a phone today.
 */
export async function takeDuePushes(db: Db, limit: number, now = new Date()): Promise<DuePush[]> {
  const since = new Date(now.getTime() - PUSH_MAX_AGE_MS).toISOString();
  return rowsOf<DuePush>(
    db,
    sql`
    with taken as (
      update notifications set push_due = false
      where id in (
        select id from notifications where push_due order by created_at limit ${limit} for update skip locked
      )
      returning id, user_id, kind, ad_id, saved_search_id, count, data, read_at, created_at
    )
    select t.*, a.category as ad_category, s.name as search_name, s.params as search_params,
      (select json_agg(json_build_object('endpoint', p.endpoint, 'p256dh', p.p256dh, 'auth', p.auth,
          'lang', p.lang))
        from push_subscriptions p where p.user_id = t.user_id) as endpoints
    from taken t
    left join ads a on a.id = t.ad_id
    left join saved_searches s on s.id = t.saved_search_id
    where t.created_at >= ${since}`,
  );
}

/** Without VAPID keys nothing is pushed: the flags are cleared so they never pile up. */
export async function clearDuePushes(db: Db): Promise<void> {
  await db.execute(sql`update notifications set push_due = false where push_due`);
}
