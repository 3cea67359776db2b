// SQL of chat, as `sql` templates whose rows come back camelCase (db/rows.ts). Every read that returns
// a conversation or its messages names the reader in its WHERE clause (buyer_id = $me or
// seller_id = $me), so a stranger's read finds nothing: 404. Moderators read reported conversations
// through findReportedConversation only.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowOf, rowsOf, countOf } from '../db/rows';
import type { Tx } from '../db/tx';

type Q = Db | Tx;

export interface AdForChat {
  id: string;
  userId: string;
  title: string;
  price: number | string;
  cover: string | null;
  status: string;
}

export async function findAdForChat(db: Q, adId: string): Promise<AdForChat | undefined> {
  return rowOf<AdForChat>(
    db,
    sql`select id, user_id, title, price, images[1] as cover, status from ads where id = ${adId}`,
  );
}

export async function findConversationId(db: Q, adId: string, buyerId: string): Promise<string | undefined> {
  const row = await rowOf<{ id: string }>(
    db,
    sql`select id from chat_conversations where ad_id = ${adId} and buyer_id = ${buyerId}`,
  );
  return row?.id;
}

export async function countConversationsStartedSince(tx: Tx, buyerId: string, since: Date): Promise<number> {
  return countOf(
    tx,
    sql`
    select count(*)::int as n from chat_conversations
    where buyer_id = ${buyerId} and created_at > ${since.toISOString()}`,
  );
}

export interface NewConversation {
  adId: string;
  buyerId: string;
  sellerId: string;
  adTitle: string;
  adPrice: number;
  adCover: string | null;
}

/** The new conversation's id, or undefined when this buyer already has one about the ad. */
export async function insertConversation(tx: Tx, row: NewConversation): Promise<string | undefined> {
  const inserted = await rowOf<{ id: string }>(
    tx,
    sql`
    insert into chat_conversations (ad_id, buyer_id, seller_id, ad_title, ad_price, ad_cover)
    values (${row.adId}, ${row.buyerId}, ${row.sellerId}, ${row.adTitle}, ${row.adPrice}, ${row.adCover})
    on conflict do nothing
    returning id`,
  );
  return inserted?.id;
}

type People = { id: string; buyerId: string; sellerId: string };

/** `who` is a condition on the conversation, named `c`. */
async function findPeople(db: Q, id: string, who: SQL): Promise<People | undefined> {
  return rowOf<People>(
    db,
    sql`select c.id, c.buyer_id, c.seller_id from chat_conversations c where c.id = ${id} and ${who}`,
  );
}

/** The people of a conversation, only when `userId` is one of them. */
export const findOwnConversation = (db: Q, id: string, userId: string) =>
  findPeople(db, id, sql`(c.buyer_id = ${userId} or c.seller_id = ${userId})`);

/** The people of a conversation only when someone has reported it (the moderators' read). */
export const findReportedConversation = (db: Q, id: string) =>
  findPeople(
    db,
    id,
    // Reported itself, or a review that followed it is (the moderator reads what led to the review).
    sql`(exists (select 1 from chat_reports r where r.conversation_id = c.id)
      or exists (select 1 from reviews v join review_reports p on p.review_id = v.id
        where v.conversation_id = c.id and p.closed_at is null))`,
  );

/** For a message: the conversation's people and whether its ad is still active, only for one of them. */
export async function findConversationToWrite(
  db: Q,
  id: string,
  senderId: string,
): Promise<{ buyerId: string; sellerId: string; available: boolean } | undefined> {
  return rowOf<{ buyerId: string; sellerId: string; available: boolean }>(
    db,
    sql`
    select c.buyer_id, c.seller_id, coalesce(a.status = 'active', false) as available
    from chat_conversations c left join ads a on a.id = c.ad_id
    where c.id = ${id} and (c.buyer_id = ${senderId} or c.seller_id = ${senderId})`,
  );
}

