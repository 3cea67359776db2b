// Rows → the chat API's shapes (src/domain/chat.ts), as one reader sees them.
import { adPath, isCategoryKey } from '../../domain/categories';
import type { ChatMessage, ConversationSummary } from '../../domain/chat';
import { isoTime } from '../db/tx';
import type { ConversationRow, MessageRow } from './chat-repository';

export function toConversationSummary(row: ConversationRow, viewerId: string): ConversationSummary {
  const category = row.adCategory;
  const adExists = row.adId !== null && category !== null && isCategoryKey(category);
  return {
    id: row.id,
    role: row.buyerId === viewerId ? 'buying' : 'selling',
    ad: {
      id: row.adId,
      path: adExists ? adPath(category, row.adId!) : null,
      title: row.adTitle,
      price: Number(row.adPrice),
      // A hidden, sold or deleted ad's photo is no longer served: no broken image in the chat's header.
      cover: adExists && row.adStatus === 'active' ? row.adCover : null,
      available: adExists && row.adStatus === 'active',
    },
    other: { id: row.otherId, name: row.otherName?.trim() || 'B/S user' },
    lastMessage:
      row.lastAt === null
        ? null
        : {
            body: row.lastBody ?? '',
            mine: row.lastSender === viewerId,
            photo: row.lastImage !== null,
            createdAt: isoTime(row.lastAt),
          },
    unread: Number(row.unread),
    updatedAt: isoTime(row.updatedAt),
  };
}

export function toChatMessage(row: MessageRow, viewerId: string): ChatMessage {
  const mine = row.senderId === viewerId;
  return {
    id: row.id,
    mine,
    body: row.body,
    image:
      row.imageId && row.imageWidth !== null && row.imageHeight !== null
        ? { id: row.imageId, width: Number(row.imageWidth), height: Number(row.imageHeight) }
        : null,
    linkWarning: row.hasLink && !mine,
    createdAt: isoTime(row.createdAt),
    readAt: row.readAt === null ? null : isoTime(row.readAt),
  };
}
