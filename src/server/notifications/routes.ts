// The bell (unread count) and /notifications. Signed-in only; another person's notification is a 404.
import {
  noContentSchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
} from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NotificationsResponse, UnreadCountResponse } from '../../domain/api';
import { idParamsSchema } from '../../domain/schemas/params';
import { requireSignIn, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { notFound } from '../http/errors';
import { countUnread, listNotifications, markAllRead, markRead } from './repository';
import { toNotificationItem } from './service';

const NOT_FOUND = say('http.notificationNotFound');
const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
const done = { 204: noContentSchema };

export async function notificationsRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  requireSignIn(app);
  const list = { schema: { response: { 200: notificationsResponseSchema } } };
  app.get('/api/notifications', list, async (request, reply): Promise<NotificationsResponse> => {
    const user = signedInUser(request);
    private_(reply);
    const [rows, unread] = await Promise.all([
      listNotifications(app.db, user.id),
      countUnread(app.db, user.id),
    ]);
    return { items: rows.flatMap((r) => toNotificationItem(r) ?? []), unread };
  });

  const count = { schema: { response: { 200: unreadCountResponseSchema } } };
  app.get('/api/notifications/unread-count', count, async (request, reply): Promise<UnreadCountResponse> => {
    private_(reply);
    return { unread: await countUnread(app.db, signedInUser(request).id) };
  });

  app.post(
    '/api/notifications/:id/read',
    { config: { notFound: NOT_FOUND }, schema: { params: idParamsSchema, response: done } },
    async (request, reply) => {
      if (!(await markRead(app.db, signedInUser(request).id, request.params.id))) throw notFound(NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.post('/api/notifications/read-all', { schema: { response: done } }, async (request, reply) => {
    await markAllRead(app.db, signedInUser(request).id);
    return reply.status(204).send();
  });
}
