// Saved ads: the heart (PUT/DELETE), the ids for every heart on a page, and /saved.
// Signed-in only; everything is the caller's own rows.
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SavedAdIdsResponse, SavedAdsResponse } from '../../domain/api';
import { isUuid } from '../../domain/ids';
import { MSG } from '../../domain/schemas';
import { requireUser } from '../auth/guard';
import { notFound } from '../http/errors';
import { saveAd, savedAdIds, unsaveAd } from './repository';
import { savedAds } from './service';

const NOT_SAVED = say('ad.notSaved');
const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

function adIdParam(params: unknown, message: string): string {
  const id = (params as { adId?: string }).adId ?? '';
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

export async function savedAdsRoutes(app: FastifyInstance) {
  app.get('/api/saved-ads', async (request, reply): Promise<SavedAdsResponse> => {
    const user = requireUser(request);
    private_(reply);
    return { items: await savedAds(app.db, user.id) };
  });

  app.get('/api/saved-ads/ids', async (request, reply): Promise<SavedAdIdsResponse> => {
    const user = requireUser(request);
    private_(reply);
    return { ids: await savedAdIds(app.db, user.id) };
  });

  app.put('/api/saved-ads/:adId', async (request, reply) => {
    const user = requireUser(request);
    const adId = adIdParam(request.params, MSG.adNotFound);
    if ((await saveAd(app.db, user.id, adId)) === 'missing') throw notFound(MSG.adNotFound);
    return reply.status(204).send();
  });

  app.delete('/api/saved-ads/:adId', async (request, reply) => {
    const user = requireUser(request);
    if (!(await unsaveAd(app.db, user.id, adIdParam(request.params, NOT_SAVED)))) throw notFound(NOT_SAVED);
    return reply.status(204).send();
  });
}
