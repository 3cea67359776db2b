// What every cookie of ours is unless it says otherwise (docs/architecture.md §5): HttpOnly,
// SameSite=Lax, Secure in production, the whole site. The sign-in cookies (auth/cookies.ts) and the
// saved-ad flash of a form without the app (form-posts.ts) start from it.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

export const cookieOptions = (config: Config): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.production,
  path: '/',
});

/** A one-shot flash lives a minute: long enough for the page the redirect leads to. */
export const FLASH_SECONDS = 60;
