// The page's language in components: which one (useLang), switching it (useSetLang), and formats in
// it (useFormat), so no component picks a locale itself. Its texts are the page's `t` (translation.tsx).
import { useCallback, useMemo } from 'react';
import { useTranslation } from './translation';
import type { CategoryKey } from '../../domain/categories';
import {
  formatPrice,
  groupDigits,
  perMonthSuffix,
  priceInWords,
  formatRoundPrice,
  formatPriceRange,
  priceLabel,
  timeAgo,
} from '../../domain/format';
import {
  dirOf,
  isLang,
  LANG_COOKIE,
  langCookie,
  DEFAULT_LANG,
  INTL_LOCALES,
  type Lang,
} from '../../domain/lang';
import { highlightWording } from '../../domain/format/fact-wording';
import { loadCatalogue } from './i18n';

export function useLang(): Lang {
  const { lang } = useTranslation();
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** The language the `bs_lang` cookie asks for; English when there is none. */
export function langFromDocument(): Lang {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`));
  return isLang(match?.[1]) ? match[1] : DEFAULT_LANG;
}

/** <html lang dir>: the server sets them from the cookie for the first paint; a switch updates them. */
export function applyDocumentLang(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

export function useSetLang() {
  const { i18n } = useTranslation();
  return useCallback(
    async (lang: Lang) => {
      if (!i18n.hasResourceBundle(lang, 'translation')) {
        const bundle = await loadCatalogue(lang);
        i18n.addResourceBundle(lang, 'translation', bundle.translation);
        i18n.addResourceBundle(lang, 'domain', bundle.domain);
        i18n.addResourceBundle(lang, 'messages', bundle.messages);
      }
      document.cookie = langCookie(lang);
      await i18n.changeLanguage(lang);
      applyDocumentLang(lang);
    },
    [i18n],
  );
}

/** A card's fact ('4 beds', '20 Marla', 'Non-PTA') in the page's language, through the page's `t`. */
export function useFactText(): (fact: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (fact: string) => {
      const { text, values } = highlightWording(fact);
      return t(text, values);
    },
    [t],
  );
}

/** Prices and times in the page's language (the helpers of src/domain/format, given the locale). */
export function useFormat() {
  const lang = useLang();
  return useMemo(
    () => ({
      lang,
      price: (amount: number) => formatPrice(amount),
      priceWords: (amount: number) => priceInWords(amount, lang),
      roundPrice: (amount: number) => formatRoundPrice(amount, lang),
      priceRange: (low: number, high: number) => formatPriceRange(low, high, lang),
      priceLabel: (category: CategoryKey, price: number) => priceLabel(category, price, lang),
      perMonth: () => perMonthSuffix(lang),
      timeAgo: (date: string | Date) => timeAgo(date, new Date(), lang),
      number: (n: number) => (Number.isInteger(n) ? groupDigits(n) : n.toLocaleString(INTL_LOCALES[lang])),
    }),
    [lang],
  );
}
