// Rows → the chat API's shapes (src/domain/chat.ts), as one reader sees them.
import { adPath, isCategoryKey } from '../../domain/categories';
import type { ChatMessage, ConversationSummary } from '../../domain/chat';
import { isoTime } from '../db/tx';
import type { ConversationRow, MessageRow } from './chat-repository';

export function toConversationSummary(row: ConversationRow, viewerId: string): ConversationSummary {
  const category = row.ad_category;
  const adExists = row.ad_id !== null && category !== null && isCategoryKey(category);
  return {
    id: row.id,
    role: row.buyer_id === viewerId ? 'buying' : 'selling',
    ad: {
      id: row.ad_id,
      path: adExists ? adPath(category, row.ad_id!) : null,
      title: row.ad_title,
      price: Number(row.ad_price),
      cover: row.ad_cover,
      available: adExists && row.ad_status === 'active',
    },
    other: { name: row.other_name?.trim() || 'B/S user' },
    lastMessage:
      row.last_at === null
        ? null
        : {
            body: row.last_body ?? '',
            mine: row.last_sender === viewerId,
            photo: row.last_image !== null,
            createdAt: isoTime(row.last_at),
          },
    unread: Number(row.unread),
    updatedAt: isoTime(row.updated_at),
  };
}

export function toChatMessage(row: MessageRow, viewerId: string): ChatMessage {
  const mine = row.sender_id === viewerId;
  return {
    id: row.id,
    mine,
    body: row.body,
    image:
      row.image_id && row.image_width !== null && row.image_height !== null
        ? { id: row.image_id, width: Number(row.image_width), height: Number(row.image_height) }
        : null,
    linkWarning: row.has_link && !mine,
    createdAt: isoTime(row.created_at),
    readAt: row.read_at === null ? null : isoTime(row.read_at),
  };
}
