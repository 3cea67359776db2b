// The catalogue fast path (translation.tsx) must say exactly what i18next says: for every key and
// every domain text, in English and in Urdu, with and without values.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../domain/lang';
import { domainTexts } from '../i18n/domain-texts';
import { en } from '../i18n/en';
import { enAdmin } from '../i18n/en-admin';
import { enChat } from '../i18n/en-chat';
import { enMyAds } from '../i18n/en-my-ads';
import { enOwner } from '../i18n/en-owner';
import { enSell } from '../i18n/en-sell';
import { enSettings } from '../i18n/en-settings';
import { flatten } from '../i18n/flatten';
import { addEnglishSection, createI18n, loadCatalogue } from './i18n';
import { textsFor } from './translation';

const keys = [
  ...flatten({
    ...en,
    chat: { ...en.chat, ...enChat },
    admin: enAdmin,
    sell: enSell,
    settings: enSettings,
    myAds: enMyAds,
    owner: enOwner,
  }).keys(),
];

describe.each(LANGS)('the texts of %s', (lang) => {
  const setup = async () => {
    const i18n = createI18n(lang, await loadCatalogue(lang));
    addEnglishSection(i18n, 'chat', enChat);
    addEnglishSection(i18n, 'admin', enAdmin);
    addEnglishSection(i18n, 'sell', enSell);
    addEnglishSection(i18n, 'settings', enSettings);
    addEnglishSection(i18n, 'myAds', enMyAds);
    addEnglishSection(i18n, 'owner', enOwner);
    return { i18n, texts: textsFor(i18n, lang) };
  };

  it('give every key the text i18next gives it, asked twice', async () => {
    const { i18n, texts } = await setup();
    const t = i18n.getFixedT(lang, 'translation') as unknown as (key: string, values?: object) => string;
    for (const key of keys) {
      expect(texts.t(key as never), key).toBe(t(key));
      expect(texts.t(key as never), key).toBe(t(key));
      expect(texts.t(key as never, { count: 3, name: 'Ali' } as never), key).toBe(
        t(key, { count: 3, name: 'Ali' }),
      );
    }
  });

  it('give every domain text the text i18next gives it', async () => {
    const { i18n, texts } = await setup();
    const t = i18n.getFixedT(lang, 'domain');
    const viaI18next = (text: string, values?: object) =>
      t(text, { keySeparator: false, nsSeparator: false, defaultValue: text, ...values }) as string;
    for (const text of [...domainTexts(), 'A text no catalogue has. Really.']) {
      expect(texts.domainText(text), text).toBe(viaI18next(text));
      expect(texts.domainText(text, { location: 'Lahore' }), text).toBe(
        viaI18next(text, { location: 'Lahore' }),
      );
    }
  });
});
