// CSRF defence (docs/architecture.md §5): every state-changing request must come from our own origin.
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
    const origin = request.headers.origin;
    if (origin !== allowed) throw forbidden(say('http.otherSite'));
  });
}
