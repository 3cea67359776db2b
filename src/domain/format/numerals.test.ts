// Numbers typed in Urdu (decision 188): every number field reads them through the same parsers, so
// these cases hold for the post form, the filter sheet, the filter panel and the search box alike.
import { describe, expect, it } from 'vitest';
import { parseQueryFilters } from '../search/query-filters';
import { formatPhone, isValidPhone } from './phone';
import { latinDigits, readableNumberText } from './numerals';
import { formatRoundPrice, parsePrice } from './price';
import { parsePriceText, PRICE_TEXT_MESSAGE } from './price-text';

describe('Urdu and Arabic digits', () => {
  it.each([
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۱٫۸', '1.8'],
    ['۱٬۸۰٬۰۰۰', '1,80,000'],
    ['۱،۸۰،۰۰۰', '1,80,000'],
    ['Honda ۷۰', 'Honda 70'],
    ['قیمت، مناسب', 'قیمت، مناسب'], // a comma between words stays a comma of the sentence
  ])('%s reads as %s', (typed, read) => {
    expect(latinDigits(typed)).toBe(read);
  });

  it('reads the Arabic keyboard forms of Urdu letters as Urdu', () => {
    expect(readableNumberText('۲ لاكھ')).toBe('2 لاکھ');
  });
});

describe('prices typed in Urdu', () => {
  it.each([
    ['۱۸۰۰۰۰', 180_000],
    ['١٨٠٠٠٠', 180_000],
    ['1.8 لاکھ', 180_000],
    ['۱٫۸ لاکھ', 180_000],
    ['۱.۸ لاکھ', 180_000],
    ['2 لاکھ', 200_000],
    ['4.5 لاکھ', 450_000],
    ['4.5لاکھ', 450_000],
    ['۲ لاكھ', 200_000],
    ['2 لاکه', 200_000],
    ['45 ہزار', 45_000],
    ['۴۵ ہزار روپے', 45_000],
    ['1.2 کروڑ', 12_000_000],
    ['۲ کروڑ', 20_000_000],
    ['روپے 45000', 45_000],
    ['45,000 روپے', 45_000],
    ['۴۵٬۰۰۰', 45_000],
    ['Rs. ۴۵۰۰۰', 45_000],
    ['۴.۵ lac', 450_000],
    ['2 lac', 200_000],
    ['40 lac', 4_000_000],
    ['1,80,000', 180_000],
  ])('reads %s as %i rupees', (typed, rupees) => {
    expect(parsePriceText(typed)).toMatchObject({ ok: true, rupees });
  });

  it("shows back what it read: '1.8 لاکھ' → Rs. 180,000", () => {
    expect(parsePriceText('1.8 لاکھ')).toEqual({ ok: true, rupees: 180_000, shown: 'Rs. 180,000' });
  });

  it.each(['لاکھ', 'دو لاکھ', '2 سیب', '۲.۵.۵ لاکھ', '2 لاکھ 3', '-۵', 'لاکھ 2'])(
    'refuses %j with a message',
    (typed) => {
      expect(parsePriceText(typed)).toEqual({ ok: false, message: PRICE_TEXT_MESSAGE });
    },
  );

  it('refuses an Urdu amount above the largest price', () => {
    expect(parsePriceText('5000 کروڑ').ok).toBe(false);
  });

  it.each([
    ['۴۵۰۰۰', 45_000],
    ['۴۵,۰۰۰', 45_000],
    ['۱۰.۵', 10.5],
  ])('a plain number field reads %s as %d', (typed, value) => {
    expect(parsePrice(typed)).toBe(value);
  });
  it.each(['۴۵ ہزار', 'abc'])('a plain number field refuses %j', (typed) => {
    expect(parsePrice(typed)).toBeUndefined();
  });
});

describe('phone numbers typed on an Urdu keyboard', () => {
  it.each([
    ['۰۳۰۰۱۲۳۴۵۶۷', '0300-1234567'],
    ['۰۳۰۰-۱۲۳۴۵۶۷', '0300-1234567'],
    ['+۹۲ ۳۰۰ ۱۲۳۴۵۶۷', '0300-1234567'],
    ['٠٣٠٠١٢٣٤٥٦٧', '0300-1234567'],
  ])('%s is %s', (typed, stored) => {
    expect(isValidPhone(typed)).toBe(true);
    expect(formatPhone(typed)).toBe(stored);
  });
  it.each(['۰۳۰۰۱۲۳', '۰۴۲۱۲۳۴۵۶۷۸', '۰۳۰۰۱۲۳۴۵۶۷۸'])('%s is not a Pakistani mobile', (typed) => {
    expect(isValidPhone(typed)).toBe(false);
  });
});

describe('Urdu price and area phrases in the search box', () => {
  it.each([
    ['2 لاکھ سے کم آئی فون', { maxPrice: '200000' }],
    ['۲ لاکھ سے کم', { maxPrice: '200000' }],
    ['5 لاکھ تک', { maxPrice: '500000' }],
    ['5 لاکھ سے زیادہ', { minPrice: '500000' }],
    ['20 ہزار سے اوپر', { minPrice: '20000' }],
    ['gari karachi 40 lac tak', { maxPrice: '4000000', location: 'Karachi' }],
    ['corolla 40 lac se kam', { maxPrice: '4000000' }],
    ['bike 50 hazar se upar', { minPrice: '50000' }],
    ['1 سے 2 لاکھ', { minPrice: '100000', maxPrice: '200000' }],
  ])('%s → %o', (typed, params) => {
    expect(parseQueryFilters(typed).params).toEqual(params);
  });

  it("takes the bound's words out of the text: '2 لاکھ سے کم آئی فون' leaves 'آئی فون'", () => {
    expect(parseQueryFilters('2 لاکھ سے کم آئی فون').text).toBe('آئی فون');
    expect(parseQueryFilters('gari karachi 40 lac tak').text).toBe('gari');
  });

  it.each([
    ['10 مرلہ مکان', { areaUnit: 'marla', minArea: '10', maxArea: '10' }],
    ['۱ کنال', { areaUnit: 'kanal', minArea: '1', maxArea: '1' }],
    ['5 مرلے', { areaUnit: 'marla', minArea: '5', maxArea: '5' }],
    ['200 گز', { areaUnit: 'sqyd', minArea: '200', maxArea: '200' }],
  ])('in property, %s → %o', (typed, params) => {
    expect(parseQueryFilters(typed, 'propertyforsale').params).toEqual(params);
  });

  it('leaves a number that is no price nor area alone', () => {
    expect(parseQueryFilters('آئی فون 13').params).toEqual({});
    expect(parseQueryFilters('آئی فون 13').text).toBe('آئی فون 13');
  });
});

describe('a bound as people say it', () => {
  it.each([
    [4_000_000, 'en', 'Rs. 40 lac'],
    [200_000, 'ur', 'Rs. 2 لاکھ'],
    [15_000_000, 'en', 'Rs. 1.5 crore'],
    [45_000, 'en', 'Rs. 45,000'],
    [1_234_567, 'en', 'Rs. 1,234,567'],
  ] as const)('%i on a %s page is %s', (amount, lang, text) => {
    expect(formatRoundPrice(amount, lang)).toBe(text);
  });
});
