// Saved searches: save from a listing, list with new-ad counts, open, rename, delete.
// Signed-in only; another person's search is a 404 and stays as it was.
import {
  noContentSchema,
  savedSearchesResponseSchema,
  savedSearchItemSchema,
} from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import type { FastifyInstance } from 'fastify';
import type { SavedSearchItem, SavedSearchesResponse } from '../../domain/api';
import { SAVED_SEARCH_MSG, savedSearchInputSchema, savedSearchRenameSchema } from '../../domain/schemas';
import { idParamsSchema } from '../../domain/schemas/params';
import { PERSON, signedInUser } from '../auth/guard';
import { typed } from '../http/contract';
import { notFound } from '../http/errors';
import { deleteSavedSearch, renameSavedSearch, visitSavedSearch } from './repository';
import { createSavedSearch, listWithNewCounts, toSavedSearchItem, toSavedSearchItems } from './service';
import { createLexicon } from '../ads/search-lexicon';

const missing = () => notFound(SAVED_SEARCH_MSG.notFound);

function item(row: Parameters<typeof toSavedSearchItem>[0] | undefined): SavedSearchItem {
  const out = row && toSavedSearchItem(row);
  if (!out) throw missing();
  return out;
}

// A malformed id is a search that does not exist.
const byId = { params: idParamsSchema };
const answersItem = { 200: savedSearchItemSchema };
const notFoundConfig = { ...PERSON, notFound: SAVED_SEARCH_MSG.notFound };

export async function savedSearchesRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  // The words of ads, for reading q as the listing does (typo corrections); refreshed by itself.
  const lexicon = createLexicon(app.db);
  const list = { config: PERSON, schema: { response: { 200: savedSearchesResponseSchema } } };
  app.get('/api/saved-searches', list, async (request): Promise<SavedSearchesResponse> => {
    const user = signedInUser(request);
    return { items: toSavedSearchItems(await listWithNewCounts(app.db, user.id, lexicon)) };
  });

  app.post(
    '/api/saved-searches',
    {
      config: { ...PERSON, invalid: say('search.check') },
      // 201 when saved now, 200 when the same search was saved already.
      schema: { body: savedSearchInputSchema, response: { ...answersItem, 201: savedSearchItemSchema } },
    },
    async (request, reply): Promise<SavedSearchItem> => {
      const { search, created } = await createSavedSearch(
        app.db,
        signedInUser(request).id,
        request.body,
        lexicon,
      );
      reply.status(created ? 201 : 200);
      return item(search);
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      config: { ...notFoundConfig, invalid: say('search.checkName') },
      schema: { ...byId, body: savedSearchRenameSchema, response: answersItem },
    },
    async (request): Promise<SavedSearchItem> =>
      item(await renameSavedSearch(app.db, signedInUser(request).id, request.params.id, request.body.name)),
  );

  const deleted = { ...byId, response: { 204: noContentSchema } };
  app.delete(
    '/api/saved-searches/:id',
    { config: notFoundConfig, schema: deleted },
    async (request, reply) => {
      if (!(await deleteSavedSearch(app.db, signedInUser(request).id, request.params.id))) throw missing();
      return reply.status(204).send();
    },
  );

  /** Opening a search from /saved-searches or a notification: resets its new-ad count. */
  app.post(
    '/api/saved-searches/:id/visit',
    { config: notFoundConfig, schema: { ...byId, response: answersItem } },
    async (request): Promise<SavedSearchItem> =>
      item(await visitSavedSearch(app.db, signedInUser(request).id, request.params.id)),
  );
}
