// The bell (unread count) and /notifications. Signed-in only; another person's notification is a 404.
import {
  noContentSchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
} from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import type { FastifyInstance } from 'fastify';
import type { NotificationsResponse, UnreadCountResponse } from '../../domain/api';
import { idParamsSchema } from '../../domain/schemas/params';
import { PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { notFound } from '../http/errors';
import { countUnread, listNotifications, markAllRead, markRead } from './repository';
import { toNotificationItem } from './service';

const NOT_FOUND = say('http.notificationNotFound');
const done = { 204: noContentSchema };

export async function notificationsRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  const list = { config: PERSON, schema: { response: { 200: notificationsResponseSchema } } };
  app.get('/api/notifications', list, async (request): Promise<NotificationsResponse> => {
    const user = signedInUser(request);
    const [rows, unread] = await Promise.all([
      listNotifications(app.db, user.id),
      countUnread(app.db, user.id),
    ]);
    return { items: rows.flatMap((r) => toNotificationItem(r) ?? []), unread };
  });

  const count = { config: PERSON, schema: { response: { 200: unreadCountResponseSchema } } };
  app.get('/api/notifications/unread-count', count, async (request): Promise<UnreadCountResponse> => {
    return { unread: await countUnread(app.db, signedInUser(request).id) };
  });

  app.post(
    '/api/notifications/:id/read',
    { config: { ...PERSON, notFound: NOT_FOUND }, schema: { params: idParamsSchema, response: done } },
    async (request, reply) => {
      if (!(await markRead(app.db, signedInUser(request).id, request.params.id))) throw notFound(NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/notifications/read-all',
    { config: PERSON, schema: { response: done } },
    async (request, reply) => {
      await markAllRead(app.db, signedInUser(request).id);
      return reply.status(204).send();
    },
  );
}
