// The rules of chat. Limits are counted in SQL under a lock on the person's row, inside the
// transaction that writes, so parallel requests cannot slip past them (decision 101). Who may read is
// decided by access(): the two people, or a moderator once the conversation is reported.
import type { FastifyBaseLogger } from 'fastify';
import { say } from '../../domain/messages';
import {
  type ChatMessage,
  type ChatRole,
  type ConversationDetail,
  type InboxResponse,
  type MessagesResponse,
} from '../../domain/chat';
// The link warning reads the message as the contact rule reads ads (decisions 146 and 179), so a link
// or handle written 'hxxps', 'bit . ly/…', 'mysite。com', 't dot me slash …' or '@seller_khan' warns
// like a plain one. The body was stored as it was shown (plainString), direction controls removed.
import { hasLink } from '../../domain/safety/contact-details';
import {
  CHAT_CONVERSATIONS_PER_DAY,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_PAGE_SIZE,
  DAY_MS,
  MINUTE_MS,
} from '../../domain/limits';
import { CHAT_MSG, type MessageInput } from '../../domain/schemas';
import type { Db } from '../db/client';
import { lockUser } from '../auth/guard';
import { ApiError, notFound, tooMany } from '../http/errors';
import * as repo from './chat-repository';
import { recordReply, refreshSummaries } from './reply-times';
import { reviewStateOf } from '../reviews/review-service';
import { markChatNoticesRead } from '../notifications/repository';
import { toChatMessage, toConversationSummary } from './chat-dto';
import type { LiveEnvelope } from './live/bus';

export interface ChatDeps {
  db: Db;
  publish(envelope: LiveEnvelope): Promise<void>;
  log: FastifyBaseLogger;
}

export interface Reader {
  id: string;
  moderator: boolean;
}

const conversationNotFound = () => notFound(CHAT_MSG.notFound);

/** Signals never fail a request that has already been stored: the other side catches up on reconnect. */
function signal(deps: ChatDeps, envelope: LiveEnvelope) {
  deps.publish(envelope).catch((err: unknown) => deps.log.warn({ err }, 'chat signal not published'));
}

/** Opens (or finds) this buyer's conversation about the ad. */
export async function startConversation(
  deps: ChatDeps,
  buyerId: string,
  adId: string,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const ad = await repo.findAdForChat(deps.db, adId);
  if (!ad) throw notFound(CHAT_MSG.adMissing);
  if (ad.userId === buyerId) throw new ApiError(403, 'own_ad', CHAT_MSG.ownAd);
  const existing = await repo.findConversationId(deps.db, adId, buyerId);
  if (existing) return { id: existing, created: false };
  if (ad.status !== 'active') throw new ApiError(409, 'ad_unavailable', say('chat.adUnavailable'));
  if (await repo.blockBetween(deps.db, buyerId, ad.userId))
    throw new ApiError(403, 'blocked', CHAT_MSG.blocked);
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, buyerId);
    // Two taps at once: the second waits on the lock, then finds the first one's conversation.
    const raced = await repo.findConversationId(tx, adId, buyerId);
    if (raced) return { id: raced, created: false };
    const since = new Date(now.getTime() - DAY_MS);
    if ((await repo.countConversationsStartedSince(tx, buyerId, since)) >= CHAT_CONVERSATIONS_PER_DAY)
      throw tooMany(CHAT_MSG.perDay);
    const id = await repo.insertConversation(tx, {
      adId,
      buyerId,
      sellerId: ad.userId,
      adTitle: ad.title,
      adPrice: Number(ad.price),
      adCover: ad.cover,
    });
    return { id: id ?? (await repo.findConversationId(tx, adId, buyerId))!, created: Boolean(id) };
  });
}

async function own(db: Db, conversationId: string, userId: string) {
  const conversation = await repo.findOwnConversation(db, conversationId, userId);
  if (!conversation) throw conversationNotFound();
  const other = conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
  return { ...conversation, other };
}

/** The two people read; a moderator reads a reported conversation; anyone else gets 404. */
async function access(db: Db, conversationId: string, reader: Reader) {
  const mine = await repo.findOwnConversation(db, conversationId, reader.id);
  if (mine) return { ...mine, moderatorView: false };
  const reported = reader.moderator ? await repo.findReportedConversation(db, conversationId) : undefined;
  if (reported) return { ...reported, moderatorView: true };
  throw conversationNotFound();
}

