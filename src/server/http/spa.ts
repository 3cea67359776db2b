// Unknown /api (and other machine) paths get the JSON 404 of ARCHITECTURE.md §4.
// Serves the built single-page app: hashed assets with long cache lives, and index.html for every
// page route (the browser router takes it from there). A page can add tags to <head> through
// `headFor`, which is how an ad's URL carries Open Graph tags for WhatsApp previews.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MEDIA_META_NAME } from '../../domain/media';
import { errorBody } from './errors';
import { escapeHtml } from './html';

export type HeadFor = (request: FastifyRequest, pathname: string) => Promise<string | undefined>;

const API_PREFIXES = ['/api/', '/auth/', '/media/', '/dev-oidc/'];

export async function registerSpa(app: FastifyInstance, webDir: string, headFor?: HeadFor) {
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
    const head = headFor ? await headFor(request, pathname).catch(() => undefined) : undefined;
    // A page's own <title> replaces the app's default one (a document has one title).
    const base = head?.includes('<title>') ? indexHtml.replace(/<title>[^<]*<\/title>/, '') : indexHtml;
    // A function replacement: a string one would expand `$&`, `$\`` and `$'` written in an ad's title.
    const html = head ? base.replace('</head>', () => `${head}\n</head>`) : indexHtml;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}

/** Tells the web app where photos are served from when a CDN or public bucket serves them. */
function withMediaBase(html: string, mediaPublicUrl: string | undefined): string {
  if (!mediaPublicUrl) return html;
  const meta = `<meta name="${MEDIA_META_NAME}" content="${escapeHtml(mediaPublicUrl)}">`;
  return html.replace('</head>', () => `${meta}\n</head>`);
}
