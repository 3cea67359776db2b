// Unknown /api (and other machine) paths get the JSON 404 of docs/architecture.md §4.
// Serves the built single-page app: hashed assets with long cache lives, and index.html for every
// page route (the browser router takes it from there). Paths that are no page (matchPage, built from
// the same route data as the web router) and ads that do not exist answer 404 with a title that says
// so; the browser still gets the app, which shows the 404 page or 'Ad not found.'. An ad's
// page and a seller's page add tags to <head> through `heads`: Open Graph tags for WhatsApp previews.
// Home, the listings and the ad page come drawn by the server (server-render.ts, decision 120), with
// <html lang/dir> from the visitor's `bs_lang` cookie; a page with a signed-in person's data in it is
// never kept by a shared cache.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage, OWN_SELLER_ID } from '../../domain/categories';
import { dirOf, langOf, LANG_COOKIE, type Lang } from '../../domain/lang';
import { MEDIA_META_NAME } from '../../domain/media';
import { BOOT_BLOCK_ID, SSR_STATE_ID, type SsrResult } from '../../domain/ssr';
import { errorBody } from './errors';
import { compressed } from './compress';
import { escapeHtml } from './html';
import { clearFormFlashes } from './form-posts';
import { pageCacheControl } from './page-privacy';
import { loadServerRender } from './server-render';

/** Tags for the <head> of an ad's page, or null when there is no such ad. */
export type AdHead = (request: FastifyRequest, section: string, id: string) => Promise<string | null>;
/** Tags for the <head> of a seller's page, or null when the person has no page (decision 185). */
export type SellerHead = (request: FastifyRequest, id: string) => Promise<string | null>;

/** The page heads that look something up: an ad's and a seller's. */
export interface PageHeads {
  ad?: AdHead;
  seller?: SellerHead;
}

const SITE_NAME = 'B/S';
const PAGE_NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;
const AD_NOT_FOUND_TITLE = `Ad not found | ${SITE_NAME}`;
const SELLER_NOT_FOUND_TITLE = `Seller not found | ${SITE_NAME}`;

/** The status and the extra <head> of a page path. A failed lookup serves the page as usual. */
async function pageAnswer(
  request: FastifyRequest,
  pathname: string,
  heads: PageHeads,
): Promise<{ status: 200 | 404; head?: string; known: boolean }> {
  const page = matchPage(pathname);
  if (!page) return { status: 404, head: `<title>${PAGE_NOT_FOUND_TITLE}</title>`, known: false };
  if (page.kind === 'seller') {
    // '/seller/me' is whoever is signed in: the page itself sends them to their own address.
    if (!heads.seller || page.id === OWN_SELLER_ID) return { status: 200, known: true };
    const head = await heads.seller(request, page.id).catch(() => undefined);
    if (head === null) return { status: 404, head: `<title>${SELLER_NOT_FOUND_TITLE}</title>`, known: true };
    return { status: 200, head, known: true };
  }
  if (page.kind === 'page' || !heads.ad) return { status: 200, known: true };
  const head = await heads.ad(request, page.section, page.id).catch(() => undefined);
  if (head === null) return { status: 404, head: `<title>${AD_NOT_FOUND_TITLE}</title>`, known: true };
  return { status: 200, head, known: true };
}

const API_PREFIXES = ['/api/', '/auth/', '/media/', '/dev-oidc/'];

export async function registerSpa(app: FastifyInstance, webDir: string, heads: PageHeads = {}) {
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
  const serverRender = indexHtml ? await loadServerRender(app, webDir) : undefined;
  if (indexHtml && !serverRender)
    app.log.warn(`No server render in ${webDir}: pages are drawn in the browser only`);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // HEAD answers as GET does (its body dropped by Node): monitors and link checkers ask with HEAD.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading || API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api') {
      return reply
        .status(404)
        .send(errorBody('not_found', `No such endpoint: ${request.method} ${pathname}`));
    }
    if (!indexHtml || /\.[a-z0-9]{2,5}$/i.test(pathname))
      return reply.status(404).type('text/plain').send('Not found');
    const { status, head, known } = await pageAnswer(request, pathname, heads);
    const drawn: SsrResult =
      known && serverRender
        ? await serverRender.render(request).catch((error: unknown) => {
            // The API or the render failed: the browser draws the page itself, as before SSR.
            request.log.error({ err: error }, 'server render failed');
            return { kind: 'skip' } as const;
          })
        : { kind: 'skip' };
    if (drawn.kind === 'redirect') return reply.redirect(drawn.location, 301);
    // A page's own <title> replaces the app's default one (a document has one title).
    let html = head?.includes('<title>') ? indexHtml.replace(/<title>[^<]*<\/title>/, '') : indexHtml;
    html = withLang(html, langOf(request.cookies[LANG_COOKIE]));
    // Function replacements: a string one would expand `$&`, `$\`` and `$'` written in an ad's title.
    const extraHead = [head, ...(drawn.kind === 'page' ? [serverRender!.preloads(drawn.modules, html)] : [])]
      .filter(Boolean)
      .join('\n');
    if (extraHead) html = html.replace('</head>', () => `${extraHead}\n</head>`);
    if (drawn.kind === 'page') html = withBoot(html);
    if (drawn.kind === 'page')
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${drawn.html}</div>\n<script type="application/json" id="${SSR_STATE_ID}">${drawn.state}</script>${drawn.outside ?? ''}`,
      );
    // A form's flashes (the ad it saved, its notice) are shown once, on the page drawn right after it
    // (decisions 208, 213).
    clearFormFlashes(request, reply, app.config);
    const body = await compressed(request, reply, html);
    // Every page depends on who asks: the language (<html lang/dir>, the drawn texts) and, for a drawn
    // page, the signed-in person come from the cookie; one with their data stays out of shared caches.
    reply.header('Vary', 'Accept-Encoding, Cookie');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', pageCacheControl(request, drawn))
      .send(body);
  });
}

/**
 * A drawn page shows its buttons before the app's code has run (decision 137), and its first frame and
 * photos get the line before the app's code does (decision 166). /boot.js, a tiny classic script at
 * the very top of <head> (a file, as the CSP allows no inline script), holds a tap on a control from
 * the first frame until the app has started and hands it over then; typing stays in the fields. Vite's
 * module script and every module preload leave the head for a JSON block, from which boot.js asks for
 * them once the page is painted and its high-priority photos are in.
 */
export function withBoot(html: string): string {
  let entry: string | undefined;
  const preload: string[] = [];
  const moved = html
    .replace(/[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  const holdTaps = (page: string) => page.replace(/<head>/, () => '<head>\n<script src="/boot.js"></script>');
  if (!entry) return holdTaps(html);
  // The addresses are the build's own file names; JSON.stringify keeps the block valid, and `<` cannot
  // occur in them, so the block cannot end early.
  const block = `<script type="application/json" id="${BOOT_BLOCK_ID}">${JSON.stringify({ entry, preload })}</script>`;
  return holdTaps(moved).replace('</head>', () => `${block}\n</head>`);
}

/** <html lang dir> from the `bs_lang` cookie, so an Urdu page is right to left from the first paint. */
function withLang(html: string, lang: Lang): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${lang}" dir="${dirOf(lang)}">`);
}

/** Tells the web app where photos are served from when a CDN or public bucket serves them. */
function withMediaBase(html: string, mediaPublicUrl: string | undefined): string {
  if (!mediaPublicUrl) return html;
  const meta = `<meta name="${MEDIA_META_NAME}" content="${escapeHtml(mediaPublicUrl)}">`;
  return html.replace('</head>', () => `${meta}\n</head>`);
}
