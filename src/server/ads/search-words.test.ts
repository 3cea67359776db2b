// Search finds an ad by the words it has anywhere (decision 201), through the API on both databases:
// the values of its fields, its description, a misspelt make or model that some ad happens to hold,
// and Roman-Urdu phrases with words no ad needs ('bechna', 'chahiye', 'kiraye par'). Title, brand and
// model still rank above fields and description.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingResponse, SearchResponse } from '../../domain/api';
import { SLIP_MAX_ADS } from '../../domain/limits';
import { buildTestApp, request } from '../../../test/support/server/app';
import { createSeller, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('search: words wherever the ad has them', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1) + minutes * 60_000);
    await insertAds(db, seller, [
      // The type only in a field: the floor level says penthouse, nothing else does.
      {
        category: 'propertyforrent',
        brand: 'Apartments',
        model: '4 Bedroom',
        location: 'Karachi',
        createdAt: at(1),
        form: { floorLevel: 'Penthouse', propertyCondition: 'Under Construction' },
      },
      // The wood only in a field (newer), and in the title of an older ad: the title ranks first.
      {
        category: 'furnitureanddecor',
        brand: 'Beds',
        model: 'Double Bed',
        createdAt: at(2),
        form: { furnitureType: 'Sheesham Bed', material: 'Wood' },
      },
      {
        category: 'furnitureanddecor',
        brand: 'Wardrobes',
        model: '3 Door',
        createdAt: at(3),
        form: { furnitureType: 'Wardrobe 3 door', material: 'Sheesham' },
      },
      // A word only in the description.
      {
        category: 'electronicsandhome',
        brand: 'Other',
        model: 'Other',
        location: 'Multan',
        createdAt: at(4),
        form: {
          Title: 'Dawlance oven, slightly used',
          description: 'Microwave with grill, 25 litre, used 13 months. Box and manual.',
        },
      },
      // Makes and models, and ads that hold their misspellings (so the lexicon knows the slips).
      // Each make on more ads than its misspelling.
      { brand: 'Nokia', model: 'G21', location: 'Quetta', createdAt: at(5) },
      { brand: 'Nokia', model: '105', location: 'Sukkur', createdAt: at(5) },
      { brand: 'Vivo', model: 'Y20', location: 'Quetta', createdAt: at(6) },
      { brand: 'Vivo', model: 'Y21', location: 'Sukkur', createdAt: at(6) },
      { brand: 'Samsung', model: 'Galaxy A55', location: 'Quetta', createdAt: at(7) },
      { brand: 'Samsung', model: 'Galaxy A15', location: 'Sukkur', createdAt: at(7) },
      { brand: 'Other', model: 'Other', createdAt: at(8), form: { Title: 'Nokya charger' } },
      { brand: 'Other', model: 'Other', createdAt: at(9), form: { Title: 'Vivoo back cover' } },
      {
        brand: 'Other',
        model: 'Other',
        createdAt: at(10),
        form: { Title: 'Glass protector', description: 'Fits samsng and others' },
      },
      // A word of its own one slip from a model ('land' of Land Cruiser), on more than a few ads, and
      // the model on more still.
      ...Array.from({ length: SLIP_MAX_ADS + 2 }, () => ({
        category: 'vehicles' as const,
        brand: 'Toyota',
        model: 'Land Cruiser',
        location: 'Gwadar',
        createdAt: at(10),
      })),
      ...Array.from({ length: SLIP_MAX_ADS + 1 }, (_, i) => ({
        brand: 'Other',
        model: 'Other',
        createdAt: at(10),
        form: { Title: `Hand bag ${i + 1}` },
      })),
      // Numbers as sellers write them in a title.
      {
        brand: 'Xiaomi',
        model: 'Other',
        location: 'Chitral',
        createdAt: at(10),
        form: { Title: 'Redmi 13C 6/128' },
      },
      // For the Roman-Urdu phrases.
      { category: 'vehicles', brand: 'Honda', model: 'Civic', location: 'Lahore', createdAt: at(11) },
      {
        category: 'propertyforrent',
        brand: 'Commercial Plots',
        model: 'Shop',
        location: 'Lahore',
        createdAt: at(12),
      },
      { brand: 'Apple', model: 'iPhone 13', location: 'Lahore', createdAt: at(13) },
    ]);
    await db.execute(sql`analyze ads`);
  });
  afterAll(() => app.close());

  const search = async (q: string): Promise<SearchResponse> => {
    const res = await request(app, { url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const list = async (query: string): Promise<ListingResponse> => {
    const res = await request(app, { url: `/api/ads?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = (r: { items: { title: string }[] }) => r.items.map((a) => a.title).sort();

  it("finds the values of an ad's fields, in English and Urdu script", async () => {
    expect(titles(await search('penthouse'))).toEqual(['2 Bed 4 Bedroom for Rent in Karachi']);
    expect(titles(await search('پینٹ ہاؤس'))).toEqual(['2 Bed 4 Bedroom for Rent in Karachi']);
    expect(titles(await list('category=propertyforrent&q=under+construction'))).toEqual([
      '2 Bed 4 Bedroom for Rent in Karachi',
    ]);
    expect(titles(await list('category=furnitureanddecor&q=sheesham'))).toEqual([
      'Sheesham Bed',
      'Wardrobe 3 door',
    ]);
    expect(titles(await search('شیشم'))).toEqual(['Sheesham Bed', 'Wardrobe 3 door']);
  });

  it('ranks title, brand and model above fields and description', async () => {
    // The wardrobe is newer, but only its material says sheesham.
    const ranked = await list('category=furnitureanddecor&q=sheesham&sort=relevance');
    expect(ranked.items.map((a) => a.title)).toEqual(['Sheesham Bed', 'Wardrobe 3 door']);
  });

  it('finds a word only in the description, but not its bare numbers', async () => {
    expect(titles(await search('microwave'))).toEqual(['Dawlance oven, slightly used']);
    expect(titles(await search('grill multan'))).toEqual(['Dawlance oven, slightly used']);
    expect(titles(await list('category=electronicsandhome&q=litre'))).toEqual([
      'Dawlance oven, slightly used',
    ]);
    expect((await search('13 months')).items).toEqual([]);
  });

  it("finds a title's numbers as a query reads them ('6/128' by '6 128')", async () => {
    expect(titles(await search('redmi 6 128'))).toEqual(['Redmi 13C 6/128']);
    expect(titles(await search('6 128 chitral'))).toEqual(['Redmi 13C 6/128']);
  });

  it('finds a misspelt make or model even when some ad holds the misspelling', async () => {
    expect(titles(await search('nokya'))).toEqual(['Nokia 105', 'Nokia G21', 'Nokya charger']);
    expect(titles(await search('vivoo quetta'))).toEqual(['Vivo Y20']);
    expect(titles(await search('vivoo'))).toEqual(['Vivo Y20', 'Vivo Y21', 'Vivoo back cover']);
    expect(titles(await search('samsng sukkur'))).toEqual(['Samsung Galaxy A15']);
    expect(titles(await search('samsng'))).toEqual([
      'Glass protector',
      'Samsung Galaxy A15',
      'Samsung Galaxy A55',
    ]);
    // A 4-letter make with a letter missing is read as the make, and the page says so.
    const missing = await search('vvo quetta');
    expect(titles(missing)).toEqual(['Vivo Y20']);
    expect(missing.correctedText).toBe('vivo'); // the city is read as the place
    // A word on more than SLIP_MAX_ADS ads is a word of its own.
    const hand = await search('hand');
    expect(hand.total).toBe(SLIP_MAX_ADS + 1);
    expect(hand.items.every((a) => a.title.startsWith('Hand bag'))).toBe(true);
    // A make or model itself is never read as a slip of another (nor said to be corrected).
    const vivo = await search('vivo quetta');
    expect(titles(vivo)).toEqual(['Vivo Y20']);
    expect(vivo.correctedText).toBeUndefined();
  });

  it('reads a three-letter slip of a four-letter word the way people type it in a hurry', async () => {
    // 'wth' for with: the description says 'Microwave with grill'.
    expect(titles(await search('microwave with grill'))).toEqual(['Dawlance oven, slightly used']);
    const slip = await search('microwave wth grill');
    expect(titles(slip)).toEqual(['Dawlance oven, slightly used']);
    expect(slip.correctedText).toBe('microwave with grill');
    // Three letters that are no four-letter word's slip still find nothing.
    expect((await search('microwave wqx grill')).total).toBe(0);
  });

  it('does not require Roman-Urdu words that carry no search meaning', async () => {
    expect(titles(await search('honda civic bechna hai'))).toEqual(['Honda Civic 2018']);
    expect(titles(await search('iphone 13 chahiye'))).toEqual(['Apple iPhone 13']);
    expect(titles(await search('آئی فون چاہیے'))).toEqual(['Apple iPhone 13']);
    // In property, renting names the rent category; the shop is then its word.
    const shop = await search('dukan kiraye par chahiye');
    expect(shop.category).toBe('propertyforrent');
    expect(titles(shop)).toEqual(['2 Bed Shop for Rent in Lahore']);
    expect(titles(await search('kiraya penthouse'))).toEqual(['2 Bed 4 Bedroom for Rent in Karachi']);
    // A category named, the rest such words: the category's listing.
    expect((await list('category=vehicles&q=chahiye')).total).toBeGreaterThan(0);
    expect(titles(await search('gari karachi chahiye'))).toEqual([]);
    expect(titles(await search('gari lahore chahiye'))).toEqual(['Honda Civic 2018']);
    // Such words alone are still searched, and find nothing here.
    expect((await search('chahiye')).items).toEqual([]);
  });
});
