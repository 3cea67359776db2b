// Saved ads: the heart (PUT/DELETE, or a form's POST), the ids for every heart on a page, and /saved.
// Signed-in only; everything is the caller's own rows.
import { noContentSchema, savedAdIdsResponseSchema, savedAdsResponseSchema } from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import type { FastifyInstance } from 'fastify';
import type { SavedAdIdsResponse, SavedAdsResponse } from '../../domain/api';
import { MSG } from '../../domain/schemas';
import { adIdParamsSchema } from '../../domain/schemas/params';
import { savedAdFormSchema } from '../../domain/schemas/form-posts';
import { acceptFormPosts, backToPage, setFormFlash } from '../http/form-posts';
import { PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { ownActiveAdIds, saveAd, savedAdIds, unsaveAd } from './repository';
import { savedAds } from './service';

const NOT_SAVED = say('ad.notSaved');
const SAVE_OWN = say('ad.saveOwn');
const byAdId = (message: string) => ({
  config: { ...PERSON, notFound: message },
  schema: { params: adIdParamsSchema, response: { 204: noContentSchema } },
});

export async function savedAdsRoutes(plain: FastifyInstance) {
  acceptFormPosts(plain);
  const app = typed(plain);
  const list = { config: PERSON, schema: { response: { 200: savedAdsResponseSchema } } };
  app.get('/api/saved-ads', list, async (request): Promise<SavedAdsResponse> => {
    return { items: await savedAds(app.db, signedInUser(request).id) };
  });

  const ids = { config: PERSON, schema: { response: { 200: savedAdIdsResponseSchema } } };
  app.get('/api/saved-ads/ids', ids, async (request): Promise<SavedAdIdsResponse> => {
    const userId = signedInUser(request).id;
    const [saved, own] = await Promise.all([savedAdIds(app.db, userId), ownActiveAdIds(app.db, userId)]);
    return { ids: saved, own };
  });

  app.put('/api/saved-ads/:adId', byAdId(MSG.adNotFound), async (request, reply) => {
    const saved = await saveAd(app.db, signedInUser(request).id, request.params.adId);
    if (saved === 'missing') throw notFound(MSG.adNotFound);
    if (saved === 'own') throw new ApiError(403, 'own_ad', SAVE_OWN);
    return reply.status(204).send();
  });

  app.delete('/api/saved-ads/:adId', byAdId(NOT_SAVED), async (request, reply) => {
    if (!(await unsaveAd(app.db, signedInUser(request).id, request.params.adId))) throw notFound(NOT_SAVED);
    return reply.status(204).send();
  });

  // The heart as a form, before the app has come or without it (decision 208): the same change as PUT
  // and DELETE above, then back to the page. Taking off a heart that is not there leaves it so.
  const asForm = {
    config: { ...PERSON, form: true, notFound: MSG.adNotFound },
    schema: { params: adIdParamsSchema, body: savedAdFormSchema, response: { 303: noContentSchema } },
  } as const;
  app.post('/api/saved-ads/:adId', asForm, async (request, reply) => {
    const userId = signedInUser(request).id;
    const { adId } = request.params;
    if (request.body.save === '1') {
      const saved = await saveAd(app.db, userId, adId);
      if (saved === 'missing') throw notFound(MSG.adNotFound);
      if (saved === 'own') throw new ApiError(403, 'own_ad', SAVE_OWN);
      setFormFlash(reply, app.config, 'savedAd', adId);
    } else await unsaveAd(app.db, userId, adId);
    return backToPage(request, reply);
  });
}
