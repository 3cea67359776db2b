// The language switch: one button naming the other language in its own script ('اردو' on
// English pages, 'English' on Urdu ones), in the top bar, the phone drawer and Settings. The choice
// is kept in the bs_lang cookie, so a reload, and the server's first paint, use it too.
import { useTranslation } from '../lib/translation';
import { LANG_NAMES, type Lang } from '../../domain/lang';
import { useLang, useSetLang } from '../lib/use-lang';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const setLang = useSetLang();
  const other: Lang = lang === 'en' ? 'ur' : 'en';
  const name = LANG_NAMES[other];
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void setLang(other)}
      title={t('lang.switchTo', { name })}
      className={`min-h-11 items-center rounded-lg border border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
    >
      {name}
    </button>
  );
}

/** Both languages as a choice, for Settings. */
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
