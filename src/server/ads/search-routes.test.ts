// Search that understands Pakistan, through the API on both databases: words in any order,
// prefixes, typos (one and two slips), every synonym, relevance, and bad input, on both paths
// (GET /api/search and GET /api/ads?category=…&q=…).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingResponse, SearchResponse } from '../../domain/api';
import { readSearch } from '../../domain/search/read-search';
import { SYNONYMS } from '../../domain/search/synonyms';
import { editDistance } from '../../domain/search/words';
import { buildTestApp, request } from '../../../test/support/server/app';
import { createSeller, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { newestMatches } from './search-repository';

/** The ad that carries a synonym entry's first meaning in its title (one per entry). */
const synonymTitle = (i: number) => `Synonym ${i} ${SYNONYMS[i]!.means[0] ?? ''}`.trim();

describeEachDatabase('search: words, typos, synonyms, relevance', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    const at = (minutes: number) => new Date(Date.UTC(2026, 3, 1) + minutes * 60_000);
    const ads: AdOverrides[] = [
      {
        category: 'vehicles',
        brand: 'Toyota',
        model: 'Corolla',
        variant: 'GLi',
        location: 'Karachi',
        createdAt: at(1),
        price: 3_500_000,
      },
      {
        category: 'vehicles',
        brand: 'Honda',
        model: 'Civic',
        location: 'Lahore',
        createdAt: at(2),
        price: 6_000_000,
      },
      { category: 'vehicles', brand: 'Mitsubishi', model: 'Lancer', location: 'Multan', createdAt: at(3) },
      {
        brand: 'Samsung',
        model: 'Galaxy A55',
        location: 'Quetta',
        createdAt: at(4),
        form: { storage: '128GB' },
      },
      {
        brand: 'Apple',
        model: 'iPhone 13',
        location: 'Quetta',
        createdAt: at(5),
        form: { ptaApproved: 'PTA Not Approved' },
      },
      {
        category: 'propertyforsale',
        brand: 'Apartments',
        model: '2 Bedroom',
        location: 'Rawalpindi',
        createdAt: at(6),
        form: { title: 'Flat near Bahria Town', society: 'Bahria Town Phase 8' },
      },
      // Relevance: 'sialkot' in the title of the older ad, only as the location of the newer one.
      { brand: 'Nokia', model: 'G21', location: 'Sialkot', createdAt: at(8) },
      {
        brand: 'Vivo',
        model: 'Y20',
        location: 'Hyderabad',
        createdAt: at(7),
        form: { Title: 'Vivo Y20 Sialkot edition' },
      },
      // Sold ads are never found.
      { category: 'vehicles', brand: 'Suzuki', model: 'Mehran', location: 'Sukkur', createdAt: at(9) },
      ...SYNONYMS.map((s, i): AdOverrides => ({
        brand: 'Other',
        model: `Syn${i}`,
        location: 'Gilgit',
        createdAt: at(100 + i),
        form: { Title: synonymTitle(i) },
      })),
    ];
    const rows = await insertAds(db, seller, ads);
    const mehran = rows.find((r) => r.model === 'Mehran')!;
    const { sql } = await import('drizzle-orm');
    await db.execute(sql`update ads set status = 'expired', listed = false where id = ${mehran.id}`);
    // Statistics, so the routes are chosen from word counts as on a live database.
    await db.execute(sql`analyze ads`);
  });
  afterAll(() => app.close());

  const search = async (q: string, extra = ''): Promise<SearchResponse> => {
    const res = await request(app, { url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const list = async (query: string): Promise<ListingResponse> => {
    const res = await request(app, { url: `/api/ads?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = (r: { items: { title: string }[] }) => r.items.map((a) => a.title);

  it('finds words in any order, in title, brand, model, variant, facts and location', async () => {
    expect(titles(await search('corolla toyota'))).toEqual(['Toyota Corolla GLi 2018']);
    expect(titles(await search('gli karachi'))).toEqual(['Toyota Corolla GLi 2018']);
    expect(titles(await search('128gb quetta'))).toEqual(['Samsung Galaxy A55']);
    expect(titles(await search('non pta quetta'))).toEqual(['Apple iPhone 13']);
    expect(titles(await search('bahria phase 8'))).toEqual(['Flat near Bahria Town']);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(titles(await search('sams'))).toEqual(['Samsung Galaxy A55']);
    expect(titles(await search('toyota coro'))).toEqual(['Toyota Corolla GLi 2018']);
    // Only the last word: a half word in the middle is not a match.
    expect(titles(await search('coro toyota'))).toEqual([]);
  });

  it('corrects one slip from 4 letters and says what it searched for', async () => {
    for (const [typo, title, shown] of [
      ['corola', 'Toyota Corolla GLi 2018', 'corolla'],
      ['samsng', 'Samsung Galaxy A55', 'samsung'],
      ['hoda', 'Honda Civic 2018', 'honda'],
      ['iphnoe 13', 'Apple iPhone 13', 'iphone 13'],
      ['bahriya', 'Flat near Bahria Town', 'bahria'],
    ] as const) {
      const res = await search(typo);
      expect(titles(res), typo).toEqual([title]);
      expect(res.correctedText).toBe(shown);
    }
    // Known words are never "corrected".
    expect((await search('civic')).correctedText).toBeUndefined();
  });

  it('corrects two slips from 8 letters, but not in shorter words', async () => {
    expect(editDistance('mitsubsihii', 'mitsubishi', 3)).toBe(2);
    expect(titles(await search('mitsubsihii'))).toEqual(['Mitsubishi Lancer 2018']);
    expect(editDistance('corrlaa', 'corolla', 3)).toBe(2);
    expect(titles(await search('corrlaa'))).toEqual([]);
    // 3 letters: no slips allowed, but a letter missing from a 4-letter make or model (decision 201).
    expect(titles(await search('vxo'))).toEqual([]);
    expect(titles(await search('vvo'))).toEqual(['Vivo Y20 Sialkot edition']);
  });

  it('searches the exact text when asked (the "search instead for" link)', async () => {
    const exact = await search('corola', '&exact=1');
    expect(exact.items).toEqual([]);
    expect(exact.correctedText).toBeUndefined();
    const listed = await list('category=vehicles&q=corola&exact=1');
    expect(listed.items).toEqual([]);
  });

  it.each(SYNONYMS.flatMap((s, i) => s.says.map((say) => [say, i] as const)))(
    'reads the synonym %s',
    async (say, i) => {
      const entry = SYNONYMS[i]!;
      const res = await search(say);
      if (entry.means.length === 0) {
        // A word naming a category searches that category (the page opens it).
        expect(res.category).toBe(entry.category);
        expect(res.items.every((a) => a.category === entry.category)).toBe(true);
        return;
      }
      // The words ads use are searched (the synonym ads are mobiles).
      expect(titles(await list(`category=mobiles&q=${encodeURIComponent(say)}`))).toContain(synonymTitle(i));
      // From home, unless the words also name a category ('tv') or a filter ('non pta'): then they
      // are that category's listing, as every search box reads them (read-search.ts).
      const reading = readSearch(say);
      if (reading.category) expect(res.category).toBe(reading.category);
      else expect(titles(res)).toContain(synonymTitle(i));
    },
  );

  it('lists with q on the category page: every filter applies, Best match by default', async () => {
    const res = await list('category=vehicles&q=corola&minPrice=1000000');
    expect(titles(res)).toEqual(['Toyota Corolla GLi 2018']);
    expect(res.correctedText).toBe('corolla');
    expect((await list('category=vehicles&q=corolla&maxPrice=100')).items).toEqual([]);
    // 'gari' names the vehicles category: it drops out there, and finds nothing among mobiles.
    expect(titles(await list('category=vehicles&q=gari&sort=oldest'))).toEqual([
      'Toyota Corolla GLi 2018',
      'Honda Civic 2018',
      'Mitsubishi Lancer 2018',
    ]);
    expect((await list('category=mobiles&q=gari')).items).toEqual([]);
  });

  it('ranks title matches above other matches for Best match; newest still sorts by date', async () => {
    expect(titles(await list('category=mobiles&q=sialkot'))).toEqual([
      'Vivo Y20 Sialkot edition',
      'Nokia G21',
    ]);
    expect(titles(await list('category=mobiles&q=sialkot&sort=relevance'))).toEqual([
      'Vivo Y20 Sialkot edition',
      'Nokia G21',
    ]);
    expect(titles(await list('category=mobiles&q=sialkot&sort=newest'))).toEqual([
      'Nokia G21',
      'Vivo Y20 Sialkot edition',
    ]);
  });

  it('reads price bounds written as people write them (45k, 4.5 lac, 1.2 crore)', async () => {
    const between = async (min: string, max: string) =>
      titles(
        await list(
          `category=vehicles&minPrice=${encodeURIComponent(min)}&maxPrice=${encodeURIComponent(max)}`,
        ),
      );
    expect(await between('30 lac', '40 lakh')).toEqual(['Toyota Corolla GLi 2018']);
    expect(await between('3,400k', '0.36 crore')).toEqual(['Toyota Corolla GLi 2018']);
    expect(await between('59 lac', '6 cr')).toEqual(['Honda Civic 2018']);
    const refused = await request(app, { url: '/api/ads?category=vehicles&minPrice=lots' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.minPrice).toBe(
      'Minimum price must be a number of rupees, like 25000 or 4.5 lac',
    );
  });

  it('never finds ads that browsing does not show (expired)', async () => {
    expect((await search('mehran')).items).toEqual([]);
    expect((await list('category=vehicles&q=mehran')).items).toEqual([]);
  });

  it('finds the same newest matches by either route (walk, bitmap, planner)', async () => {
    const db = database().db;
    const ids = async (want: number, matches: number | undefined) =>
      (
        await newestMatches(
          db,
          { tsquery: '(toyota | honda)', category: 'vehicles' },
          want,
          matches === undefined ? undefined : { matches, ads: matches, placeShare: 1, categoryShare: 1 },
        )
      ).map((m) => m.id);
    const planner = await ids(5, undefined);
    expect(planner).toHaveLength(2);
    expect(await ids(5, 10)).toEqual(planner); // bitmap
    expect(await ids(2, 1_000_000)).toEqual(planner); // walk finds enough
    expect(await ids(5, 1_000_000)).toEqual(planner); // walk finds too few, bitmap finishes
  });

  it('answers bad input with a 400 or nothing, never a 500', async () => {
    const long = await request(app, { url: `/api/search?q=${'x'.repeat(10_000)}` });
    expect(long.statusCode).toBe(400);
    const longList = await request(app, { url: `/api/ads?category=mobiles&q=${'x'.repeat(10_000)}` });
    expect(longList.statusCode).toBe(400);
    for (const q of [
      '!!!...',
      '😀😀',
      'سیب کیلا',
      "'; drop table ads; --",
      '& | ! : * ( )',
      'a',
      '<->',
      '\\',
    ]) {
      expect((await search(q)).items, q).toEqual([]);
      expect((await list(`category=mobiles&q=${encodeURIComponent(q)}`)).items, q).toEqual([]);
    }
    // Operators around real words are just separators.
    expect(titles(await search('corolla & !toyota:*'))).toEqual(['Toyota Corolla GLi 2018']);
  });
});
