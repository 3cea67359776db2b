// The cookies of sign-in (docs/architecture.md §5): the session (HttpOnly, SameSite=Lax, Secure in
// production, Path=/), the short-lived sign-in transaction (only sent to /auth), and the one-shot
// flash the web app reads to show the sign-in toast (so it is not HttpOnly; it carries no secret).
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { AUTH_FLASH, type AuthFlash } from '../../domain/api';
import { SIGN_IN_TRANSACTION_SECONDS } from '../../domain/limits';
import { cookieOptions as base, FLASH_SECONDS } from '../http/cookie-options';
import { SESSION_COOKIE } from './sessions';

export const TRANSACTION_COOKIE = 'bs_signin';
const TRANSACTION_PATH = '/auth';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...base(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, base(config));
}

export function setTransactionCookie(reply: FastifyReply, config: Config, sealed: string) {
  reply.setCookie(TRANSACTION_COOKIE, sealed, {
    ...base(config),
    path: TRANSACTION_PATH,
    maxAge: SIGN_IN_TRANSACTION_SECONDS,
  });
}

export function clearTransactionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(TRANSACTION_COOKIE, { ...base(config), path: TRANSACTION_PATH });
}

export function setFlashCookie(reply: FastifyReply, config: Config, value: AuthFlash) {
  reply.setCookie(AUTH_FLASH.cookie, value, { ...base(config), httpOnly: false, maxAge: FLASH_SECONDS });
}
