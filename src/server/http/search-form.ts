// A search box sent as a form (decision 221): `GET /search?q=honda+civic&back=/motors` answers 303 with
// the page the app would have opened for those words (src/domain/search/search-targets.ts): a category's
// listing for a word that names one, this listing narrowed by the filters typed, or home's results. A
// box sent before the app has come goes here as a plain form, so a search sent on a slow phone shows
// its results as soon as the server has drawn them, and the same results as the app's; with
// JavaScript off it is the only way to search.
//
// A GET that changes nothing: another site linking here can only open a search. The answer is only
// ever a path of this site (`back` passes return-to.ts, the target is built from our own paths), never
// kept by a cache (no-store), and crawlers are kept off it (robots.txt).
import type { FastifyInstance } from 'fastify';
import { noContentSchema } from '../../domain/api-schemas';
import { say } from '../../domain/messages';
import { SEARCH_FORM_PATH } from '../../domain/search/search-form';
import { formSearchTarget } from '../../domain/search/search-targets';
import { searchFormQuerySchema } from '../../domain/schemas/form-posts';
import { typed } from './contract';
import { formBack } from './form-posts';
import { safeReturnTo } from './return-to';

export async function searchFormRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  app.get(
    SEARCH_FORM_PATH,
    {
      // form: answered as a browser expects of a form, with a 303 or a page in the person's words (words
      // too long), with a way back to the page the box was on. `auth: 'anyone'` written out, as
      // lang-switch.ts does.
      config: { auth: 'anyone', private: true, form: true, invalid: say('search.textTooLong') },
      // A page's address, not the API's: left out of /api/openapi.json.
      schema: { querystring: searchFormQuerySchema, response: { 303: noContentSchema }, hide: true },
    },
    async (request, reply) => {
      const { q, location } = request.query;
      return reply.redirect(safeReturnTo(formSearchTarget(q, formBack(request), location ?? '')), 303);
    },
  );
}
