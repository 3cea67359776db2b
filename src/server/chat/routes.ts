// The chat API. Thin: parse with the shared schemas, call the service. Every route needs a
// session; every answer is private (no-store). A malformed id is a conversation that does not exist.
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ChatMessage,
  ConversationDetail,
  InboxResponse,
  MessagesResponse,
  StartConversationResponse,
  UnreadResponse,
} from '../../domain/chat';
import { isUuid } from '../../domain/ids';
import {
  CHAT_MSG,
  messageInputSchema,
  reportConversationSchema,
  startConversationSchema,
} from '../../domain/schemas';
import { requireUser } from '../auth/guard';
import { isModerator } from '../moderation/moderators';
import { ApiError, parseWith } from '../http/errors';
import {
  conversationNotFound,
  getConversation,
  getMessages,
  inbox,
  markRead,
  report,
  sendMessage,
  setBlocked,
  startConversation,
  type ChatDeps,
  type Reader,
} from './chat-service';
import { totalUnread } from './chat-repository';

function conversationId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!isUuid(id)) throw conversationNotFound();
  return id.toLowerCase();
}

const ROLES = ['buying', 'selling', 'all'] as const;

export async function chatRoutes(app: FastifyInstance, { deps }: { deps: ChatDeps }) {
  app.addHook('onSend', async (_request, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const reader = (request: FastifyRequest): Reader => {
    const user = requireUser(request);
    return { id: user.id, moderator: isModerator(app.config, user) };
  };

  app.post('/api/chat/conversations', async (request, reply): Promise<StartConversationResponse> => {
    const user = requireUser(request);
    const { adId } = parseWith(startConversationSchema, request.body, CHAT_MSG.badFrame);
    const { id, created } = await startConversation(deps, user.id, adId.toLowerCase());
    reply.status(created ? 201 : 200);
    return { id };
  });

  app.get('/api/chat/conversations', async (request): Promise<InboxResponse> => {
    const user = requireUser(request);
    const role = (request.query as { role?: string }).role ?? 'all';
    if (!(ROLES as readonly string[]).includes(role))
      throw new ApiError(400, 'validation', say('chat.chooseRole'));
    return inbox(deps, user.id, role as (typeof ROLES)[number]);
  });

  app.get('/api/chat/unread', async (request): Promise<UnreadResponse> => {
    const user = requireUser(request);
    return { total: await totalUnread(app.db, user.id) };
  });

  app.get('/api/chat/conversations/:id', async (request): Promise<ConversationDetail> =>
    getConversation(deps, reader(request), conversationId(request.params)),
  );

  app.get('/api/chat/conversations/:id/messages', async (request): Promise<MessagesResponse> => {
    const before = (request.query as { before?: string }).before;
    if (before !== undefined && !isUuid(before))
      throw new ApiError(400, 'validation', say('chat.noPage'));
    return getMessages(deps, reader(request), conversationId(request.params), before?.toLowerCase());
  });

  app.post('/api/chat/conversations/:id/messages', async (request, reply): Promise<ChatMessage> => {
    const user = requireUser(request);
    const id = conversationId(request.params);
    const input = parseWith(messageInputSchema, request.body, CHAT_MSG.badFrame);
    const message = await sendMessage(deps, user.id, id, input);
    reply.status(201);
    return message;
  });

  app.post('/api/chat/conversations/:id/read', async (request, reply) => {
    await markRead(deps, requireUser(request).id, conversationId(request.params));
    return reply.status(204).send();
  });

  app.post('/api/chat/conversations/:id/block', async (request, reply) => {
    await setBlocked(deps, requireUser(request).id, conversationId(request.params), true);
    return reply.status(204).send();
  });

  app.delete('/api/chat/conversations/:id/block', async (request, reply) => {
    await setBlocked(deps, requireUser(request).id, conversationId(request.params), false);
    return reply.status(204).send();
  });

  app.post('/api/chat/conversations/:id/report', async (request, reply) => {
    const user = requireUser(request);
    const id = conversationId(request.params);
    const { reason } = parseWith(reportConversationSchema, request.body ?? {}, CHAT_MSG.badFrame);
    await report(deps, user.id, id, reason);
    return reply.status(204).send();
  });
}
