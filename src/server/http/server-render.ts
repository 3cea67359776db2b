// Loads the web app's server render from the build (WEB_DIR/.ssr/entry-server.js, made by
// scripts/build-web.ts) and gives it what it needs per request: the visitor's language and a way to
// call this app's own API in process with their cookie, so the rules of who may see what live once, in
// the API routes (decision 120). The server never imports web code; it loads the built file by path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langOf, LANG_COOKIE } from '../../domain/lang';
import type { ApiAnswer, SsrRender, SsrResult } from '../../domain/ssr';
import { isUuid } from '../../domain/ids';
import { FORM_FLASH_COOKIES } from './form-posts';
import { isFormNotice } from '../../domain/form-notices';

export interface ServerRender {
  render(request: FastifyRequest): Promise<SsrResult>;
  /** <link rel="modulepreload"> tags for the chunks of these page modules not already in the shell. */
  preloads(modules: string[], shell: string): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export async function loadServerRender(
  app: FastifyInstance,
  webDir: string,
): Promise<ServerRender | undefined> {
  const file = path.join(webDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const { render } = (await import(pathToFileURL(file).href)) as { render: SsrRender };
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  return {
    async render(request) {
      // The page's calls are this request's: they carry the person found for it (auth/plugin.ts).
      const session = app.lendSession(request);
      try {
        return await render({
          url: request.url,
          lang: langOf(request.cookies[LANG_COOKIE]),
          callApi: (url, init) => callApi(app, request, url, session.headers, init.method),
          savedAd: savedFlash(request),
          notice: noticeFlash(request),
        });
      } finally {
        session.release();
      }
    },
    preloads(modules, shell) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      modules.forEach(visit);
      return [...files]
        .filter((f) => !shell.includes(`/${f}"`))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('\n');
    },
  };
}

/**
 * What the browser said of the page request (Fetch Metadata, Sec-Purpose) goes along, so the API
 * knows a page a person's browser opened from a prefetch or a script (an ad's views, decision 196).
 */
const PAGE_REQUEST_HEADERS = ['sec-fetch-dest', 'sec-fetch-mode', 'sec-fetch-site', 'sec-purpose', 'purpose'];

/**
 * One GET of our own API as the visitor: their cookie and address (rate limits count them, not us), and
 * the key under which the person found for the page request is lent.
 */
async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  lent: Record<string, string>,
  method = 'GET',
): Promise<ApiAnswer> {
  if (method !== 'GET') throw new Error(`A server render only reads; it asked for ${method} ${url}`);
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: {
      ...lent,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      ...Object.fromEntries(
        PAGE_REQUEST_HEADERS.flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
    },
    remoteAddress: request.ip,
  });
  const status = answer.statusCode;
  return {
    status,
    ok: status >= 200 && status < 300,
    // As a Response's json(): a promise, refused when the body is not JSON (an empty 204 included).
    json: async () => JSON.parse(answer.payload) as unknown,
  };
}

/** The ad of the saved-ad flash (form-posts.ts), when it is one: the server hands out only UUIDs. */
function savedFlash(request: FastifyRequest): string | undefined {
  const value = request.cookies[FORM_FLASH_COOKIES.savedAd];
  return value && isUuid(value) ? value.toLowerCase() : undefined;
}

/** The notice of a form just sent (form-posts.ts), when it names one the page knows. */
function noticeFlash(request: FastifyRequest) {
  const value = request.cookies[FORM_FLASH_COOKIES.notice];
  return isFormNotice(value) ? value : undefined;
}
