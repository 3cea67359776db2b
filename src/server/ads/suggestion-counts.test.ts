// A write moves the suggestions' counts at once, without a re-read of every ad (decision 176), and a
// move made while a read is under way is not lost with it.
import { beforeAll, expect, it } from 'vitest';
import { createSeller, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import type { AdState } from './browse-caches';
import { createSuggestionCounts } from './suggestion-counts';

const corolla = (listed = true): AdState => ({
  category: 'vehicles',
  brand: 'Toyota',
  model: 'Corolla',
  listed,
  words: ['toyota', 'corolla'],
});

describeEachDatabase('suggestion counts', (db) => {
  beforeAll(async () => {
    const seller = await createSeller(db().db, 'Counts Seller');
    await insertAds(db().db, seller, [{ category: 'vehicles' }]); // Toyota Corolla
  });

  it('moves the counts of a written ad at once, in new counts', async () => {
    const counts = createSuggestionCounts(() => db().db);
    const first = await counts.get();
    expect(first.of('vehicles', 'Toyota', 'Corolla')).toBe(1);
    counts.apply({ before: [], after: [corolla()] });
    const posted = await counts.get();
    expect(posted).not.toBe(first); // answers remembered for the old counts are not given again
    expect([
      posted.of('vehicles'),
      posted.of('vehicles', 'Toyota'),
      posted.of('vehicles', 'Toyota', 'Corolla'),
    ]).toEqual([2, 2, 2]);
    // Sold: it leaves the counts; edited into another model: it moves.
    counts.apply({ before: [corolla()], after: [corolla(false)] });
    expect((await counts.get()).of('vehicles', 'Toyota', 'Corolla')).toBe(1);
    counts.apply({ before: [corolla(false)], after: [{ ...corolla(), model: 'Yaris' }] });
    const moved = await counts.get();
    expect([moved.of('vehicles', 'Toyota', 'Corolla'), moved.of('vehicles', 'Toyota', 'Yaris')]).toEqual([
      1, 1,
    ]);
    // An ad that was not listed and still is not: nothing moves, and the counts stay the same object.
    counts.apply({ before: [corolla(false)], after: [corolla(false)] });
    expect(await counts.get()).toBe(moved);
  });

  it('keeps a move made while it reads the table, and leaves the next read to the table', async () => {
    const counts = createSuggestionCounts(() => db().db);
    const reading = counts.get();
    counts.apply({ before: [], after: [corolla()] }); // the read may have begun before this write
    expect((await reading).of('vehicles', 'Toyota', 'Corolla')).toBe(2);
    // No ad was written here, so the table, read again, says 1.
    counts.invalidate();
    expect((await counts.get()).of('vehicles', 'Toyota', 'Corolla')).toBe(1);
  });
});
