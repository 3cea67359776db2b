import { describe, expect, it } from 'vitest';
import { parsePriceText, PRICE_TEXT_MESSAGE } from './price-text';

describe('prices as people type them', () => {
  it.each([
    ['45000', 45_000],
    ['45,000', 45_000],
    ['4,50,000', 450_000],
    ['45k', 45_000],
    ['45 K', 45_000],
    ['4.5 lac', 450_000],
    ['4.5 lakh', 450_000],
    ['45 lac', 4_500_000],
    ['1.2 crore', 12_000_000],
    ['1.2 cr', 12_000_000],
    ['Rs. 45,000', 45_000],
    ['PKR 2.5 lacs', 250_000],
    ['0', 0],
  ])('reads %s as %i', (text, rupees) => {
    expect(parsePriceText(text)).toMatchObject({ ok: true, rupees });
  });

  it("shows the number it understood: 'Rs. 450,000'", () => {
    expect(parsePriceText('4.5 lac')).toEqual({ ok: true, rupees: 450_000, shown: 'Rs. 450,000' });
  });

  it.each(['', 'abc', '45 apples', '4.5.5', '-5', '1e9', 'lac', '45 lac 2'])(
    'refuses %j with a message',
    (text) => {
      expect(parsePriceText(text)).toEqual({ ok: false, message: PRICE_TEXT_MESSAGE });
    },
  );

  it('refuses amounts above the largest price', () => {
    const result = parsePriceText('5000 crore');
    expect(result.ok).toBe(false);
  });
});
