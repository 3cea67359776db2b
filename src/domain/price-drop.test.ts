import { describe, expect, it } from 'vitest';
import { DAY_MS, PRICE_DROP_MIN_AGE_MS, PRICE_DROP_MIN_PERCENT, PRICE_DROP_SHOW_MS } from './limits';
import { isMarkedDrop, priceChange, shownPreviousPrice, type PriceRecord } from './price-drop';

const posted = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(posted.getTime() + ms);
const later = at(PRICE_DROP_MIN_AGE_MS);
const record = (over: Partial<PriceRecord> = {}): PriceRecord => ({
  price: 100_000,
  lowestAsked: null,
  priceBeforeDrop: null,
  priceDroppedAt: null,
  postedAt: posted,
  ...over,
});

describe('isMarkedDrop', () => {
  it(`counts ${PRICE_DROP_MIN_PERCENT} % or more, not less`, () => {
    expect(isMarkedDrop(100_000, 95_000)).toBe(true);
    expect(isMarkedDrop(100_000, 95_001)).toBe(false);
    expect(isMarkedDrop(100_000, 100_000)).toBe(false);
    expect(isMarkedDrop(100_000, 0)).toBe(false);
  });
});

describe('priceChange', () => {
  it('is a drop from the lowest price asked, a day or more after posting', () => {
    expect(priceChange(record(), 90_000, later)).toEqual({
      kind: 'drop',
      from: 100_000,
      lowestAsked: 90_000,
    });
  });

  it('is no drop within the first day: a correction', () => {
    expect(priceChange(record(), 50_000, at(PRICE_DROP_MIN_AGE_MS - 1))).toEqual({
      kind: 'none',
      lowestAsked: 50_000,
    });
    // Unless configured otherwise (Config.priceDropMinAgeMs).
    expect(priceChange(record(), 50_000, at(1), 0)).toMatchObject({ kind: 'drop', from: 100_000 });
  });

  it('is no drop when the price was raised and lowered again', () => {
    const raised = priceChange(record(), 150_000, later);
    expect(raised).toEqual({ kind: 'clear', lowestAsked: 100_000 });
    const lowered = priceChange(record({ price: 150_000, lowestAsked: raised.lowestAsked }), 100_000, later);
    expect(lowered).toEqual({ kind: 'none', lowestAsked: 100_000 });
    // Below the lowest it asked by enough: a drop from that lowest price, not from 150,000.
    expect(priceChange(record({ price: 150_000, lowestAsked: 100_000 }), 90_000, later)).toEqual({
      kind: 'drop',
      from: 100_000,
      lowestAsked: 90_000,
    });
  });

  it('is no drop for a small cut, and remembers it as the lowest', () => {
    expect(priceChange(record(), 97_000, later)).toEqual({ kind: 'none', lowestAsked: 97_000 });
    expect(priceChange(record({ price: 97_000, lowestAsked: 97_000 }), 92_000, later)).toEqual({
      kind: 'drop',
      from: 97_000,
      lowestAsked: 92_000,
    });
  });

  it('keeps the struck-through price of a drop still on show', () => {
    const shown = record({
      price: 90_000,
      lowestAsked: 90_000,
      priceBeforeDrop: 100_000,
      priceDroppedAt: later,
    });
    expect(priceChange(shown, 88_000, at(2 * DAY_MS))).toEqual({
      kind: 'drop',
      from: 100_000,
      lowestAsked: 88_000,
    });
  });
});

describe('shownPreviousPrice', () => {
  const dropped = { price: 90_000, priceBeforeDrop: 100_000, priceDroppedAt: later };

  it(`shows a real drop for ${PRICE_DROP_SHOW_MS / DAY_MS} days`, () => {
    expect(shownPreviousPrice(dropped, later.getTime())).toBe(100_000);
    expect(shownPreviousPrice(dropped, later.getTime() + PRICE_DROP_SHOW_MS - 1)).toBe(100_000);
    expect(shownPreviousPrice(dropped, later.getTime() + PRICE_DROP_SHOW_MS)).toBeUndefined();
  });

  it('hides drops too small for the rule, recorded before it', () => {
    expect(shownPreviousPrice({ ...dropped, price: 97_000 }, later.getTime())).toBeUndefined();
    expect(shownPreviousPrice({ ...dropped, priceBeforeDrop: null }, later.getTime())).toBeUndefined();
  });
});
