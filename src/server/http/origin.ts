// CSRF defence (docs/architecture.md §5): every state-changing request must come from our own origin,
// JSON and HTML forms alike (decision 208).
// Browsers always send Origin on cross-origin POST/PUT/PATCH/DELETE, and on same-origin ones too
// (except very old ones), so a missing or foreign Origin on a change is refused with 403.
import { say } from '../../domain/messages';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on server-to-server endpoints that authenticate the caller otherwise (the dev issuer's token endpoint). */
    originCheck?: false;
  }
}

export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || request.routeOptions.config?.originCheck === false) return;
    // Current browsers also say where a request comes from in Sec-Fetch-Site, which a page cannot
    // set: a change must come from this very origin (a sibling subdomain is 'same-site').
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') throw forbidden(say('http.otherSite'));
    // An HTML form posted without the app (decision 208) carries `Origin: null`: our pages say
    // `Referrer-Policy: no-referrer`, and a browser then withholds a form's origin even from its own
    // site. Sec-Fetch-Site vouches for it instead; without that header 'null' is refused like any
    // other origin. The session cookie is SameSite=Lax, so another site's form arrives signed out.
    const origin = request.headers.origin;
    if (origin === 'null' && site === 'same-origin') return;
    if (origin !== allowed) throw forbidden(say('http.otherSite'));
  });
}
