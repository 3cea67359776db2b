// The lexicon learns a new ad's words at once, without reading every word again after each write
// (decision 176), and a word learnt while a read is under way is not lost with it.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { createLexicon } from './search-lexicon';

describeEachDatabase('search lexicon', (db) => {
  beforeAll(async () => {
    const seller = await createSeller(db().db, 'Lexicon Seller');
    await insertAds(db().db, seller, [{ category: 'vehicles' }]); // Toyota Corolla
  });

  it('knows the words of a write at once, and only what the table would keep', async () => {
    const lexicon = createLexicon(db().db);
    expect(await lexicon.has('corolla')).toBe(true);
    expect(await lexicon.has('zephyrx')).toBe(false);
    lexicon.learn(['zephyrx', '@mobiles', 'q', 'corolla']);
    expect(await lexicon.has('zephyrx')).toBe(true);
    expect(await lexicon.completions('zeph', 5)).toEqual(['zephyrx']);
    expect(await lexicon.corrections('zephyrz')).toEqual(['zephyrx']);
    // The category token and one-letter words are not words (migration 0010's trigger skips them).
    expect(await lexicon.has('@mobiles')).toBe(false);
    expect(await lexicon.has('q')).toBe(false);
  });

  it('keeps a word learnt while it reads the table, and drops one the table does not have', async () => {
    const lexicon = createLexicon(db().db);
    lexicon.learn(['ghostword']); // learnt before the read: the table decides, and no ad has it
    const reading = lexicon.has('corolla');
    lexicon.learn(['midreadword']); // learnt while it reads: the read may have missed it
    expect(await reading).toBe(true);
    expect(await lexicon.has('ghostword')).toBe(false);
    expect(await lexicon.has('midreadword')).toBe(true);
    // Read again, begun after it was learnt: the table decides now.
    lexicon.invalidate();
    expect(await lexicon.has('midreadword')).toBe(false);
  });

  it('offers the commonest of many equally near words first (decision 201)', async () => {
    const seller = await createSeller(db().db, 'Neighbour Seller');
    const titled = (Title: string) => ({ brand: 'Other', model: 'Other', form: { Title } });
    // Five words one slip from 'xand'; the last of them alphabetically is on the most ads.
    await insertAds(db().db, seller, [
      ...['band', 'hand', 'land', 'sand'].map((w) => titled(`${w} item`)),
      ...[1, 2, 3, 4].map((i) => titled(`wand ${i}`)),
    ]);
    const { sql } = await import('drizzle-orm');
    await db().db.execute(sql`analyze ads`);
    const lexicon = createLexicon(db().db);
    const fixes = await lexicon.corrections('xand');
    expect(fixes).toHaveLength(4);
    expect(fixes[0]).toBe('wand');
  });

  it('reads three letters as a four-letter word with a letter left out after its first', async () => {
    const seller = await createSeller(db().db, 'Short Slip Seller');
    const titled = (Title: string) => ({ brand: 'Other', model: 'Other', form: { Title } });
    await insertAds(db().db, seller, [titled('Flat for qent'), titled('Qent free'), titled('Qint pot')]);
    await db().db.execute(sql`analyze ads`);
    const lexicon = createLexicon(db().db);
    // 'qnt' is qent or qint with one letter left out, the commoner first; the first letter is kept.
    expect(await lexicon.corrections('qnt')).toEqual(['qent', 'qint']);
    expect(await lexicon.corrections('ent')).not.toContain('qent');
    // A word some ad has is not corrected, and three letters near no four-letter word stay as typed.
    expect(await lexicon.corrections('pot')).toEqual([]);
    expect(await lexicon.corrections('qzx')).toEqual([]);
  });
});

describeEachDatabase('search lexicon: how many ads words match', (db) => {
  beforeAll(async () => {
    const seller = await createSeller(db().db, 'Estimate Seller');
    // Half Samsung, half Apple; half in Lahore, half in Karachi, across the brands.
    await insertAds(
      db().db,
      seller,
      Array.from({ length: 60 }, (_, i) => ({
        ...(i % 2 === 0 ? {} : { brand: 'Apple', model: 'iPhone 15' }),
        location: i % 4 < 2 ? 'Lahore' : 'Karachi',
      })),
    );
    await db().db.execute(sql`analyze ads`);
  });

  it('takes a city among the words as independent of them, and other words as found together', async () => {
    const lexicon = createLexicon(db().db);
    const term = (word: string) => [{ word, prefix: false }];
    const galaxy = await lexicon.estimateMatches([term('galaxy')], {});
    expect(galaxy?.matches).toBe(30);
    // Samsung and Galaxy come together: the rarer of the two, not their product.
    expect((await lexicon.estimateMatches([term('samsung'), term('galaxy')], {}))?.matches).toBe(30);
    // A city named in the words: Galaxy's share times Lahore's, as a place chosen beside them.
    expect((await lexicon.estimateMatches([term('galaxy'), term('lahore')], {}))?.matches).toBe(15);
    expect((await lexicon.estimateMatches([term('galaxy')], { place: 'Lahore' }))?.matches).toBe(15);
  });
});
