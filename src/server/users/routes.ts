// The signed-in person's own account: settings that prefill new ads, and deleting the account.
// (Signing out everywhere is POST /auth/logout-all, with the other sign-in routes.)
import type { FastifyInstance } from 'fastify';
import { meResponseSchema, noContentSchema } from '../../domain/api-schemas';
import { displayNameSchema, settingsSchema } from '../../domain/schemas';
import type { MeResponse } from '../../domain/api';
import { PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { clearSessionCookie } from '../auth/cookies';
import { notFound } from '../http/errors';
import { updateDisplayName, updateSettings } from './repository';
import { deleteAccount } from './service';
import { toSessionUser } from '../auth/session-user';
import { isModerator } from '../auth/moderators';

export async function usersRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  const settings = { config: PERSON, schema: { body: settingsSchema, response: { 200: meResponseSchema } } };
  app.patch('/api/me/settings', settings, async (request): Promise<MeResponse> => {
    const updated = await updateSettings(app.db, signedInUser(request).id, request.body);
    if (!updated) throw notFound();
    return { user: toSessionUser(updated, isModerator(app.config, updated)) };
  });

  // The name shown on the person's page, ads and chats (decision 185): one field, its own request, so
  // the ad defaults' form and this one never overwrite each other.
  const displayName = {
    config: PERSON,
    schema: { body: displayNameSchema, response: { 200: meResponseSchema } },
  };
  app.patch('/api/me/display-name', displayName, async (request): Promise<MeResponse> => {
    const updated = await updateDisplayName(app.db, signedInUser(request).id, request.body.displayName);
    if (!updated) throw notFound();
    return { user: toSessionUser(updated, isModerator(app.config, updated)) };
  });

  app.delete(
    '/api/me',
    { config: PERSON, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteAccount(app.db, app.images, user.id, request.log);
      // Their ads went with the account: out of browsing at once (decision 163).
      await app.adsChanged();
      await app.sessionEnded({ userId: user.id, session: null });
      clearSessionCookie(reply, app.config);
      return reply.status(204).send();
    },
  );
}
