// Who may keep a page (decision 144). A page asked for with a live session is `private, no-store`
// whatever it shows: the service worker (src/web/sw.ts), the browser's back/forward and disk caches
// and every proxy leave it alone, so a phone signed out elsewhere and then offline cannot show the
// next person who picks it up a page drawn for the last one. Signed-out pages hold nobody's data and
// stay `no-cache` (kept, asked again each time), which is what lets a page open offline at all.
import type { FastifyRequest } from 'fastify';
import type { SsrResult } from '../../domain/ssr';
import { FORM_FLASH_COOKIES } from './form-posts';

const PERSONAL_PAGE_CACHE = 'private, no-store';
const PUBLIC_PAGE_CACHE = 'no-cache';

/**
 * The Cache-Control of a page: decided by the session, not by what the render happened to fetch. A
 * page drawn right after a form, with its notice ('You are logged out successfully.', decision 213),
 * is shown once: kept, it would say so again offline.
 */
export function pageCacheControl(request: FastifyRequest, drawn: SsrResult): string {
  const once = request.cookies[FORM_FLASH_COOKIES.notice] !== undefined;
  const personal = once || request.user != null || (drawn.kind === 'page' && drawn.personal);
  return personal ? PERSONAL_PAGE_CACHE : PUBLIC_PAGE_CACHE;
}
