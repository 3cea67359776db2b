// The page's one `t` (translation.tsx) must say exactly what i18next says: for every key of the
// catalogue and every domain text, in English and in Urdu, with and without values. Both go through
// the same `t`, so these also prove that no domain text is taken for a key, nor a key for a domain text.
// And its messages: the code worded on an Urdu page, the English as it came on an English one.
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../domain/format/fill';
import { LANGS } from '../../domain/lang';
import { messageOf, say } from '../../domain/messages';
import { UR_MESSAGES } from '../../domain/messages-ur';
import { domainTexts } from '../../../test/support/web/domain-texts';
import { en } from '../i18n/en';
import { enAdmin } from '../i18n/en-admin';
import { enChat } from '../i18n/en-chat';
import { enMyAds } from '../i18n/en-my-ads';
import { enOwner } from '../i18n/en-owner';
import { enSell } from '../i18n/en-sell';
import { enSettings } from '../i18n/en-settings';
import { enPhones } from '../i18n/en-phones';
import { flatten } from '../../../test/support/web/flatten';
import { urDomain } from '../i18n/ur';
import { ApiRequestError } from './api/client';
import { addEnglishSection, createI18n, loadCatalogue } from './i18n';
import { textsFor } from './translation';

const keys = [
  ...flatten({
    ...en,
    chat: { ...en.chat, ...enChat },
    admin: enAdmin,
    sell: enSell,
    settings: enSettings,
    phones: enPhones,
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
    addEnglishSection(i18n, 'phones', enPhones);
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

  it('fill the slots of every key as i18next does, whichever values it is given', async () => {
    const { i18n, texts } = await setup();
    const t = i18n.getFixedT(lang, 'translation') as unknown as (key: string, values?: object) => string;
    let quick = 0;
    for (const key of keys) {
      const text = String(i18n.getResource(lang, 'translation', key) ?? '');
      const slots = [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name!);
      // Exactly the slots (the quick way), one short, and one more than asked.
      const exact = Object.fromEntries(slots.map((name, i) => [name, i % 2 ? `v${i}` : i]));
      const short = Object.fromEntries(slots.slice(1).map((name) => [name, 'x']));
      for (const values of [exact, short, { ...exact, extra: 'y' }, { ...exact, context: 'male' }]) {
        expect(texts.t(key as never, values as never), `${key} ${JSON.stringify(values)}`).toBe(
          t(key, values),
        );
        expect(texts.t(key as never, values as never), key).toBe(t(key, values));
      }
      if (slots.length > 0) quick += 1;
    }
    // The quick way was taken for real: the catalogue has many texts with slots.
    expect(quick).toBeGreaterThan(50);
  });

  it('give every domain text the text i18next gives it, through the same t', async () => {
    const { i18n, texts } = await setup();
    const t = i18n.getFixedT(lang, 'domain');
    const viaI18next = (text: string, values?: object) =>
      t(text, { keySeparator: false, nsSeparator: false, defaultValue: text, ...values }) as string;
    // A word that names a section of the catalogue ('home', 'chat') is a domain text too.
    for (const text of [...domainTexts(), 'A text no catalogue has. Really.', 'home', 'chat']) {
      expect(texts.t(text), text).toBe(viaI18next(text));
      expect(texts.t(text), text).toBe(viaI18next(text));
      expect(texts.t(text, { location: 'Lahore' }), text).toBe(viaI18next(text, { location: 'Lahore' }));
    }
  });
});

describe('messages', () => {
  const setup = async (lang: 'en' | 'ur') => textsFor(createI18n(lang, await loadCatalogue(lang)), lang).t;
  // 'Price is required': the code's template, with a value that is a domain word ('price').
  const english = say('form.required', { label: 'price' });

  it('are shown as they came on an English page', async () => {
    const t = await setup('en');
    expect(t.message(english, messageOf(english))).toBe(english);
    expect(t.message('A newer server’s words')).toBe('A newer server’s words');
  });

  it('are worded from their code on an Urdu page, a domain word among the values worded too', async () => {
    const t = await setup('ur');
    const said = messageOf(english)!;
    expect(said.code).toBe('form.required');
    expect(t.message(english, said)).toBe(
      fillTemplate(UR_MESSAGES['form.required'], { label: urDomain.Price! }),
    );
    expect(t.message('A newer server’s words')).toBe('A newer server’s words');
    expect(t.message(english, { code: 'no.such' as never })).toBe(english);
  });

  it('word an API error, and give anything else its fallback', async () => {
    const t = await setup('ur');
    const error = new ApiRequestError(400, 'validation', english, undefined, { message: messageOf(english) });
    expect(t.error(error, 'fallback')).toBe(t.message(english, messageOf(english)));
    expect(t.error(new Error(english), 'fallback')).toBe('fallback');
  });
});
