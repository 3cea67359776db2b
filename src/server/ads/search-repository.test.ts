// Search's second route (decision 169): on PostgreSQL with the RUM extension its index orders the
// matches by date; without it (PGlite, a bare server) the GIN index lists them and they are sorted.
// Either way the answer is the same: the newest matches first, in the place and category asked.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { rowsOf } from '../db/rows';
import { narrowingConditions } from './listing-sql';
import { BITMAP_ROUTE_MAX, hasDatedSearchIndex, newestMatches } from './search-repository';

describeEachDatabase('the newest matches of a search', (database) => {
  const ids = new Map<string, string>();
  beforeAll(async () => {
    const db = database().db;
    const seller = await createSeller(db);
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1) + minutes * 60_000);
    const ads: (AdOverrides & { name: string })[] = [
      {
        name: 'lahore old',
        model: 'Galaxy S24',
        location: 'Lahore',
        createdAt: at(1),
        form: { storage: '256GB' },
        price: 150_000,
      },
      {
        name: 'karachi',
        model: 'Galaxy S24',
        location: 'Karachi',
        createdAt: at(2),
        form: { storage: '256GB' },
      },
      {
        name: 'lahore new',
        model: 'Galaxy S24',
        location: 'Lahore',
        createdAt: at(3),
        form: { storage: '128GB' },
        price: 150_000,
      },
      // 'Lahore' in the title, sold in Multan: the place's words are a sieve, its column the rule.
      {
        name: 'multan',
        model: 'Galaxy S24',
        location: 'Multan',
        createdAt: at(4),
        form: { Title: 'Galaxy from Lahore', storage: '64GB' },
      },
      {
        name: 'vehicle',
        category: 'vehicles',
        brand: 'Toyota',
        model: 'Corolla',
        location: 'Lahore',
        createdAt: at(5),
      },
    ];
    const rows = await insertAds(db, seller, ads);
    ads.forEach((ad, i) => ids.set(rows[i]!.id, ad.name));
  });

  const names = (matches: { id: string }[]) => matches.map((m) => ids.get(m.id));

  it('uses the RUM index exactly where PostgreSQL has the extension', async () => {
    const db = database().db;
    const available = await rowsOf(db, sql`select 1 from pg_available_extensions where name = 'rum'`);
    expect(await hasDatedSearchIndex(db)).toBe(available.length > 0);
  });

  it('gives the newest matches first, in the place asked and nowhere else', async () => {
    const db = database().db;
    const inLahore = await newestMatches(db, { tsquery: 'galaxy', location: 'Lahore' }, 10, undefined);
    expect(names(inLahore)).toEqual(['lahore new', 'lahore old']);
    const everywhere = await newestMatches(db, { tsquery: 'galaxy' }, 10, undefined);
    expect(names(everywhere)).toEqual(['multan', 'lahore new', 'karachi', 'lahore old']);
    expect(names(await newestMatches(db, { tsquery: 'galaxy' }, 2, undefined))).toEqual([
      'multan',
      'lahore new',
    ]);
  });

  it('keeps to the category asked, and ranks title words', async () => {
    const db = database().db;
    const vehicles = await newestMatches(db, { tsquery: 'lahore', category: 'vehicles' }, 10, undefined);
    expect(names(vehicles)).toEqual(['vehicle']);
    const all = await newestMatches(db, { tsquery: 'lahore' }, 10, undefined);
    expect(names(all)).toEqual(['vehicle', 'multan', 'lahore new', 'lahore old']);
    const multan = all.find((m) => ids.get(m.id) === 'multan')!;
    const lahoreOld = all.find((m) => ids.get(m.id) === 'lahore old')!;
    expect(multan.rank).toBeGreaterThan(lahoreOld.rank);
  });

  it("takes a listing's filters, price and area beside the words, walking or not", async () => {
    const db = database().db;
    const narrowing = narrowingConditions(
      { category: 'mobiles', filters: { storage: '256GB', location: 'Lahore' }, maxPrice: 200_000 },
      ['location'],
    );
    const criteria = { tsquery: 'galaxy', category: 'mobiles' as const, narrowing };
    // An estimate above the bitmap route's walks the newest ads first; none takes the index route.
    for (const estimate of [undefined, BITMAP_ROUTE_MAX + 1])
      expect(names(await newestMatches(db, criteria, 10, estimate)), `estimate ${estimate}`).toEqual([
        'karachi',
        'lahore old',
      ]);
    const inLahore = { ...criteria, location: 'Lahore' };
    expect(names(await newestMatches(db, inLahore, 10, BITMAP_ROUTE_MAX + 1))).toEqual(['lahore old']);
  });
});
