// The interface languages: English, the default and the wording of docs/product.md, and Urdu, written
// right to left. The choice lives in the `bs_lang` cookie, which the client sets on a switch and the
// server reads to put lang/dir on <html> before the first paint.
export const LANGS = ['en', 'ur'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'bs_lang';
/** One year, in seconds. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

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
