// Saved searches: save from a listing, list with new-ad counts, open, rename, delete.
// Signed-in only; another person's search is a 404 and stays as it was.
import { say } from '../../domain/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SavedSearchItem, SavedSearchesResponse } from '../../domain/api';
import { isUuid } from '../../domain/ids';
import { SAVED_SEARCH_MSG, savedSearchInputSchema, savedSearchRenameSchema } from '../../domain/schemas';
import { requireUser } from '../auth/guard';
import { notFound, parseWith } from '../http/errors';
import { deleteSavedSearch, renameSavedSearch, visitSavedSearch } from './repository';
import { createSavedSearch, listWithNewCounts, toSavedSearchItem, toSavedSearchItems } from './service';
import { createLexicon } from '../ads/search-lexicon';

const private_ = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
const missing = () => notFound(SAVED_SEARCH_MSG.notFound);

function searchId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!isUuid(id)) throw missing();
  return id.toLowerCase();
}

function item(row: Parameters<typeof toSavedSearchItem>[0] | undefined): SavedSearchItem {
  const out = row && toSavedSearchItem(row);
  if (!out) throw missing();
  return out;
}

export async function savedSearchesRoutes(app: FastifyInstance) {
  // The words of ads, for reading q as the listing does (typo corrections); refreshed by itself.
  const lexicon = createLexicon(app.db);
  app.get('/api/saved-searches', async (request, reply): Promise<SavedSearchesResponse> => {
    const user = requireUser(request);
    private_(reply);
    return { items: toSavedSearchItems(await listWithNewCounts(app.db, user.id, lexicon)) };
  });

  app.post('/api/saved-searches', async (request, reply): Promise<SavedSearchItem> => {
    const user = requireUser(request);
    const input = parseWith(savedSearchInputSchema, request.body, say('search.check'));
    const { search, created } = await createSavedSearch(app.db, user.id, input, lexicon);
    reply.status(created ? 201 : 200);
    return item(search);
  });

  app.patch('/api/saved-searches/:id', async (request): Promise<SavedSearchItem> => {
    const user = requireUser(request);
    const id = searchId(request.params);
    const { name } = parseWith(savedSearchRenameSchema, request.body, say('search.checkName'));
    return item(await renameSavedSearch(app.db, user.id, id, name));
  });

  app.delete('/api/saved-searches/:id', async (request, reply) => {
    const user = requireUser(request);
    if (!(await deleteSavedSearch(app.db, user.id, searchId(request.params)))) throw missing();
    return reply.status(204).send();
  });

  /** Opening a search from /saved-searches or a notification: resets its new-ad count. */
  app.post('/api/saved-searches/:id/visit', async (request): Promise<SavedSearchItem> => {
    const user = requireUser(request);
    return item(await visitSavedSearch(app.db, user.id, searchId(request.params)));
  });
}
