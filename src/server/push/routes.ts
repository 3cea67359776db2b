// Web push opt-in: the public key for the browser, and saving or removing this browser's
// subscription. At most PUSH_SUBSCRIPTIONS_MAX devices per person, counted under a lock on their row.
// A subscription lives as long as the session that made it (decision 145).
import { LANG_COOKIE, langOf } from '../../domain/lang';
import { say } from '../../domain/messages';
import type { FastifyInstance } from 'fastify';
import type { PushKeyResponse } from '../../domain/api';
import { PUSH_SUBSCRIPTIONS_MAX } from '../../domain/limits';
import { PUSH_MSG, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../domain/schemas';
import { lockUser } from '../ads/ad-repository';
import { requireUser } from '../auth/guard';
import { hashToken, SESSION_COOKIE } from '../auth/sessions';
import { ApiError, notFound, parseWith } from '../http/errors';
import { pushEndpointProblem } from './endpoint';
import { countSubscriptions, deleteSubscription, hasSubscription, upsertSubscription } from './repository';

export async function pushRoutes(app: FastifyInstance) {
  app.get('/api/push/key', async (): Promise<PushKeyResponse> => ({
    publicKey: app.config.vapid?.publicKey ?? null,
  }));

  app.post('/api/push/subscriptions', async (request, reply) => {
    const user = requireUser(request);
    if (!app.config.vapid) throw notFound(say('push.unavailable'));
    const input = parseWith(pushSubscriptionSchema, request.body, PUSH_MSG.endpoint);
    const problem = pushEndpointProblem(input.endpoint, app.config.pushServiceHosts);
    if (problem) throw new ApiError(400, 'validation', PUSH_MSG[problem], { endpoint: PUSH_MSG[problem] });
    await app.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const known = await hasSubscription(tx, user.id, input.endpoint);
      if (!known && (await countSubscriptions(tx, user.id)) >= PUSH_SUBSCRIPTIONS_MAX)
        throw new ApiError(409, 'limit_reached', PUSH_MSG.tooMany(PUSH_SUBSCRIPTIONS_MAX));
      // requireUser passed, so the cookie is this request's live session (decision 145).
      const sessionId = hashToken(request.cookies[SESSION_COOKIE]!);
      // The page's language when push was turned on is the one its pushes speak (decision 155).
      const lang = langOf(request.cookies[LANG_COOKIE]);
      await upsertSubscription(tx, user.id, sessionId, { endpoint: input.endpoint, ...input.keys, lang });
    });
    return reply.status(204).send();
  });

  app.delete('/api/push/subscriptions', async (request, reply) => {
    const user = requireUser(request);
    const { endpoint } = parseWith(pushUnsubscribeSchema, request.body, PUSH_MSG.endpoint);
    await deleteSubscription(app.db, user.id, endpoint);
    return reply.status(204).send();
  });
}
