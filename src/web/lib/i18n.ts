// The interface's texts go through i18next (decision 126). `createI18n(lang)` builds a ready instance
// per app (the browser) or per request (a server render), English always bundled; the Urdu catalogue
// is its own chunk, fetched when a page is in Urdu (loadCatalogue) so English pages never carry it.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LANG, type Lang } from '../../domain/lang';
import { en } from '../i18n/en';
import type { Catalogue, DomainTexts, PageSection, PageSections } from '../i18n/types';

export interface Bundle {
  /** English's lacks the sections that come with their pages (addEnglishSection). */
  translation: Catalogue | typeof en;
  /** Option lists, field labels and category texts of src/domain, keyed by their English text. */
  domain: DomainTexts;
  /**
   * The wording of each code of the message table (src/domain/messages.ts). English pages have none:
   * they show the server's English text as it came (`t.message`, lib/translation.tsx).
   */
  messages: Record<string, string>;
}

const english: Bundle = { translation: en, domain: {}, messages: {} };

/** The catalogue of a language: English at once, Urdu from its own chunk. */
export async function loadCatalogue(lang: Lang): Promise<Bundle> {
  if (lang === 'en') return english;
  const { ur, urDomain, urMessages } = await import('../i18n/ur');
  return { translation: ur, domain: urDomain, messages: urMessages };
}

/** A ready i18next instance in `lang`; pass the bundle of a language other than English. */
export function createI18n(lang: Lang, bundle?: Bundle): I18n {
  // The English catalogue's `chat` is copied: addEnglishSection adds to this instance's, not to en.ts's.
  const resources: Resource = { en: { ...english, translation: { ...en, chat: { ...en.chat } } } };
  if (lang !== 'en' && bundle) resources[lang] = { ...bundle };
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    ns: ['translation', 'domain', 'messages'],
    defaultNS: 'translation',
    resources,
    initAsync: false,
    // React escapes what it renders; escaping here would show '&amp;' in 'Post & Add'.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Adds a section of the English catalogue that travels with its pages (i18n/en-chat.ts, en-admin.ts)
 * to `i18n`, once. Other languages' catalogues arrive whole (loadCatalogue).
 */
export function addEnglishSection<S extends PageSection>(
  i18n: I18n,
  section: S,
  texts: PageSections[S],
): void {
  const [first] = Object.keys(texts);
  if (i18n.getResource('en', 'translation', `${section}.${first}`) === undefined)
    i18n.addResourceBundle('en', 'translation', { [section]: texts }, true, false);
}
