// The interface languages: English, the default and the wording of docs/product.md, and Urdu, written
// right to left. The choice lives in the `bs_lang` cookie, which the client sets on a switch and the
// server reads to put lang/dir on <html> before the first paint.
export const LANGS = ['en', 'ur'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'bs_lang';
/** One year, in seconds. */
const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The cookie as the app writes it on a switch, and as the server's switch sets it (decision 217): the
 * whole site for a year, sent on a link followed from another page (Lax), read by the app (so not
 * HttpOnly).
 */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Where the server's switch lives: `/lang/:lang?back=<path and query>`. */
export const LANG_SWITCH_PATH = '/lang';

/**
 * The switch as a link (decision 217): the server sets the cookie and sends the browser back to
 * `back` (a path of this site, query included), so it works before the app and without it.
 */
export function langSwitchHref(lang: Lang, back: string): string {
  return `${LANG_SWITCH_PATH}/${lang}?back=${encodeURIComponent(back)}`;
}

/** Each language under its own name, as a switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', ur: 'اردو' };

/** The BCP 47 locale that Intl formats numbers and dates with. */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-PK', ur: 'ur-PK' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ur' ? 'rtl' : 'ltr';
}

/** The language a cookie value names (e.g. Fastify's parsed `bs_lang`); English when absent or unknown. */
export function langOf(value: string | undefined): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
