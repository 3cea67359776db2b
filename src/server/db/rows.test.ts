// A `sql` template's rows reach the service with camelCase keys, on both databases.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { camelName, countOf, preparedRowsOf, rowOf, rowsOf } from './rows';

it('renames snake_case and leaves other names alone', () => {
  expect(camelName('price_before_drop')).toBe('priceBeforeDrop');
  expect(camelName('image_2x')).toBe('image2x');
  expect(camelName('id')).toBe('id');
  expect(camelName('createdAt')).toBe('createdAt');
});

describeEachDatabase('rowsOf', (getDb) => {
  it('returns every row with camelCase keys and the values untouched', async () => {
    const rows = await rowsOf<{ adId: number; savedAt: string; plain: string }>(
      getDb().db,
      sql`select n as ad_id, 'x' || n as saved_at, 'p' as plain from generate_series(1, 2) n`,
    );
    expect(rows).toEqual([
      { adId: 1, savedAt: 'x1', plain: 'p' },
      { adId: 2, savedAt: 'x2', plain: 'p' },
    ]);
  });

  it('gives undefined for a query without rows', async () => {
    expect(await rowOf(getDb().db, sql`select 1 as one_col where false`)).toBeUndefined();
  });

  it('reads a count as a number on both drivers, and 0 when no row comes back', async () => {
    expect(await countOf(getDb().db, sql`select count(*) as n from generate_series(1, 3)`)).toBe(3);
    expect(await countOf(getDb().db, sql`select 1 as n where false`)).toBe(0);
  });

  it('answers a prepared statement as rowsOf does, each text under its own name, run after run', async () => {
    const db = getDb().db;
    const shape = (n: number) =>
      sql`select n as ad_id, ${`x`}::text || n as saved_at, now() as seen_at from generate_series(1, ${n}) n`;
    for (const n of [1, 2, 3, 2, 1, 3, 3, 3, 3, 3, 3]) {
      const prepared = await preparedRowsOf<{ adId: number; savedAt: string; seenAt: unknown }>(db, shape(n));
      const plain = await rowsOf<{ adId: number; savedAt: string; seenAt: unknown }>(db, shape(n));
      expect(prepared.map((r) => [r.adId, r.savedAt])).toEqual(plain.map((r) => [r.adId, r.savedAt]));
      // Timestamps stay the strings every other query gives (the driver's parsers are the same).
      expect(typeof prepared[0]!.seenAt).toBe(typeof plain[0]!.seenAt);
    }
    // A second text is a statement of its own, not the first one's plan with other values.
    const other = await preparedRowsOf<{ word: string }>(db, sql`select ${'w'}::text || 'ord' as word`);
    expect(other).toEqual([{ word: 'word' }]);
  });
});
