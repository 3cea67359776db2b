// SQL of the bell and /notifications, as `sql` templates whose rows come back camelCase (db/rows.ts).
// Every read and change is scoped by user_id in the SQL.
import { sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIST_MAX, NOTIFICATIONS_UNREAD_CAP } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowsOf, countOf } from '../db/rows';

export interface NotificationRow {
  id: string;
  kind: string;
  adId: string | null;
  adCategory: string | null;
  savedSearchId: string | null;
  searchName: string | null;
  searchParams: Record<string, string> | null;
  count: number;
  data: Record<string, string | number>;
  readAt: Date | string | null;
  createdAt: Date | string;
}

/** The newest notifications, with what their links need (the ad's category, the search's current name). */
export async function listNotifications(db: Db, userId: string): Promise<NotificationRow[]> {
  return rowsOf<NotificationRow>(
    db,
    sql`
    select n.id, n.kind, n.ad_id, a.category as ad_category, n.saved_search_id, s.name as search_name, s.params as search_params,
      n.count, n.data, n.read_at, n.created_at
    from notifications n
    left join ads a on a.id = n.ad_id
    left join saved_searches s on s.id = n.saved_search_id
    where n.user_id = ${userId}
    order by n.created_at desc, n.id
    limit ${NOTIFICATIONS_LIST_MAX}`,
  );
}

/** Unread, counted no further than the cap (the bell shows '99+'): one partial-index range. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  return countOf(
    db,
    sql`
    select count(*) as n from (
      select 1 from notifications
      where user_id = ${userId} and read_at is null
      limit ${NOTIFICATIONS_UNREAD_CAP + 1}
    ) u`,
  );
}

/** Marks one as read; false when it is not the person's (or not there). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update notifications set read_at = coalesce(read_at, now())
    where id = ${id} and user_id = ${userId}
    returning id`,
  );
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    update notifications set read_at = now() where user_id = ${userId} and read_at is null`);
}

/**
 * The 'New message' notices of one conversation, read: the person has read the chat itself, and a
 * bell still counting it would send them back to messages they have seen.
 */
export async function markChatNoticesRead(db: Db, userId: string, conversationId: string): Promise<void> {
  await db.execute(sql`
    update notifications set read_at = now()
    where user_id = ${userId} and kind = 'message' and read_at is null
      and data ->> 'href' = ${`/chat/${conversationId}`}`);
}
