// Create, edit, delete and My Ads. Thin: parse with the shared schema, call the service.
// Every route needs a session; user_id comes from it, never from the body (the schema is strict).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EditableAd, MyAdsResponse, SavedAdResponse } from '../../domain/api';
import { isUuid } from '../../domain/ids';
import { AD_BODY_MAX_BYTES } from '../../domain/limits';
import { adInputSchema, MSG } from '../../domain/schemas';
import { requireUser } from '../auth/guard';
import { parseWith } from '../http/errors';
import { findOwnedAd } from './ad-repository';
import { adNotFound, createAd, deleteAd, updateAd, type WriteDeps } from './ad-service';
import { toEditableAd } from './edit-ad';
import { myAds } from './my-ads';

/** A malformed id is just an ad that does not exist: 404, the same answer a stranger gets. */
function adId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!isUuid(id)) throw adNotFound();
  return id.toLowerCase();
}

// Edit and My Ads answers carry the seller's phone number (docs/architecture.md §5).
const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export async function writeRoutes(app: FastifyInstance) {
  const deps: WriteDeps = {
    db: app.db,
    images: app.images,
    log: app.log,
    adLifetimeMs: app.config.adLifetimeMs,
    priceDropMinAgeMs: app.config.priceDropMinAgeMs,
    changed: (categories) => app.adsChanged(categories),
  };
  // Big enough that a too-long description gets its field message rather than a bare 413.
  const bodyLimit = AD_BODY_MAX_BYTES;

  app.post('/api/ads', { bodyLimit }, async (request, reply): Promise<SavedAdResponse> => {
    const user = requireUser(request, MSG.notLoggedIn);
    const input = parseWith(adInputSchema, request.body);
    const saved = await createAd(deps, user.id, input);
    reply.status(201);
    return saved;
  });

  app.put('/api/ads/:id', { bodyLimit }, async (request): Promise<SavedAdResponse> => {
    const user = requireUser(request, MSG.notLoggedIn);
    const id = adId(request.params);
    const input = parseWith(adInputSchema, request.body);
    return updateAd(deps, user.id, id, input);
  });

  app.delete('/api/ads/:id', async (request, reply) => {
    const user = requireUser(request, MSG.notLoggedIn);
    await deleteAd(deps, user.id, adId(request.params));
    return reply.status(204).send();
  });

  app.get('/api/ads/:id/edit', async (request, reply): Promise<EditableAd> => {
    const user = requireUser(request);
    const row = await findOwnedAd(app.db, adId(request.params), user.id);
    const editable = row && toEditableAd(row);
    if (!editable) throw adNotFound();
    private_(reply);
    return editable;
  });

  app.get('/api/my-ads', async (request, reply): Promise<MyAdsResponse> => {
    const user = requireUser(request);
    private_(reply);
    return myAds(app.db, user.id);
  });
}
