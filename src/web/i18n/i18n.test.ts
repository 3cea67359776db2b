import { describe, expect, it } from 'vitest';
import { addEnglishSection, createI18n, loadCatalogue } from '../lib/i18n';
import { domainTexts } from '../../../test/support/web/domain-texts';
import { en } from './en';
import { enAdmin } from './en-admin';
import { enChat } from './en-chat';
import { enMyAds } from './en-my-ads';
import { enOwner } from './en-owner';
import { enSell } from './en-sell';
import { enSettings } from './en-settings';
import { enPhones } from './en-phones';
import { enAccount } from './en-account';
import { enReviews } from './en-reviews';
import { enPriceGuide } from './en-price-guide';
import { enAdPage } from './en-ad-page';
import { flatten } from '../../../test/support/web/flatten';
import { readUrduWords } from '../../domain/search/urdu-words';
import { ur, urDomain } from './ur';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const english = flatten({
    ...en,
    chat: { ...en.chat, ...enChat },
    admin: enAdmin,
    sell: enSell,
    settings: enSettings,
    phones: enPhones,
    suspended: enAccount,
    myAds: enMyAds,
    owner: enOwner,
    reviews: enReviews,
    priceGuide: enPriceGuide,
    adPage: enAdPage,
  });
  const urdu = flatten(ur);

  it('suggest, on an Urdu page with no results, Urdu words that Urdu search reads', () => {
    const suggested = [...ur.search.none.matchAll(/“([^”]+)”/g)]
      .map((m) => m[1]!)
      .filter((w) => !w.includes('{{'));
    expect(suggested.length).toBeGreaterThan(0);
    for (const word of suggested) {
      expect(word).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(readUrduWords(word).trim()).toMatch(/^[a-z ]+$/);
    }
  });

  it('have exactly the same keys in English and Urdu', () => {
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...urdu]) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(urdu.get(key) as string), key).toEqual(placeholders(text as string));
    }
  });

  it('translate every text of src/domain the interface shows, with its placeholders', () => {
    const texts = domainTexts();
    expect(texts.size).toBeGreaterThan(100);
    for (const text of texts) {
      expect(urDomain[text]?.trim(), text).toBeTruthy();
      expect(placeholders(urDomain[text]!), text).toEqual(placeholders(text));
    }
    expect(Object.keys(urDomain).filter((k) => !texts.has(k))).toEqual([]);
  });
});

describe('createI18n', () => {
  it('speaks English by default, in the product’s wording', () => {
    const i18n = createI18n('en');
    expect(i18n.t('topBar.postAd')).toBe('+ Post & Add');
    expect(i18n.t('Mobiles', { ns: 'domain', defaultValue: 'Mobiles' })).toBe('Mobiles');
  });

  it('speaks Urdu with the Urdu catalogue, interpolating and mapping domain texts', async () => {
    const i18n = createI18n('ur', await loadCatalogue('ur'));
    expect(i18n.t('topBar.login')).toBe('لاگ اِن');
    expect(i18n.t('search.results', { count: 12 })).toBe('تلاش کے نتائج (12)');
    const domainWord = (text: string) =>
      i18n.t(text, { ns: 'domain', keySeparator: false, nsSeparator: false, defaultValue: text });
    expect(domainWord('Sq. Ft.')).toBe('مربع فٹ');
    expect(domainWord('Samsung')).toBe('Samsung');
  });
});

describe('addEnglishSection', () => {
  it("adds the chat pages' English texts to one instance only, once", () => {
    const page = createI18n('en');
    const other = createI18n('en');
    expect(page.t('chat.opening')).toBe('Opening chat');
    expect(page.exists('chat.title')).toBe(false);
    addEnglishSection(page, 'chat', enChat);
    addEnglishSection(page, 'chat', enChat);
    expect(page.t('chat.title')).toBe('Chats');
    expect(page.t('chat.blockTitle', { name: 'Ali' })).toBe('Block Ali?');
    expect(page.t('chat.opening')).toBe('Opening chat');
    // en.ts itself is untouched: another page's instance (a server render) still lacks them.
    expect(other.exists('chat.title')).toBe(false);
    expect(createI18n('en').exists('chat.title')).toBe(false);
  });
});
