// SQL of chat. Every read that returns a conversation or its messages names the reader in
// its WHERE clause (buyer_id = $me or seller_id = $me), so a stranger's read finds nothing: 404.
// Moderators read reported conversations through the *ForModerator functions only.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatBlocks, chatConversations, chatMessages, chatReports } from '../db/schema';
import type { Tx } from '../db/tx';

type Q = Db | Tx;

export interface AdForChat extends Record<string, unknown> {
  id: string;
  user_id: string;
  title: string;
  price: number | string;
  cover: string | null;
  status: string;
}

export async function findAdForChat(db: Q, adId: string): Promise<AdForChat | undefined> {
  const { rows } = await db.execute<AdForChat>(sql`
    select id, user_id, title, price, images[1] as cover, status from ads where id = ${adId}`);
  return rows[0];
}

export async function findConversationId(db: Q, adId: string, buyerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.adId, adId), eq(chatConversations.buyerId, buyerId)));
  return row?.id;
}

export async function countConversationsStartedSince(tx: Tx, buyerId: string, since: Date): Promise<number> {
  const { rows } = await tx.execute<{ n: number | string }>(sql`
    select count(*)::int as n from chat_conversations
    where buyer_id = ${buyerId} and created_at > ${since.toISOString()}`);
  return Number(rows[0]?.n ?? 0);
}

export async function insertConversation(
  tx: Tx,
  row: typeof chatConversations.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(chatConversations)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  return inserted?.id;
}

type People = { id: string; buyerId: string; sellerId: string };

async function findPeople(db: Q, id: string, who: SQL): Promise<People | undefined> {
  const [row] = await db
    .select({
      id: chatConversations.id,
      buyerId: chatConversations.buyerId,
      sellerId: chatConversations.sellerId,
    })
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), who));
  return row;
}

/** The people of a conversation, only when `userId` is one of them. */
export const findOwnConversation = (db: Q, id: string, userId: string) =>
  findPeople(db, id, or(eq(chatConversations.buyerId, userId), eq(chatConversations.sellerId, userId))!);

/** The people of a conversation only when someone has reported it (the moderators' read). */
export const findReportedConversation = (db: Q, id: string) =>
  findPeople(
    db,
    id,
    sql`exists (select 1 from chat_reports r where r.conversation_id = ${chatConversations.id})`,
  );

/** For a message: the conversation's people and whether its ad is still active, only for one of them. */
export async function findConversationToWrite(
  db: Q,
  id: string,
  senderId: string,
): Promise<{ buyer_id: string; seller_id: string; available: boolean } | undefined> {
  const { rows } = await db.execute<{ buyer_id: string; seller_id: string; available: boolean }>(sql`
    select c.buyer_id, c.seller_id, coalesce(a.status = 'active', false) as available
    from chat_conversations c left join ads a on a.id = c.ad_id
    where c.id = ${id} and (c.buyer_id = ${senderId} or c.seller_id = ${senderId})`);
  return rows[0];
}

/** The two checks before a message, in one round trip: a block either way, and the sender's recent count. */
export async function writeChecks(
  tx: Tx,
  senderId: string,
  otherId: string,
  since: Date,
): Promise<{ blocked: boolean; recent: number }> {
  const { rows } = await tx.execute<{ blocked: boolean; recent: number | string }>(sql`
    select exists (select 1 from chat_blocks
        where (blocker_id = ${senderId} and blocked_id = ${otherId})
           or (blocker_id = ${otherId} and blocked_id = ${senderId})) as blocked,
      (select count(*)::int from chat_messages
        where sender_id = ${senderId} and created_at > ${since.toISOString()}) as recent`);
  return { blocked: Boolean(rows[0]?.blocked), recent: Number(rows[0]?.recent ?? 0) };
}

export interface ConversationRow extends Record<string, unknown> {
  id: string;
  buyer_id: string;
  seller_id: string;
  ad_id: string | null;
  ad_category: string | null;
  ad_title: string;
  ad_price: number | string;
  ad_cover: string | null;
  ad_status: string | null;
  other_name: string | null;
  updated_at: Date | string;
  last_body: string | null;
  last_image: string | null;
  last_sender: string | null;
  last_at: Date | string | null;
  unread: number | string;
}

/**
 * Conversations as `viewerId` sees them: the live ad when it still exists (else the copy taken at the
 * start), the other person's name, the last message and the viewer's unread count. `where` narrows.
 */
