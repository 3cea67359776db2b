// Forms that post without the app (decision 208): a person whose app never came, or who browses with
// JavaScript off, sends a plain HTML form. The route does what its JSON twin does, behind the same
// guards (origin.ts, auth/guard.ts), and answers as a browser expects of a form: 303 back to the page it
// came from, a signed-out person to sign in and back (guard.ts), and an error as a page in the
// person's words (errors.ts), never JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { dirOf, langOf, LANG_COOKIE } from '../../domain/lang';
import { messageOf, MESSAGES } from '../../domain/messages';
import { UR_MESSAGES } from '../../domain/messages-ur';
import { fillTemplate } from '../../domain/format/fill';
import { safeReturnTo } from './return-to';
import { escapeHtml } from './html';
import { cookieOptions, FLASH_SECONDS } from './cookie-options';
import { FORM_POST_MAX_BYTES } from '../../domain/limits';
import type { FormNotice } from '../../domain/form-notices';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form posted without the app: answered with a redirect or a page, never JSON (form-posts.ts). */
    form?: true;
  }
}

/** Lets the routes of a plugin read `application/x-www-form-urlencoded` bodies, as an object of strings. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_POST_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * The page the form came from (its `back` field; a link's, such as the language switch's, is in its
 * query), if it is a path of this site; else home.
 */
export function formBack(request: FastifyRequest): string {
  const fields = (request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body) as
    { back?: unknown } | undefined;
  return safeReturnTo(fields?.back);
}

/** The answer to a form post that worked: the browser goes back to the page and draws it anew. */
export function backToPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.redirect(formBack(request), 303);
}

/** What went wrong, as a page in the person's language with a way back, with the error's status. */
export function formErrorPage(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  const lang = langOf(request.cookies?.[LANG_COOKIE]);
  const said = messageOf(message);
  const text = said && lang === 'ur' ? fillTemplate(UR_MESSAGES[said.code], said.values) : message;
  const backText = lang === 'ur' ? UR_MESSAGES['http.backToPage'] : MESSAGES['http.backToPage'];
  const html = `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>B/S</title></head>
<body><main><h1>${escapeHtml(text)}</h1><p><a href="${escapeHtml(formBack(request))}">${escapeHtml(backText)}</a></p></main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** What each flash holds: the ad a form just saved (decision 208), a notice of what it did (decision 213). */
interface FormFlashValues {
  savedAd: string;
  notice: FormNotice;
}

/**
 * What a form without the app leaves for the next page the server draws: HttpOnly, for a minute, read
 * by server-render.ts and shown on that page once (spa.ts clears them with it).
 */
export const FORM_FLASH_COOKIES: Record<keyof FormFlashValues, string> = {
  savedAd: 'bs_saved',
  notice: 'bs_notice',
};

export function setFormFlash<F extends keyof FormFlashValues>(
  reply: FastifyReply,
  config: Config,
  flash: F,
  value: FormFlashValues[F],
) {
  reply.setCookie(FORM_FLASH_COOKIES[flash], value, { ...cookieOptions(config), maxAge: FLASH_SECONDS });
}

/** Clears the flashes this request brought: the page drawn for it has shown them. */
export function clearFormFlashes(request: FastifyRequest, reply: FastifyReply, config: Config) {
  for (const name of Object.values(FORM_FLASH_COOKIES))
    if (request.cookies[name] !== undefined) reply.clearCookie(name, cookieOptions(config));
}
