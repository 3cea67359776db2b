// Unknown /api (and other machine) paths get the JSON 404 of ARCHITECTURE.md §4.
// Serves the built single-page app: hashed assets with long cache lives, and index.html for every
// page route (the browser router takes it from there). Paths that are no page (matchPage, built from
// the same route data as the web router) and ads that do not exist answer 404 with a title that says
// so (issue 8); the browser still gets the app, which shows the 404 page or 'Ad not found.'. An ad's
// page adds tags to <head> through `adHead`: Open Graph tags for WhatsApp previews.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage } from '../../domain/categories';
import { dirOf, langFromCookieHeader } from '../../domain/lang';
import { MEDIA_META_NAME } from '../../domain/media';
import { errorBody } from './errors';
import { escapeHtml } from './html';

/** Tags for the <head> of an ad's page, or null when there is no such ad. */
export type AdHead = (request: FastifyRequest, section: string, id: string) => Promise<string | null>;

const SITE_NAME = 'B/S';
export const PAGE_NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;
export const AD_NOT_FOUND_TITLE = `Ad not found | ${SITE_NAME}`;

/** The status and the extra <head> of a page path. A failed lookup serves the page as usual. */
async function pageAnswer(
  request: FastifyRequest,
  pathname: string,
  adHead: AdHead | undefined,
): Promise<{ status: 200 | 404; head?: string }> {
  const page = matchPage(pathname);
  if (!page) return { status: 404, head: `<title>${PAGE_NOT_FOUND_TITLE}</title>` };
  if (page.kind === 'page' || !adHead) return { status: 200 };
  const head = await adHead(request, page.section, page.id).catch(() => undefined);
  if (head === null) return { status: 404, head: `<title>${AD_NOT_FOUND_TITLE}</title>` };
  return { status: 200, head };
}

const API_PREFIXES = ['/api/', '/auth/', '/media/', '/dev-oidc/'];

export async function registerSpa(app: FastifyInstance, webDir: string, adHead?: AdHead) {
  const indexFile = path.join(webDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? withMediaBase(readFileSync(indexFile, 'utf8'), app.config.mediaPublicUrl)
    : undefined;
  if (!indexHtml)
    app.log.warn(`No built web app at ${webDir}: run "npm run build" (npm start does it for you)`);
  else
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // scripts/build-web.ts writes .br/.gz beside each asset; serve those to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api') {
      return reply
        .status(404)
        .send(errorBody('not_found', `No such endpoint: ${request.method} ${pathname}`));
    }
    if (!indexHtml || /\.[a-z0-9]{2,5}$/i.test(pathname))
      return reply.status(404).type('text/plain').send('Not found');
    const { status, head } = await pageAnswer(request, pathname, adHead);
    // A page's own <title> replaces the app's default one (a document has one title).
    const base = head?.includes('<title>') ? indexHtml.replace(/<title>[^<]*<\/title>/, '') : indexHtml;
    // A function replacement: a string one would expand `$&`, `$\`` and `$'` written in an ad's title.
    const withHead = head ? base.replace('</head>', () => `${head}\n</head>`) : indexHtml;
    const html = withLang(withHead, langFromCookieHeader(request.headers.cookie));
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send(html);
  });
}

/** <html lang dir> from the `bs_lang` cookie, so an Urdu page is right to left from the first paint. */
function withLang(html: string, lang: ReturnType<typeof langFromCookieHeader>): string {
  if (lang === 'en') return html;
  return html.replace(/<html\b[^>]*>/, `<html lang="${lang}" dir="${dirOf(lang)}">`);
}

/** Tells the web app where photos are served from when a CDN or public bucket serves them. */
function withMediaBase(html: string, mediaPublicUrl: string | undefined): string {
  if (!mediaPublicUrl) return html;
  const meta = `<meta name="${MEDIA_META_NAME}" content="${escapeHtml(mediaPublicUrl)}">`;
  return html.replace('</head>', () => `${meta}\n</head>`);
}