function conversationsSql(viewerId: string, where: ReturnType<typeof sql>, limit = 200) {
  return sql<ConversationRow>`
    select c.id, c.buyer_id, c.seller_id, c.ad_id, a.category as ad_category,
      coalesce(a.title, c.ad_title) as ad_title, coalesce(a.price, c.ad_price) as ad_price,
      coalesce(a.images[1], c.ad_cover) as ad_cover, a.status as ad_status,
      o.name as other_name, c.updated_at,
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
  const { rows } = await db.execute<ConversationRow>(conversationsSql(userId, where));
  return rows;
}

/** One conversation as `viewerId` sees it; the caller has already checked that they may. */
export async function readConversation(
  db: Q,
  id: string,
  viewerId: string,
): Promise<ConversationRow | undefined> {
  const { rows } = await db.execute<ConversationRow>(conversationsSql(viewerId, sql`c.id = ${id}`, 1));
  return rows[0];
}

export interface MessageRow extends Record<string, unknown> {
  id: string;
  sender_id: string;
  body: string;
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  has_link: boolean;
  created_at: Date | string;
  read_at: Date | string | null;
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
  const { rows } = await db.execute<MessageRow>(sql`
    select m.id, m.sender_id, m.body, m.image_id, i.width as image_width, i.height as image_height,
      m.has_link, m.created_at, m.read_at
    from chat_messages m left join ad_images i on i.id = m.image_id
    where m.conversation_id = ${conversationId} ${older}
    order by m.created_at desc, m.id desc
    limit ${limit}`);
  return rows;
}

/** 'by-me' when `me` blocked `other`, 'by-other' when the reverse, else null. */
export async function blockBetween(db: Q, me: string, other: string): Promise<'by-me' | 'by-other' | null> {
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, me), eq(chatBlocks.blockedId, other)),
        and(eq(chatBlocks.blockerId, other), eq(chatBlocks.blockedId, me)),
      ),
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
  const { rows } = await tx.execute<{ width: number; height: number }>(sql`
    select width, height from ad_images i where i.id = ${imageId} and i.user_id = ${userId}
      and i.ad_id is null and not exists (select 1 from chat_messages m where m.image_id = i.id)`);
  return rows[0];
}

/** Stores a message and moves its conversation to the top of both inboxes, in one statement. */
export async function insertMessage(
  tx: Tx,
  row: { conversationId: string; senderId: string; body: string; imageId: string | null; hasLink: boolean },
): Promise<{ id: string; createdAt: Date }> {
  const { rows } = await tx.execute<{ id: string; created_at: Date | string }>(sql`
    with m as (
      insert into chat_messages (conversation_id, sender_id, body, image_id, has_link)
      values (${row.conversationId}, ${row.senderId}, ${row.body}, ${row.imageId}, ${row.hasLink})
      returning id, created_at
    )
    update chat_conversations c set updated_at = m.created_at from m
    where c.id = ${row.conversationId}
    returning m.id, m.created_at`);
  const inserted = rows[0]!;
  return { id: inserted.id, createdAt: new Date(inserted.created_at) };
}

/** Marks the other person's unread messages read; returns how many changed. */
export async function markRead(db: Q, conversationId: string, readerId: string): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        sql`${chatMessages.senderId} <> ${readerId}`,
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}

export async function totalUnread(db: Q, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number | string }>(sql`
    select count(*)::int as n from chat_messages m
    join chat_conversations c on c.id = m.conversation_id
    where (c.buyer_id = ${userId} or c.seller_id = ${userId})
      and m.sender_id <> ${userId} and m.read_at is null`);
  return Number(rows[0]?.n ?? 0);
}

export async function insertBlock(db: Q, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Q, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}

export async function insertReport(db: Q, conversationId: string, reporterId: string, reason: string) {
  await db.insert(chatReports).values({ conversationId, reporterId, reason }).onConflictDoNothing();
}

export async function reportedBy(db: Q, conversationId: string, reporterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatReports.id })
    .from(chatReports)
    .where(and(eq(chatReports.conversationId, conversationId), eq(chatReports.reporterId, reporterId)));
  return Boolean(row);
}

export interface UnreadToNotify extends Record<string, unknown> {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: Date | string;
}

/**
 * Marks unread messages older than `before` as notified and returns them. One UPDATE … RETURNING: two
 * runs at once cannot both take a message (the second waits on the row and then sees notified_at set).
 */
export async function takeUnreadToNotify(db: Q, before: Date, limit = 500): Promise<UnreadToNotify[]> {
  const { rows } = await db.execute<UnreadToNotify>(sql`
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
      m.body, m.created_at`);
  return rows;
}
