// The signed-in person's own account: settings that prefill new ads, and deleting the account.
// (Signing out everywhere is POST /auth/logout-all, with the other sign-in routes.)
import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '../../domain/schemas';
import type { MeResponse } from '../../domain/api';
import { requireUser } from '../auth/guard';
import { clearSessionCookie } from '../auth/cookies';
import { notFound, parseWith } from '../http/errors';
import { updateSettings } from './repository';
import { deleteAccount } from './service';
import { toSessionUser } from './session-user';
import { isModerator } from '../moderation/moderators';

export async function usersRoutes(app: FastifyInstance) {
  app.patch('/api/me/settings', async (request, reply): Promise<MeResponse> => {
    const user = requireUser(request);
    const settings = parseWith(settingsSchema, request.body);
    const updated = await updateSettings(app.db, user.id, settings);
    if (!updated) throw notFound();
    reply.header('Cache-Control', 'no-store');
    return { user: toSessionUser(updated, isModerator(app.config, updated)) };
  });

  app.delete('/api/me', async (request, reply) => {
    const user = requireUser(request);
    await deleteAccount(app.db, app.images, user.id, request.log);
    // Their ads went with the account: out of browsing at once (decision 163).
    await app.adsChanged();
    await app.sessionEnded({ userId: user.id, session: null });
    clearSessionCookie(reply, app.config);
    return reply.status(204).send();
  });
}
