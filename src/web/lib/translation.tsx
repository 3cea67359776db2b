// The interface's texts in components (decision 130): `useTranslation()` gives the page's `t`, made
// once per language by <TranslationProvider> and read from context. react-i18next's hook of the same
// name did the work per component instead (an i18n clone, a fixed t and a store subscription each):
// a home page of 50 cards spent a quarter of its hydration there on a slow phone.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { PageSection, PageSections } from '../i18n/types';
import { addEnglishSection } from './i18n';
import type { Message } from '../../domain/messages';
import { fillTemplate } from '../../domain/format/fill';
import { ApiRequestError } from './api';

interface Texts {
  t: TFunction<'translation'>;
  /** A text of src/domain in the page's language, keyed by its English text (useDomainText). */
  domainText: (text: string, values?: Record<string, string | number>) => string;
  i18n: I18n;
  /**
   * The language these texts are in: React state, never i18n.language read at render. A part of a
   * drawn page still to be hydrated when the language changes is hydrated first with the language it
   * was drawn in (selective hydration), and i18next's object has already moved on by then (decision 137).
   */
  lang: string;
}

const TextsContext = createContext<Texts | null>(null);

/** Each key's text, resolved once: a page of cards asks for the same few hundreds of times. */
function keep(resolve: (key: string) => string): (key: string) => string {
  const texts = new Map<string, string>();
  return (key) => {
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = resolve(key)));
    return text;
  };
}

/**
 * A plain text straight from the catalogue, or undefined when i18next must do the work: a key the
 * language lacks (fallback to English), or a text that nests or interpolates. i18next's `t` parses
 * the key, merges options and runs the interpolator for every text, ~40 ms of a cold hydration on a
 * 4× slowed phone CPU; this is one lookup. translation.test.ts holds every key to i18next's answer.
 */
function fromCatalogue(i18n: I18n, lang: string, ns: string, key: string, flat: boolean): string | undefined {
  const text: unknown = i18n.getResource(lang, ns, key, flat ? { keySeparator: false } : undefined);
  if (typeof text !== 'string' || text.includes('{{') || text.includes('$t(')) return undefined;
  return text;
}

/**
 * `t` that reads plain keys ('Save ad', 'Photos') from the catalogue, once each. Calls with values
 * (interpolation, plurals) go to i18next. A new language makes a new `t`, so a new cache.
 */
function plainT(i18n: I18n, lang: string): Texts['t'] {
  const t = i18n.getFixedT(lang, 'translation');
  const call = t as unknown as (...args: unknown[]) => string;
  const plain = keep((key) => fromCatalogue(i18n, lang, 'translation', key, false) ?? call(key));
  const cached = (key: string | string[], ...rest: unknown[]) =>
    rest.length || typeof key !== 'string' ? call(key, ...rest) : plain(key);
  return cached as unknown as Texts['t'];
}

/** The domain's texts are keyed by their English text, which is also the fallback; kept like `t`'s. */
function domainTexts(i18n: I18n, lang: string): Texts['domainText'] {
  const t = i18n.getFixedT(lang, 'domain');
  const options = (text: string) =>
    ({ keySeparator: false, nsSeparator: false, defaultValue: text }) as const;
  const viaI18next = (text: string) => t(text, options(text)) as string;
  const plain = keep((text) =>
    text.includes('{{') ? viaI18next(text) : (fromCatalogue(i18n, lang, 'domain', text, true) ?? text),
  );
  return (text, values) => (values ? (t(text, { ...options(text), ...values }) as string) : plain(text));
}

/** The texts of a language: what the provider gives its tree, and what the test compares. */
export function textsFor(i18n: I18n, lang: string): Texts {
  return { t: plainT(i18n, lang), domainText: domainTexts(i18n, lang), i18n, lang };
}

export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => {
    // A switch made before this effect ran (it cannot be, but cheap to be sure) is picked up too.
    setLang(i18n.language);
    i18n.on('languageChanged', setLang);
    return () => i18n.off('languageChanged', setLang);
  }, [i18n]);
  const texts = useMemo(() => textsFor(i18n, lang), [i18n, lang]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

export function useTranslation(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTranslation needs a <TranslationProvider> (src/web/app/providers.tsx)');
  return texts;
}

/** A page's own section of the English catalogue (i18n/en-chat.ts…), added before it looks up a text. */
export function useEnglishSection<S extends PageSection>(section: S, texts: PageSections[S]): void {
  addEnglishSection(useTranslation().i18n, section, texts);
}

// useMessageText: messages of the server and of the domain's validation in the page's language
// (decision 154). A message comes with its code in the table of src/domain/messages.ts and its values; an English page
// shows the English text as it came, an Urdu page words the code from the Urdu table, which arrives
// with the Urdu catalogue (lib/i18n.ts). A text without a code (an old notification, a message from a
// newer server) is shown as it came. It does not load the table itself: a form that checks
// with zod passes the code of its message (messageOf, src/domain/messages.ts).
export interface MessageText {
  /** A message in the page's language: its English text and, when known, its code and values. */
  (english: string, message?: Message): string;
  /** What an error says: an API error's message worded, anything else `fallback`. */
  error(error: unknown, fallback: string): string;
}

export function useMessageText(): MessageText {
  const { i18n, lang, domainText } = useTranslation();
  const word = useCallback(
    (english: string, message?: Message) => {
      if (!message || lang === 'en') return english;
      const template: unknown = i18n.getResource(lang, 'messages', message.code, { keySeparator: false });
      if (typeof template !== 'string') return english;
      // A value may be a domain word itself (a field's label, 'price' in 'Choose a price…').
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(message.values ?? {})) {
        if (typeof value !== 'string') values[name] = value;
        else {
          const capital = value.charAt(0).toUpperCase() + value.slice(1);
          const worded = domainText(value);
          const wordedCapital = domainText(capital);
          values[name] = worded !== value ? worded : wordedCapital !== capital ? wordedCapital : value;
        }
      }
      return fillTemplate(template, values);
    },
    [i18n, lang, domainText],
  );
  return useMemo(
    () =>
      Object.assign((english: string, message?: Message) => word(english, message), {
        error: (error: unknown, fallback: string) =>
          error instanceof ApiRequestError ? word(error.message, error.codes.message) : fallback,
      }),
    [word],
  );
}
