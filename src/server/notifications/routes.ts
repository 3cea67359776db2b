// The bell (unread count) and /notifications. Signed-in only; another person's notification is a 404.
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NotificationsResponse, UnreadCountResponse } from '../../domain/api';
import { isUuid } from '../../domain/ids';
import { requireUser } from '../auth/guard';
import { notFound } from '../http/errors';
import { countUnread, listNotifications, markAllRead, markRead } from './repository';
import { toNotificationItem } from './service';

const NOT_FOUND = say('http.notificationNotFound');
const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export async function notificationsRoutes(app: FastifyInstance) {
  app.get('/api/notifications', async (request, reply): Promise<NotificationsResponse> => {
    const user = requireUser(request);
    private_(reply);
    const [rows, unread] = await Promise.all([
      listNotifications(app.db, user.id),
      countUnread(app.db, user.id),
    ]);
    return { items: rows.flatMap((r) => toNotificationItem(r) ?? []), unread };
  });

  app.get('/api/notifications/unread-count', async (request, reply): Promise<UnreadCountResponse> => {
    const user = requireUser(request);
    private_(reply);
    return { unread: await countUnread(app.db, user.id) };
  });

  app.post('/api/notifications/:id/read', async (request, reply) => {
    const user = requireUser(request);
    const id = (request.params as { id?: string }).id ?? '';
    if (!isUuid(id) || !(await markRead(app.db, user.id, id.toLowerCase()))) throw notFound(NOT_FOUND);
    return reply.status(204).send();
  });

  app.post('/api/notifications/read-all', async (request, reply) => {
    const user = requireUser(request);
    await markAllRead(app.db, user.id);
    return reply.status(204).send();
  });
}