/** The two checks before a message, in one round trip: a block either way, and the sender's recent count. */
export async function writeChecks(
  tx: Tx,
  senderId: string,
  otherId: string,
  since: Date,
): Promise<{ blocked: boolean; recent: number }> {
  const row = await rowOf<{ blocked: boolean; recent: number | string }>(
    tx,
    sql`
    select exists (select 1 from chat_blocks
        where (blocker_id = ${senderId} and blocked_id = ${otherId})
           or (blocker_id = ${otherId} and blocked_id = ${senderId})) as blocked,
      (select count(*)::int from chat_messages
        where sender_id = ${senderId} and created_at > ${since.toISOString()}) as recent`,
  );
  return { blocked: Boolean(row?.blocked), recent: Number(row?.recent ?? 0) };
}

export interface ConversationRow {
  id: string;
  buyerId: string;
  sellerId: string;
  adId: string | null;
  adCategory: string | null;
  adTitle: string;
  adPrice: number | string;
  adCover: string | null;
  adStatus: string | null;
  otherId: string;
  otherName: string | null;
  updatedAt: Date | string;
  lastBody: string | null;
  lastImage: string | null;
  lastSender: string | null;
  lastAt: Date | string | null;
  unread: number | string;
}

/**
 * Conversations as `viewerId` sees them: the live ad when it still exists (else the copy taken at the
 * start), the other person's name, the last message and the viewer's unread count. `where` narrows.
 */
function conversationsSql(viewerId: string, where: SQL, limit = 200) {
  return sql`
    select c.id, c.buyer_id, c.seller_id, c.ad_id, a.category as ad_category,
      coalesce(a.title, c.ad_title) as ad_title, coalesce(a.price, c.ad_price) as ad_price,
      coalesce(a.images[1], c.ad_cover) as ad_cover, a.status as ad_status,
      o.id as other_id, coalesce(o.display_name, o.name) as other_name, c.updated_at,
      m.body as last_body, m.image_id as last_image, m.sender_id as last_sender, m.created_at as last_at,
      (select count(*)::int from chat_messages u
        where u.conversation_id = c.id and u.read_at is null and u.sender_id <> ${viewerId}) as unread
    from chat_conversations c
    left join ads a on a.id = c.ad_id
    join users o on o.id = case when c.buyer_id = ${viewerId} then c.seller_id else c.buyer_id end
    left join lateral (
      select body, image_id, sender_id, created_at from chat_messages
      where conversation_id = c.id order by created_at desc, id desc limit 1
    ) m on true
    where ${where}
    order by c.updated_at desc, c.id desc
    limit ${limit}`;
}

export async function listConversations(
  db: Q,
  userId: string,
  role: 'buying' | 'selling' | 'all',
): Promise<ConversationRow[]> {
  const where =
    role === 'buying'
      ? sql`c.buyer_id = ${userId}`
      : role === 'selling'
        ? sql`c.seller_id = ${userId}`
        : sql`(c.buyer_id = ${userId} or c.seller_id = ${userId})`;
  return rowsOf<ConversationRow>(db, conversationsSql(userId, where));
}

/** One conversation as `viewerId` sees it; the caller has already checked that they may. */
export async function readConversation(
  db: Q,
  id: string,
  viewerId: string,
): Promise<ConversationRow | undefined> {
  return rowOf<ConversationRow>(db, conversationsSql(viewerId, sql`c.id = ${id}`, 1));
}

export interface MessageRow {
  id: string;
  senderId: string;
  body: string;
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  hasLink: boolean;
  createdAt: Date | string;
  readAt: Date | string | null;
}

/** A page of messages, newest first, strictly older than the message `before` when given. */
export async function listMessages(
  db: Q,
  conversationId: string,
  limit: number,
  before?: string,
): Promise<MessageRow[]> {
  const older = before
    ? sql`and (m.created_at, m.id) < (select created_at, id from chat_messages
        where id = ${before} and conversation_id = ${conversationId})`
    : sql``;
  return rowsOf<MessageRow>(
    db,
    sql`
    select m.id, m.sender_id, m.body, m.image_id, i.width as image_width, i.height as image_height,
      m.has_link, m.created_at, m.read_at
    from chat_messages m left join ad_images i on i.id = m.image_id
    where m.conversation_id = ${conversationId} ${older}
    order by m.created_at desc, m.id desc
    limit ${limit}`,
  );
}

