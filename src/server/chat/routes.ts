// The chat API. Thin: parse with the shared schemas, call the service. Every route is a signed-in
// person's own and never kept by a cache (PERSON, decision 197). A malformed id is a conversation that does not exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chatMessageSchema,
  chatUnreadResponseSchema,
  conversationDetailSchema,
  inboxResponseSchema,
  messagesResponseSchema,
  noContentSchema,
  startConversationResponseSchema,
} from '../../domain/api-schemas';
import type {
  ChatMessage,
  ConversationDetail,
  InboxResponse,
  MessagesResponse,
  StartConversationResponse,
  UnreadResponse,
} from '../../domain/chat';
import {
  CHAT_MSG,
  messageInputSchema,
  reportConversationSchema,
  startConversationSchema,
} from '../../domain/schemas';
import { CHAT_QUERY_MSG, inboxQuerySchema, messagesQuerySchema } from '../../domain/schemas/chat-query';
import { idParamsSchema } from '../../domain/schemas/params';
import { PERSON, signedInUser } from '../auth/guard';
import { isModerator } from '../auth/moderators';
import { emptyIfMissing, typed } from '../http/contract';
import {
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

// A malformed id is a conversation that does not exist.
const byId = { params: idParamsSchema };
const done = { ...byId, response: { 204: noContentSchema } };
const frame = { ...PERSON, notFound: CHAT_MSG.notFound, invalid: CHAT_MSG.badFrame };

export async function chatRoutes(plain: FastifyInstance, { deps }: { deps: ChatDeps }) {
  const app = typed(plain);
  const reader = (request: FastifyRequest): Reader => {
    const user = signedInUser(request);
    return { id: user.id, moderator: isModerator(app.config, user) };
  };

  app.post(
    '/api/chat/conversations',
    {
      config: frame,
      schema: {
        body: startConversationSchema,
        // 201 when this person starts it, 200 when they already had it.
        response: { 200: startConversationResponseSchema, 201: startConversationResponseSchema },
      },
    },
    async (request, reply): Promise<StartConversationResponse> => {
      const adId = request.body.adId.toLowerCase();
      const { id, created } = await startConversation(deps, signedInUser(request).id, adId);
      reply.status(created ? 201 : 200);
      return { id };
    },
  );

  app.get(
    '/api/chat/conversations',
    {
      config: { ...PERSON, invalid: CHAT_QUERY_MSG.chooseRole, invalidFields: false },
      schema: { querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } },
    },
    async (request): Promise<InboxResponse> => inbox(deps, signedInUser(request).id, request.query.role),
  );

  app.get(
    '/api/chat/unread',
    { config: PERSON, schema: { response: { 200: chatUnreadResponseSchema } } },
    async (request): Promise<UnreadResponse> => ({
      total: await totalUnread(app.db, signedInUser(request).id),
    }),
  );

  app.get(
    '/api/chat/conversations/:id',
    { config: frame, schema: { ...byId, response: { 200: conversationDetailSchema } } },
    async (request): Promise<ConversationDetail> => getConversation(deps, reader(request), request.params.id),
  );

  app.get(
    '/api/chat/conversations/:id/messages',
    {
      config: { ...frame, invalid: CHAT_QUERY_MSG.noSuchPage, invalidFields: false },
      schema: { ...byId, querystring: messagesQuerySchema, response: { 200: messagesResponseSchema } },
    },
    async (request): Promise<MessagesResponse> =>
      getMessages(deps, reader(request), request.params.id, request.query.before),
  );

  app.post(
    '/api/chat/conversations/:id/messages',
    { config: frame, schema: { ...byId, body: messageInputSchema, response: { 201: chatMessageSchema } } },
    async (request, reply): Promise<ChatMessage> => {
      const message = await sendMessage(deps, signedInUser(request).id, request.params.id, request.body);
      reply.status(201);
      return message;
    },
  );

  app.post('/api/chat/conversations/:id/read', { config: frame, schema: done }, async (request, reply) => {
    await markRead(deps, signedInUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/api/chat/conversations/:id/block', { config: frame, schema: done }, async (request, reply) => {
    await setBlocked(deps, signedInUser(request).id, request.params.id, true);
    return reply.status(204).send();
  });

  app.delete('/api/chat/conversations/:id/block', { config: frame, schema: done }, async (request, reply) => {
    await setBlocked(deps, signedInUser(request).id, request.params.id, false);
    return reply.status(204).send();
  });

  app.post(
    '/api/chat/conversations/:id/report',
    { config: frame, schema: { ...done, body: emptyIfMissing(reportConversationSchema) } },
    async (request, reply) => {
      await report(deps, signedInUser(request).id, request.params.id, request.body.reason);
      return reply.status(204).send();
    },
  );
}
