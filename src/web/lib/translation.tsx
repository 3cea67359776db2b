// The interface's texts in components (decisions 130, 171): `useTranslation()` gives the page's `t`,
// made once per language by <TranslationProvider> and read from context. react-i18next's hook of the
// same name did the work per component instead (an i18n clone, a fixed t and a store subscription
// each): a home page of 50 cards spent a quarter of its hydration there on a slow phone.
//
// `t` is the one way a component looks a text up (decision 171): a key of the catalogue
// ('topBar.openMenu'), a text of src/domain by its English words ('Mobile Phones', a city, an option),
// and, as `t.message` and `t.error`, a message of the server or of the domain's validation by its code.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { English, PageSection, PageSections } from '../i18n/types';
import { addEnglishSection } from './i18n';
import type { Message } from '../../domain/messages';
import { fillTemplate, TEMPLATE_SLOT } from '../../domain/format/fill';
import { ApiRequestError } from './api/client';

type Values = Record<string, string | number>;

/**
 * What `t` takes beside a catalogue key: a text of src/domain, any string not written as a key of the
 * catalogue. A literal 'topBar.opnMenu' is refused here, so a mistyped key still fails typecheck
 * (i18next's own signature then says which key was meant); a string the domain's tables hold passes.
 */
type DomainText<S extends string> = S extends `${keyof English & string}.${string}`
  ? 'a key of the catalogue (src/web/i18n/en.ts)'
  : S;

/** The page's one lookup for a text: see the top of this file. */
export type Translate = TFunction<'translation'> & {
  /** A text of src/domain in the page's language, keyed by its English text, which is the fallback. */
  <S extends string>(text: DomainText<S>, values?: Values): string;
  /**
   * A message of the server or of the domain's validation (decision 154): its English text and, when
   * known, its code and values. An English page shows the English as it came; another language words
   * the code from its table (the `messages` namespace, which arrives with its catalogue, lib/i18n.ts).
   * A text without a code (an old notification, a message from a newer server) is shown as it came. It
   * does not load the table itself: a form that checks with zod passes its message's code (messageOf,
   * src/domain/messages.ts).
   */
  message(english: string, message?: Message): string;
  /** What an error says: an API error's message worded (`message`), anything else `fallback`. */
  error(error: unknown, fallback: string): string;
};

