// Web push opt-in: the public key for the browser, and saving or removing this browser's
// subscription. At most PUSH_SUBSCRIPTIONS_MAX devices per person, counted under a lock on their row.
// A subscription lives as long as the session that made it (decision 145).
import { noContentSchema, pushKeyResponseSchema } from '../../domain/api-schemas';
import { LANG_COOKIE, langOf } from '../../domain/lang';
import { say } from '../../domain/messages';
import type { FastifyInstance } from 'fastify';
import type { PushKeyResponse } from '../../domain/api';
import { PUSH_SUBSCRIPTIONS_MAX } from '../../domain/limits';
import { PUSH_MSG, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../domain/schemas';
import { ANYONE, lockUser, PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { hashToken, SESSION_COOKIE } from '../auth/sessions';
import { ApiError, notFound } from '../http/errors';
import { pushEndpointProblem } from './endpoint';
import { countSubscriptions, deleteSubscription, hasSubscription, upsertSubscription } from './repository';

export async function pushRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  const config = { ...PERSON, invalid: PUSH_MSG.endpoint };
  const done = { 204: noContentSchema };
  const key = { config: ANYONE, schema: { response: { 200: pushKeyResponseSchema } } };
  app.get('/api/push/key', key, async (): Promise<PushKeyResponse> => ({
    publicKey: app.config.vapid?.publicKey ?? null,
  }));

  // Signed in, then a site without push keys says so, before the body is checked.
  const available = async () => {
    if (!app.config.vapid) throw notFound(say('push.unavailable'));
  };
  app.post(
    '/api/push/subscriptions',
    { preValidation: available, config, schema: { body: pushSubscriptionSchema, response: done } },
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      const problem = pushEndpointProblem(input.endpoint, app.config.pushServiceHosts);
      if (problem) throw new ApiError(400, 'validation', PUSH_MSG[problem], { endpoint: PUSH_MSG[problem] });
      await app.db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const known = await hasSubscription(tx, user.id, input.endpoint);
        if (!known && (await countSubscriptions(tx, user.id)) >= PUSH_SUBSCRIPTIONS_MAX)
          throw new ApiError(409, 'limit_reached', PUSH_MSG.tooMany(PUSH_SUBSCRIPTIONS_MAX));
        // The sign-in hook passed, so the cookie is this request's live session (decision 145).
        const sessionId = hashToken(request.cookies[SESSION_COOKIE]!);
        // The page's language when push was turned on is the one its pushes speak (decision 155).
        const lang = langOf(request.cookies[LANG_COOKIE]);
        await upsertSubscription(tx, user.id, sessionId, { endpoint: input.endpoint, ...input.keys, lang });
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { config, schema: { body: pushUnsubscribeSchema, response: done } },
    async (request, reply) => {
      await deleteSubscription(app.db, signedInUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
