// POST /api/chat/conversations: an ad's 'Chat with seller' opens (or starts) this buyer's conversation
// about it. Apart from the badge's request (chat.ts): each travels with what shows it.
import type { StartConversationResponse } from '../../../domain/chat';
import { api } from './client';

export const startConversation = (adId: string) =>
  api<StartConversationResponse>('/api/chat/conversations', { method: 'POST', body: { adId } });