/** 'by-me' when `me` blocked `other`, 'by-other' when the reverse, else null. */
export async function blockBetween(db: Q, me: string, other: string): Promise<'by-me' | 'by-other' | null> {
  const rows = await rowsOf<{ blockerId: string }>(
    db,
    sql`
    select blocker_id from chat_blocks
    where (blocker_id = ${me} and blocked_id = ${other}) or (blocker_id = ${other} and blocked_id = ${me})`,
  );
  if (rows.some((r) => r.blockerId === me)) return 'by-me';
  return rows.length > 0 ? 'by-other' : null;
}

/** This person's upload `imageId` when no ad and no other message uses it (its size), else undefined. */
export async function freeImage(
  tx: Tx,
  imageId: string,
  userId: string,
): Promise<{ width: number; height: number } | undefined> {
  return rowOf<{ width: number; height: number }>(
    tx,
    sql`
    select width, height from ad_images i where i.id = ${imageId} and i.user_id = ${userId}
      and i.ad_id is null and not exists (select 1 from chat_messages m where m.image_id = i.id)`,
  );
}

/** Stores a message and moves its conversation to the top of both inboxes, in one statement. */
export async function insertMessage(
  tx: Tx,
  row: { conversationId: string; senderId: string; body: string; imageId: string | null; hasLink: boolean },
): Promise<{ id: string; createdAt: Date }> {
  const inserted = (await rowOf<{ id: string; createdAt: Date | string }>(
    tx,
    sql`
    with m as (
      insert into chat_messages (conversation_id, sender_id, body, image_id, has_link)
      values (${row.conversationId}, ${row.senderId}, ${row.body}, ${row.imageId}, ${row.hasLink})
      returning id, created_at
    )
    update chat_conversations c set updated_at = m.created_at from m
    where c.id = ${row.conversationId}
    returning m.id, m.created_at`,
  ))!;
  return { id: inserted.id, createdAt: new Date(inserted.createdAt) };
}

/** Marks the other person's unread messages read; returns how many changed. */
export async function markRead(db: Q, conversationId: string, readerId: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update chat_messages set read_at = now()
    where conversation_id = ${conversationId} and sender_id <> ${readerId} and read_at is null
    returning id`,
  );
  return rows.length;
}

export async function totalUnread(db: Q, userId: string): Promise<number> {
  return countOf(
    db,
    sql`
    select count(*)::int as n from chat_messages m
    join chat_conversations c on c.id = m.conversation_id
    where (c.buyer_id = ${userId} or c.seller_id = ${userId})
      and m.sender_id <> ${userId} and m.read_at is null`,
  );
}

export async function insertBlock(db: Q, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(sql`
    insert into chat_blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
    on conflict do nothing`);
}

export async function deleteBlock(db: Q, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(
    sql`delete from chat_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
  );
}

export async function insertReport(db: Q, conversationId: string, reporterId: string, reason: string) {
  await db.execute(sql`
    insert into chat_reports (conversation_id, reporter_id, reason) values (${conversationId}, ${reporterId}, ${reason})
    on conflict do nothing`);
}

export async function reportedBy(db: Q, conversationId: string, reporterId: string): Promise<boolean> {
  const row = await rowOf<{ id: string }>(
    db,
    sql`select id from chat_reports where conversation_id = ${conversationId} and reporter_id = ${reporterId}`,
  );
  return Boolean(row);
}

export interface UnreadToNotify {
  id: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  body: string;
  createdAt: Date | string;
}

/**
 * Marks unread messages older than `before` as notified and returns them. One UPDATE … RETURNING: two
 * runs at once cannot both take a message (the second waits on the row and then sees notified_at set).
 */
export async function takeUnreadToNotify(db: Q, before: Date, limit = 500): Promise<UnreadToNotify[]> {
  return rowsOf<UnreadToNotify>(
    db,
    sql`
    with due as (
      select id from chat_messages
      where read_at is null and notified_at is null and created_at < ${before.toISOString()}
      order by created_at limit ${limit}
      for update skip locked
    )
    update chat_messages m set notified_at = now()
    from due, chat_conversations c
    where m.id = due.id and c.id = m.conversation_id and m.notified_at is null
    returning m.id, m.conversation_id, m.sender_id,
      case when c.buyer_id = m.sender_id then c.seller_id else c.buyer_id end as recipient_id,
      m.body, m.created_at`,
  );
}
