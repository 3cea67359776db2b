// The language switch as a link (decision 217): `GET /lang/ur?back=/motors` sets the bs_lang cookie as
// the app does on a switch and sends the browser back to the page, which the server then draws in that
// language. So the switch works before the app has come and with JavaScript off; once the app runs,
// the link's click is the app's and nothing reloads (components/language-switch.tsx).
//
// A GET that sets a cookie: it changes only how this browser's pages are worded, which any page of the
// site may do too, so another site linking here can do no more than a person's own tap. It is never
// an open redirect (`back` must be a path of this site, else home: return-to.ts), never kept by a cache
// (no-store) and never followed by crawlers (rel="nofollow", robots.txt).
import type { FastifyInstance } from 'fastify';
import { noContentSchema } from '../../domain/api-schemas';
import { langCookie, LANG_SWITCH_PATH } from '../../domain/lang';
import { say } from '../../domain/messages';
import { langSwitchParamsSchema, langSwitchQuerySchema } from '../../domain/schemas/form-posts';
import { typed } from './contract';
import { backToPage } from './form-posts';

export async function langSwitchRoutes(plain: FastifyInstance) {
  const app = typed(plain);
  app.get(
    `${LANG_SWITCH_PATH}/:lang`,
    {
      // form: answered as a browser expects of a link, with a 303 or a page in the person's words; an
      // unknown language is a 404 page saying which there are, with a way back.
      // `auth: 'anyone'` written out, as contract.ts does: ANYONE lives in auth/, which imports http/, and
      // server folders import one way (docs/architecture.md §3).
      config: { auth: 'anyone', private: true, form: true, notFound: say('http.noSuchLanguage') },
      // A page's address, not the API's: left out of /api/openapi.json.
      schema: {
        params: langSwitchParamsSchema,
        querystring: langSwitchQuerySchema,
        response: { 303: noContentSchema },
        hide: true,
      },
    },
    async (request, reply) => {
      // The very cookie the app writes on a switch (langCookie, src/domain/lang.ts): one string for both.
      reply.header('set-cookie', langCookie(request.params.lang));
      return backToPage(request, reply);
    },
  );
}
