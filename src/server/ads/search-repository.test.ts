// Search's second route (decision 169): on PostgreSQL with the RUM extension its index orders the
// matches by date; without it (PGlite, a bare server) the GIN index lists them and they are sorted.
// Either way the answer is the same: the newest matches first, in the place and category asked.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { rowsOf } from '../db/rows';
import { narrowingConditions } from './listing-sql';
import {
  BITMAP_ROUTE_MAX,
  hasDatedSearchIndex,
  newestMatches,
  walkPays,
  WALK_CAP,
  type MatchEstimate,
} from './search-repository';

/** Statistics that send search walking: more matches than the index route takes, in a few ads. */
const walking: MatchEstimate = {
  matches: BITMAP_ROUTE_MAX + 1,
  ads: BITMAP_ROUTE_MAX + 1,
  placeShare: 1,
  categoryShare: 1,
};

it('walks the newest ads only where the statistics say the walk will find enough', () => {
  const million = { ads: 1_000_000, placeShare: 1, categoryShare: 1 };
  const pays = (c: Parameters<typeof walkPays>[0], e: MatchEstimate) => walkPays(c, 97, e, WALK_CAP);
  // Everyone's newest 10,000 hold ~50 of 5,000 matches in a million: the walk would come back short.
  expect(pays({ tsquery: 'x' }, { ...million, matches: 5_000 })).toBe(false);
  expect(pays({ tsquery: 'x' }, { ...million, matches: 20_000 })).toBe(true);
  // The same 5,000 in Lahore, a fifth of the ads: its own newest 10,000 hold ~250 of them.
  const lahore = { ...million, matches: 5_000, placeShare: 0.2 };
  expect(pays({ tsquery: 'x', location: 'Lahore' }, lahore)).toBe(true);
  // A category's walk reads only that category's newest, where its words are denser.
  const mobiles = { ...million, matches: 3_000, categoryShare: 0.25 };
  expect(pays({ tsquery: 'x', category: 'mobiles' }, mobiles)).toBe(true);
  expect(pays({ tsquery: 'x' }, mobiles)).toBe(false);
  // Few matches take the index route however dense; a place smaller than the walk is read whole.
  expect(pays({ tsquery: 'x' }, { ...million, matches: BITMAP_ROUTE_MAX })).toBe(false);
  expect(pays({ tsquery: 'x', location: 'Sukkur' }, { ...lahore, placeShare: 0.009 })).toBe(true);
});

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
    // Without statistics the planner chooses; with them, the place's own newest ads are walked.
    for (const estimate of [undefined, walking]) {
      const inLahore = await newestMatches(db, { tsquery: 'galaxy', location: 'Lahore' }, 10, estimate);
      expect(names(inLahore), `estimate ${JSON.stringify(estimate)}`).toEqual(['lahore new', 'lahore old']);
    }
    expect(names(await newestMatches(db, { tsquery: 'galaxy', location: 'Lahore' }, 1, walking))).toEqual([
      'lahore new',
    ]);
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
    // An estimate that walks reads the newest ads first; none takes the index route.
    for (const estimate of [undefined, walking])
      expect(names(await newestMatches(db, criteria, 10, estimate)), `estimate ${estimate}`).toEqual([
        'karachi',
        'lahore old',
      ]);
    const inLahore = { ...criteria, location: 'Lahore' };
    expect(names(await newestMatches(db, inLahore, 10, walking))).toEqual(['lahore old']);
  });
});