export async function sendMessage(
  deps: ChatDeps,
  senderId: string,
  conversationId: string,
  input: MessageInput,
  now = new Date(),
): Promise<ChatMessage> {
  const conversation = await repo.findConversationToWrite(deps.db, conversationId, senderId);
  if (!conversation) throw conversationNotFound();
  if (!conversation.available) throw new ApiError(409, 'ad_unavailable', say('chat.adUnavailable'));
  const other = conversation.buyerId === senderId ? conversation.sellerId : conversation.buyerId;
  const saved = await deps.db.transaction(async (tx) => {
    await lockUser(tx, senderId);
    // Checked under the lock: a block given a moment ago holds for this message, and parallel sends
    // are counted one after another.
    const checks = await repo.writeChecks(tx, senderId, other, new Date(now.getTime() - MINUTE_MS));
    if (checks.blocked) throw new ApiError(403, 'blocked', CHAT_MSG.blocked);
    if (checks.recent >= CHAT_MESSAGES_PER_MINUTE) throw tooMany(CHAT_MSG.perMinute);
    let image: { id: string; width: number; height: number } | null = null;
    if (input.imageId) {
      const size = await repo.freeImage(tx, input.imageId, senderId);
      if (!size) throw new ApiError(400, 'bad_image', CHAT_MSG.photoUnavailable);
      image = { id: input.imageId, ...size };
    }
    const inserted = await repo.insertMessage(tx, {
      conversationId,
      senderId,
      body: input.body,
      imageId: image?.id ?? null,
      hasLink: hasLink(input.body),
    });
    // A first message or a first answer moves the seller's reply time, in the same transaction
    // (decision 183): the seller page reads the summary and never counts messages.
    const answered = await recordReply(tx, conversationId, senderId, inserted.createdAt);
    if (answered) await refreshSummaries(tx, [answered], inserted.createdAt);
    return { ...inserted, image };
  });
  signal(deps, {
    to: [senderId, other],
    signal: { type: 'message', conversationId, messageId: saved.id },
  });
  return {
    id: saved.id,
    mine: true,
    body: input.body,
    image: saved.image,
    linkWarning: false,
    createdAt: saved.createdAt.toISOString(),
    readAt: null,
  };
}

async function readRow(db: Db, conversationId: string, viewerId: string) {
  const row = await repo.readConversation(db, conversationId, viewerId);
  if (!row) throw conversationNotFound();
  return row;
}

export async function getConversation(
  deps: ChatDeps,
  reader: Reader,
  conversationId: string,
): Promise<ConversationDetail> {
  const found = await access(deps.db, conversationId, reader);
  // A moderator sees it from the buyer's side: names and roles stay meaningful.
  const viewer = found.moderatorView ? found.buyerId : reader.id;
  const other = found.buyerId === viewer ? found.sellerId : found.buyerId;
  const summary = toConversationSummary(await readRow(deps.db, conversationId, viewer), viewer);
  return {
    ...summary,
    blocked: await repo.blockBetween(deps.db, viewer, other),
    reportedByMe: !found.moderatorView && (await repo.reportedBy(deps.db, conversationId, reader.id)),
    moderatorView: found.moderatorView,
    // Whether this person may rate the other now (decision 184); a moderator only reads.
    review: found.moderatorView ? null : await reviewStateOf(deps.db, conversationId, reader.id),
    // Read once more from the seller's side, for the buyer's name: a moderator must see who wrote what.
    people: found.moderatorView
      ? {
          buyer: toConversationSummary(await readRow(deps.db, conversationId, found.sellerId), found.sellerId)
            .other,
          seller: summary.other,
        }
      : null,
  };
}

export async function getMessages(
  deps: ChatDeps,
  reader: Reader,
  conversationId: string,
  before?: string,
): Promise<MessagesResponse> {
  const found = await access(deps.db, conversationId, reader);
  const viewer = found.moderatorView ? found.buyerId : reader.id;
  const rows = await repo.listMessages(deps.db, conversationId, CHAT_PAGE_SIZE + 1, before);
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  return {
    items: page.map((row) => toChatMessage(row, viewer)),
    nextBefore: rows.length > CHAT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

export async function inbox(deps: ChatDeps, userId: string, role: ChatRole | 'all'): Promise<InboxResponse> {
  const rows = await repo.listConversations(deps.db, userId, role);
  return { items: rows.map((row) => toConversationSummary(row, userId)) };
}

export async function markRead(deps: ChatDeps, readerId: string, conversationId: string): Promise<void> {
  const { other } = await own(deps.db, conversationId, readerId);
  // The bell's 'New message' for this chat too, even when another tab had read the messages first.
  await markChatNoticesRead(deps.db, readerId, conversationId);
  if ((await repo.markRead(deps.db, conversationId, readerId)) === 0) return;
  // The writer's 'Sent' becomes 'Seen'; the reader's other tabs drop their badge.
  signal(deps, { to: [other, readerId], signal: { type: 'read', conversationId } });
}

export async function setBlocked(
  deps: ChatDeps,
  userId: string,
  conversationId: string,
  blocked: boolean,
): Promise<void> {
  const { other } = await own(deps.db, conversationId, userId);
  if (blocked) await repo.insertBlock(deps.db, userId, other);
  else await repo.deleteBlock(deps.db, userId, other);
  signal(deps, { to: [userId, other], signal: { type: 'conversation', conversationId } });
}

export async function report(
  deps: ChatDeps,
  userId: string,
  conversationId: string,
  reason: string,
): Promise<void> {
  await own(deps.db, conversationId, userId);
  await repo.insertReport(deps.db, conversationId, userId, reason);
}
