// Create, edit, delete and My Ads. Thin: the route's schemas parse, the service does the rest.
// Every route needs a session; user_id comes from it, never from the body (the schema is strict).
import type { FastifyInstance } from 'fastify';
import {
  editableAdSchema,
  myAdsResponseSchema,
  noContentSchema,
  savedAdResponseSchema,
} from '../../domain/api-schemas';
import type { EditableAd, MyAdsResponse, SavedAdResponse } from '../../domain/api';
import { AD_BODY_MAX_BYTES } from '../../domain/limits';
import { adInputSchema, MSG } from '../../domain/schemas';
import { idParamsSchema } from '../../domain/schemas/params';
import { PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { SIGN_IN } from '../http/errors';
import { findOwnedAd } from './ad-repository';
import { adNotFound, createAd, deleteAd, updateAd, type WriteDeps } from './ad-service';
import { toEditableAd } from './edit-ad';
import { myAds } from './my-ads';

// A malformed id is just an ad that does not exist: 404, the same answer a stranger gets.
const byId = { params: idParamsSchema };
// Every route here is a signed-in person's own; the edit and My Ads answers carry the seller's phone
// number (docs/architecture.md §5), so no answer is kept by a cache.
const config = { ...PERSON, signIn: MSG.notLoggedIn, notFound: MSG.adNotFound };

export async function writeRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  const deps: WriteDeps = {
    db: app.db,
    images: app.images,
    log: app.log,
    adLifetimeMs: app.config.adLifetimeMs,
    priceDropMinAgeMs: app.config.priceDropMinAgeMs,
    changed: (change) => app.adsChanged(change),
  };
  // Big enough that a too-long description gets its field message rather than a bare 413.
  const bodyLimit = AD_BODY_MAX_BYTES;

  app.post(
    '/api/ads',
    { bodyLimit, config, schema: { body: adInputSchema, response: { 201: savedAdResponseSchema } } },
    async (request, reply): Promise<SavedAdResponse> => {
      const saved = await createAd(deps, signedInUser(request).id, request.body);
      reply.status(201);
      return saved;
    },
  );

  app.put(
    '/api/ads/:id',
    { bodyLimit, config, schema: { ...byId, body: adInputSchema, response: { 200: savedAdResponseSchema } } },
    async (request): Promise<SavedAdResponse> =>
      updateAd(deps, signedInUser(request).id, request.params.id, request.body),
  );

  const deleted = { ...byId, response: { 204: noContentSchema } };
  app.delete('/api/ads/:id', { config, schema: deleted }, async (request, reply) => {
    await deleteAd(deps, signedInUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/ads/:id/edit',
    { config: { ...config, signIn: SIGN_IN }, schema: { ...byId, response: { 200: editableAdSchema } } },
    async (request): Promise<EditableAd> => {
      const row = await findOwnedAd(app.db, request.params.id, signedInUser(request).id);
      const editable = row && toEditableAd(row);
      if (!editable) throw adNotFound();
      return editable;
    },
  );

  app.get(
    '/api/my-ads',
    { config: { ...PERSON, signIn: SIGN_IN }, schema: { response: { 200: myAdsResponseSchema } } },
    async (request): Promise<MyAdsResponse> => {
      return myAds(app.db, signedInUser(request).id);
    },
  );
}
