// The language switch: one link naming the other language in its own script ('اردو' on English
// pages, 'English' on Urdu ones), in the top bar and the phone drawer. The choice is kept in the
// bs_lang cookie, so a reload, and the server's first paint, use it too.
//
// A link to the server's switch (decision 217: it sets the cookie and comes back to this page, drawn in
// that language), so it works before the app has come (boot.js leaves links to the browser) and with
// JavaScript off. Once the app runs, its click is cancelled and the app switches in place; the markup
// is the same on both sides of hydration (the page's address comes from the router on both).
// `data-in-place`: a link that does not navigate once the app runs, so the drawer it sits in does not
// wait for a navigation (use-close-on-back.ts).
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/translation';
import { LANG_NAMES, langSwitchHref, type Lang } from '../../domain/lang';
import { useLang, useSetLang } from '../lib/use-lang';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const setLang = useSetLang();
  const { pathname, search } = useLocation();
  const other: Lang = lang === 'en' ? 'ur' : 'en';
  const name = LANG_NAMES[other];
  return (
    <a
      href={langSwitchHref(other, pathname + search)}
      rel="nofollow"
      hrefLang={other}
      lang={other}
      data-in-place=""
      onClick={(event) => {
        event.preventDefault();
        void setLang(other);
      }}
      title={t('lang.switchTo', { name })}
      className={`min-h-11 items-center rounded-lg border border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
    >
      {name}
    </a>
  );
}

/**
 * Both languages as a choice, for Settings. Buttons, not links: Settings is drawn by the app alone
 * (never by the server), so there is no moment before the app to serve, and a pressed button says
 * which language is on.
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const lang = useLang();
  const setLang = useSetLang();
  return (
    <fieldset>
      <legend className="sr-only">{t('lang.label')}</legend>
      <div className="mt-2 flex gap-2">
        {(Object.keys(LANG_NAMES) as Lang[]).map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={l === lang}
            onClick={() => void setLang(l)}
            className={`min-h-11 rounded-lg border px-4 text-sm font-semibold ${l === lang ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-canvas'}`}
          >
            {LANG_NAMES[l]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
