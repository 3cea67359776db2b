import { describe, expect, it } from 'vitest';
import {
  adTitle,
  formatPhone,
  formatPrice,
  groupDigits,
  isValidPhone,
  monthYear,
  parsePrice,
  priceInWords,
  priceLabel,
  priceOf,
  timeAgo,
  whatsappHref,
} from '.';

describe('prices', () => {
  it('writes rupees with grouping', () => {
    expect(formatPrice(45000)).toBe('Rs. 45,000');
    expect(formatPrice(0)).toBe('Rs. 0');
  });
  it('gives lac and crore wording for large amounts only', () => {
    expect(priceInWords(45000)).toBeUndefined();
    expect(priceInWords(1_850_000)).toBe('18.5 lac');
    expect(priceInWords(23_500_000)).toBe('2.35 crore');
  });
  it('reads price-like values and refuses junk', () => {
    expect(parsePrice('45,000')).toBe(45000);
    expect(parsePrice('1.5')).toBe(1.5);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('-5')).toBeUndefined();
    expect(parsePrice('12abc')).toBeUndefined();
  });
  it('takes the price from the field each category uses, missing as 0', () => {
    expect(priceOf('mobiles', { price: '45000' })).toBe(45000);
    expect(priceOf('mobiles', { Price: '46000' })).toBe(46000);
    expect(priceOf('propertyforrent', { rentPerMonth: '65000', price: '1' })).toBe(65000);
    expect(priceOf('jobs', { salary: '80000', price: '1' })).toBe(80000);
    expect(priceOf('jobs', { price: '70000' })).toBe(70000);
    expect(priceOf('animals', {})).toBe(0);
  });
  it('groups digits in threes as en-PK and ur-PK write them', () => {
    for (const n of [0, 7, 999, 1000, 45000, 1_850_000, 123_456_789, 1234.6, -45000])
      for (const locale of ['en-PK', 'ur-PK'])
        expect(groupDigits(n)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n).replace(/\u200e/g, ''),
        );
  });
  it('labels rent per month and missing prices', () => {
    expect(priceLabel('propertyforrent', 65000)).toBe('Rs. 65,000/month');
    expect(priceLabel('mobiles', 0)).toBe('Contact for price');
  });
  it('says lac, crore, month and no price in Urdu on Urdu pages, keeping Rs. and the digits', () => {
    expect(priceLabel('mobiles', 45000, 'ur')).toBe('Rs. 45,000');
    expect(priceInWords(1_850_000, 'ur')).toBe('18.5 لاکھ');
    expect(priceInWords(23_500_000, 'ur')).toBe('2.35 کروڑ');
    expect(priceLabel('propertyforrent', 65000, 'ur')).toBe('Rs. 65,000/ماہانہ');
    expect(priceLabel('mobiles', 0, 'ur')).toBe('قیمت کے لیے رابطہ کریں');
  });
});

describe('phones', () => {
  it('accepts 03xx-xxxxxxx with or without the hyphen', () => {
    expect(isValidPhone('0300-1234567')).toBe(true);
    expect(isValidPhone('03001234567')).toBe(true);
    expect(isValidPhone('0300-12345678')).toBe(false);
    expect(isValidPhone('0400-1234567')).toBe(false);
  });
  it('accepts the ways people type a number and stores one shape', () => {
    for (const typed of [
      '+92 300 1234567',
      '0092 300 1234567',
      '0300 1234567',
      '03001234567',
      '+923001234567',
    ]) {
      expect(isValidPhone(typed), typed).toBe(true);
      expect(formatPhone(typed), typed).toBe('0300-1234567');
    }
    for (const wrong of ['+1 300 1234567', '92 300 123456', '0300 123456x', '+92 400 1234567', '']) {
      expect(isValidPhone(wrong), wrong).toBe(false);
    }
  });
  it('formats and builds the WhatsApp link in international form', () => {
    expect(formatPhone('03001234567')).toBe('0300-1234567');
    expect(whatsappHref('0300-1234567')).toBe('https://wa.me/923001234567');
  });
});

describe('titles and times', () => {
  it('builds titles from form fields', () => {
    expect(
      adTitle({
        category: 'mobiles',
        brand: 'Samsung',
        model: 'Galaxy A55',
        formData: { Title: 'Clean A55' },
      }),
    ).toBe('Clean A55');
    expect(
      adTitle({
        category: 'vehicles',
        brand: 'Toyota',
        model: 'Corolla',
        variant: 'GLi',
        formData: { year: '2018' },
      }),
    ).toBe('Toyota Corolla GLi 2018');
    expect(
      adTitle({
        category: 'propertyforrent',
        brand: 'Houses',
        model: 'Upper Portion',
        formData: { bedrooms: '3', location: 'Lahore' },
      }),
    ).toBe('3 Bed Upper Portion for Rent in Lahore');
    expect(
      adTitle({
        category: 'jobs',
        brand: 'Sales',
        model: 'Sales Officer',
        formData: { jobTitle: 'Sales Officer', companyName: 'Haier' },
      }),
    ).toBe('Sales Officer at Haier');
  });
  it('says relative times in the spec wording', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(timeAgo(new Date('2026-01-01T11:59:58Z'), now)).toBe('a few seconds ago');
    expect(timeAgo(new Date('2025-12-29T12:00:00Z'), now)).toBe('3 days ago');
  });
  it('says relative times in Urdu on Urdu pages, and English again after', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(timeAgo(new Date('2025-12-30T12:00:00Z'), now, 'ur')).toBe('2 دن قبل');
    expect(timeAgo(new Date('2025-12-29T12:00:00Z'), now)).toBe('3 days ago');
  });
});

describe('month and year', () => {
  it('writes every month as Intl does for en-PK and ur-PK, in Pakistan time', () => {
    // Every month of three years, at the first and last minute of a Pakistani month.
    for (let year = 2024; year <= 2026; year++)
      for (let month = 0; month < 12; month++)
        for (const iso of [
          new Date(Date.UTC(year, month, 1) - 5 * 3600_000).toISOString(), // 00:00 PKT on the 1st
          new Date(Date.UTC(year, month + 1, 1) - 5 * 3600_000 - 60_000).toISOString(), // 23:59 PKT, last day
        ])
          for (const [lang, locale] of [
            ['en', 'en-PK'],
            ['ur', 'ur-PK'],
          ] as const)
            expect(monthYear(iso, lang), `${iso} ${lang}`).toBe(
              new Intl.DateTimeFormat(locale, {
                month: 'long',
                year: 'numeric',
                timeZone: 'Asia/Karachi',
              }).format(new Date(iso)),
            );
  });
  it('gives back what is not a date', () => {
    expect(monthYear('soon')).toBe('soon');
  });
});