interface Texts {
  t: Translate;
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

type Lookup = (text: string, values?: Values) => string;

/**
 * A catalogue text whose '{{name}}' slots are exactly the values given, filled; else undefined, and
 * i18next words it: a text that nests ('$t(') or formats ('{{price, number}}'), a slot without a
 * value, or a value that is no slot (a count picks a plural, a context a variant). A card's 'More
 * actions for {{title}}' is asked on every card, and i18next's `t` with values was a tenth of a
 * server render.
 */
function filledTemplate(i18n: I18n, lang: string, key: string, values: Values): string | undefined {
  const text: unknown = i18n.getResource(lang, 'translation', key);
  if (typeof text !== 'string' || text.includes('$t(')) return undefined;
  const used = new Set<string>();
  const out = text.replace(TEMPLATE_SLOT, (_, name: string) => {
    used.add(name);
    return values[name] === undefined ? '{{' : String(values[name]);
  });
  return out.includes('{{') || used.size !== Object.keys(values).length ? undefined : out;
}

/** How every key of the catalogue is written: names joined by dots ('sell.fieldsNeed_one'). */
const KEY_SHAPE = /^[A-Za-z]\w*(?:\.\w+)+$/;

/** The domain's texts are keyed by their English text, which is also the fallback; kept like `t`'s. */
function domainLookup(i18n: I18n, lang: string): Lookup {
  const t = i18n.getFixedT(lang, 'domain');
  const options = (text: string) =>
    ({ keySeparator: false, nsSeparator: false, defaultValue: text }) as const;
  const viaI18next = (text: string) => t(text, options(text)) as string;
  const plain = keep((text) =>
    text.includes('{{') ? viaI18next(text) : (fromCatalogue(i18n, lang, 'domain', text, true) ?? text),
  );
  return (text, values) => (values ? (t(text, { ...options(text), ...values }) as string) : plain(text));
}

/**
 * A message in the page's language (Translate['message']). A value may be a domain word itself (a
 * field's label, 'price' in 'Choose a price…'), worded through the domain's texts.
 */
function messages(i18n: I18n, lang: string, domain: Lookup): Translate['message'] {
  return (english, message) => {
    if (!message || lang === 'en') return english;
    const template: unknown = i18n.getResource(lang, 'messages', message.code, { keySeparator: false });
    if (typeof template !== 'string') return english;
    const values: Values = {};
    for (const [name, value] of Object.entries(message.values ?? {})) {
      if (typeof value !== 'string') values[name] = value;
      else {
        const capital = value.charAt(0).toUpperCase() + value.slice(1);
        const worded = domain(value);
        const wordedCapital = domain(capital);
        values[name] = worded !== value ? worded : wordedCapital !== capital ? wordedCapital : value;
      }
    }
    return fillTemplate(template, values);
  };
}

/**
 * The page's `t`. A key of the catalogue first: plain ones ('Save ad', 'Photos') read from the
 * catalogue once each, calls with values (interpolation, plurals) go to i18next. Anything the
 * catalogue has no key for is a domain text (the `domain` namespace, its English as the fallback).
 * Catalogue keys are paths of sections ('sell.postIn') and domain texts are words, so the two never
 * meet: translation.test.ts proves it for every key and every domain text. A new language makes a new
 * `t`, so new caches.
 */
function translate(i18n: I18n, lang: string): Translate {
  const catalogue = i18n.getFixedT(lang, 'translation') as unknown as (...args: unknown[]) => string;
  const domain = domainLookup(i18n, lang);
  // A key i18next resolves to a text, in this language or English, plurals included when a count is
  // given. Only a path of names is asked: a word ('home', a brand typed as 'Chat') is a domain text
  // even where the catalogue has a section of that name.
  const isKey = (key: string, values?: object) =>
    KEY_SHAPE.test(key) &&
    i18n.exists(key, { ...values, lng: lang, ns: 'translation', nsSeparator: false, returnObjects: false });
  const plain = keep((key) =>
    KEY_SHAPE.test(key)
      ? (fromCatalogue(i18n, lang, 'translation', key, false) ?? (isKey(key) ? catalogue(key) : domain(key)))
      : domain(key),
  );
  const word = messages(i18n, lang, domain);
  const t = (key: string | string[], ...rest: unknown[]) => {
    if (typeof key !== 'string') return catalogue(key, ...rest);
    const [values] = rest;
    if (values === undefined && rest.length < 2) return plain(key);
    if (typeof values !== 'object' || values === null || rest.length > 1) return catalogue(key, ...rest);
    const quick = filledTemplate(i18n, lang, key, values as Values);
    if (quick !== undefined) return quick;
    return isKey(key, values) ? catalogue(key, values) : domain(key, values as Values);
  };
  return Object.assign(t, {
    message: word,
    error: (error: unknown, fallback: string) =>
      error instanceof ApiRequestError ? word(error.message, error.codes.message) : fallback,
  }) as unknown as Translate;
}

/**
 * The texts of a language: what the provider gives its tree, and what the test compares. Kept per
 * instance and language, so every tree given the same instance shares one `t` and its caches: the
 * server draws every page of a language with one instance (entry-server.tsx), and a page's texts
 * resolved once serve every later page.
 */
const kept = new WeakMap<I18n, Map<string, Texts>>();
export function textsFor(i18n: I18n, lang: string): Texts {
  let byLang = kept.get(i18n);
  if (!byLang) kept.set(i18n, (byLang = new Map()));
  let texts = byLang.get(lang);
  if (!texts) byLang.set(lang, (texts = { t: translate(i18n, lang), i18n, lang }));
  return texts;
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
