// The interface's texts in components (decision 130): `useTranslation()` gives the page's `t`, made
// once per language by <TranslationProvider> and read from context. react-i18next's hook of the same
// name did the work per component instead (an i18n clone, a fixed t and a store subscription each):
// a home page of 50 cards spent a quarter of its hydration there on a slow phone.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

interface Texts {
  t: TFunction<'translation'>;
  /** A text of src/domain in the page's language, keyed by its English text (useDomainText). */
  domainText: (text: string, values?: Record<string, string | number>) => string;
  i18n: I18n;
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
 * `t` that keeps each plain key's text ('Save ad', 'Photos'): i18next resolves every call afresh.
 * Calls with values (interpolation, plurals) go straight through. A new language makes a new `t`,
 * so a new cache.
 */
function remembered<T extends TFunction<'translation'>>(t: T): T {
  const call = t as unknown as (...args: unknown[]) => string;
  const plain = keep((key) => call(key));
  const cached = (key: string | string[], ...rest: unknown[]) =>
    rest.length || typeof key !== 'string' ? call(key, ...rest) : plain(key);
  return cached as unknown as T;
}

/** The domain's texts are keyed by their English text, which is also the fallback; kept like `t`'s. */
function domainTexts(t: TFunction<'domain'>): Texts['domainText'] {
  const options = (text: string) =>
    ({ keySeparator: false, nsSeparator: false, defaultValue: text }) as const;
  const plain = keep((text) => t(text, options(text)) as string);
  return (text, values) => (values ? (t(text, { ...options(text), ...values }) as string) : plain(text));
}

export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => {
    // A switch made before this effect ran (it cannot be, but cheap to be sure) is picked up too.
    setLang(i18n.language);
    i18n.on('languageChanged', setLang);
    return () => i18n.off('languageChanged', setLang);
  }, [i18n]);
  const texts = useMemo(
    () => ({
      t: remembered(i18n.getFixedT(lang, 'translation')),
      domainText: domainTexts(i18n.getFixedT(lang, 'domain')),
      i18n,
    }),
    [i18n, lang],
  );
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

export function useTranslation(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTranslation needs a <TranslationProvider> (src/web/app/providers.tsx)');
  return texts;
}
