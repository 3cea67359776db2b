// GET /api/ads and /api/ads/facets: every filter of every category, every sort, pagination edges,
// facet counts and bad input (docs/product.md §2 "Filters per listing", §5 "Other", §9).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FacetsResponse, ListingResponse } from '../../domain/api';
import { CATEGORY_KEYS, type CategoryKey } from '../../domain/categories';
import { getBrands } from '../../domain/catalogue';
import { getFilters, type FilterDef } from '../../domain/filters';
import { SORTS } from '../../domain/fields/options';
import { MAX_PAGE, PAGE_SIZE, Q_MAX_LENGTH } from '../../domain/limits';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import {
  createSeller,
  deleteAllAds,
  insertAd,
  insertAds,
  type AdOverrides,
} from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

async function list(app: FastifyInstance, query: string): Promise<ListingResponse> {
  const res = await request(app, { url: `/api/ads?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function refused(app: FastifyInstance, query: string) {
  const res = await request(app, { url: `/api/ads?${query}` });
  expect(res.statusCode, res.body).toBe(400);
  return res.json().error as { code: string; message: string; fields?: Record<string, string> };
}

/** An ad that has `value` for the filter, and one that does not. */
function filterCase(
  category: CategoryKey,
  def: FilterDef,
): { value: string; hit: AdOverrides; miss: AdOverrides } {
  const t = def.target;
  const [b0, b1] = getBrands(category);
  if ('column' in t && t.column === 'brand')
    return { value: b0!.name, hit: { brand: b0!.name }, miss: { brand: b1!.name } };
  if ('column' in t && t.column === 'model')
    return {
      value: b0!.models[0]!,
      hit: { brand: b0!.name, model: b0!.models[0]! },
      miss: { brand: b0!.name, model: b0!.models[1]! },
    };
  if ('column' in t) return { value: 'Karachi', hit: { location: 'Karachi' }, miss: { location: 'Quetta' } };
  if ('range' in t && t.range === 'year')
    return { value: '2010-2015', hit: { form: { year: '2012' } }, miss: { form: { year: '2018' } } };
  if ('range' in t)
    return {
      value: '5+',
      hit: { form: { [t.range]: 'Other', [`${t.range}Custom`]: '12' } },
      miss: { form: { [t.range]: '3' } },
    };
  const [o0, o1] = def.options ?? ['Alpha Traders', 'Beta Works'];
  const stored = (o: string) => def.stored?.[o] ?? o;
  return {
    value: o0!,
    hit: { form: { [t.formKey]: stored(o0!) } },
    miss: { form: { [t.formKey]: stored(o1!) } },
  };
}

describeEachDatabase('listing filters', (database) => {
  let app: FastifyInstance;
  let seller: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    seller = await createSeller(database().db);
  });
  afterAll(() => app.close());

  for (const category of CATEGORY_KEYS)
    for (const def of getFilters(category)) {
      it(`${category}: ${def.param} keeps only the matching ads`, async () => {
        const db = database().db;
        await deleteAllAds(db);
        const { value, hit, miss } = filterCase(category, def);
        const dependsOn = def.dependsOn
          ? `&${def.dependsOn}=${encodeURIComponent(getBrands(category)[0]!.name)}`
          : '';
        const [match] = await insertAds(db, seller, [
          { category, ...hit },
          { category, ...miss },
        ]);
        await insertAd(db, seller, { category: category === 'kids' ? 'mobiles' : 'kids', ...hit });
        const page = await list(
          app,
          `category=${category}&${def.param}=${encodeURIComponent(value)}${dependsOn}`,
        );
        expect(page.items.map((a) => a.id)).toEqual([match!.id]);
        expect(page.total).toBe(1);
      });
    }

  it('matches the vehicle year exactly, in ranges and before 2000', async () => {
    const db = database().db;
    await deleteAllAds(db);
    const years = ['1995', '2000', '2012', '2015', '2019'];
    await insertAds(
      db,
      seller,
      years.map((year) => ({ category: 'vehicles' as const, form: { year } })),
    );
    const yearsOf = async (v: string) =>
      (await list(app, `category=vehicles&year=${encodeURIComponent(v)}&sort=oldest`)).items.map(
        (a) => a.highlights[0],
      );
    expect(await yearsOf('2019')).toEqual(['2019']);
    expect(await yearsOf('2010-2015')).toEqual(['2012', '2015']);
    expect(await yearsOf('2000-2010')).toEqual(['2000']);
    expect(await yearsOf('Before 2000')).toEqual(['1995']);
  });

  it('reads bedrooms and bathrooms with 5+ as five or more', async () => {
    const db = database().db;
    await deleteAllAds(db);
    await insertAds(db, seller, [
      { category: 'propertyforsale', form: { bedrooms: '4', bathrooms: '5' } },
      { category: 'propertyforsale', form: { bedrooms: '5', bathrooms: '1' } },
      { category: 'propertyforsale', form: { bedrooms: '10', bathrooms: '2' } },
    ]);
    // Written behind the routes' back: the cached pages of an earlier test's ads go, as a post would.
    await app.browseCaches.changed();
    expect((await list(app, 'category=propertyforsale&bedrooms=5%2B')).total).toBe(2);
    expect((await list(app, 'category=propertyforsale&bedrooms=4')).total).toBe(1);
    expect((await list(app, 'category=propertyforsale&bathrooms=5%2B&bedrooms=4')).total).toBe(1);
  });

  it('combines filters, price bounds and text', async () => {
    const db = database().db;
    await deleteAllAds(db);
    await insertAds(db, seller, [
      { price: 50_000, location: 'Lahore', form: { storage: '128GB' } },
      { price: 80_000, location: 'Lahore', form: { storage: '128GB' } },
      { price: 80_000, location: 'Karachi', form: { storage: '128GB' } },
      { price: 80_000, location: 'Lahore', form: { storage: '64GB' } },
      {
        price: 80_000,
        location: 'Lahore',
        brand: 'Apple',
        model: 'iPhone 15',
        form: { storage: '128GB', Title: 'iPhone 15' },
      },
    ]);
    const page = await list(
      app,
      'category=mobiles&location=lahore&brand=samsung&storage=128GB&minPrice=60000&maxPrice=90000&q=galaxy',
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ price: 80_000, location: 'Lahore', brand: 'Samsung' });
  });

  it('takes blank bounds as none and counts a missing price as 0', async () => {
    const db = database().db;
    await deleteAllAds(db);
    await insertAds(db, seller, [
      { category: 'animals', price: null },
      { category: 'animals', price: 500 },
    ]);
    expect((await list(app, 'category=animals&minPrice=&maxPrice=')).total).toBe(2);
    const free = await list(app, 'category=animals&maxPrice=0');
    expect(free.items.map((a) => a.price)).toEqual([0]);
    expect((await list(app, 'category=animals&minPrice=1')).items.map((a) => a.price)).toEqual([500]);
  });

  it('uses salary as the jobs price and monthly rent for rentals', async () => {
    const db = database().db;
    await deleteAllAds(db);
    await insertAds(db, seller, [
      { category: 'jobs', price: 40_000 },
      { category: 'jobs', price: 90_000 },
      { category: 'propertyforrent', price: 70_000 },
    ]);
    expect((await list(app, 'category=jobs&minPrice=50000')).items.map((a) => a.price)).toEqual([90_000]);
    expect((await list(app, 'category=propertyforrent&maxPrice=70000')).items.map((a) => a.price)).toEqual([
      70_000,
    ]);
  });
});

describeEachDatabase('listing sorts and pages', (database) => {
  let app: FastifyInstance;
  const prices = [300, 100, 200, 100, 0];
  let ids: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    const base = Date.UTC(2026, 2, 1);
    // Two ads share a price and a time, so the tie-break is exercised.
    const rows = await insertAds(
      db,
      seller,
      prices.map((price, i) => ({
        category: 'bikes' as const,
        price,
        createdAt: new Date(base + (i === 3 ? 1 : i) * 1000),
      })),
    );
    ids = rows.map((r) => r.id);
    await insertAds(
      db,
      seller,
      Array.from({ length: 2 * PAGE_SIZE + 5 }, (_, i) => ({ category: 'kids' as const, price: i })),
    );
  });
  afterAll(() => app.close());

  it('sorts newest, oldest, by price both ways, each in one fixed order', async () => {
    const order = async (sort: string) =>
      (await list(app, `category=bikes&sort=${sort}`)).items.map((a) => a.price);
    expect(await order('newest')).toEqual([0, 200, 100, 100, 300]);
    expect(await order('oldest')).toEqual([300, 100, 100, 200, 0]);
    expect(await order('price_low')).toEqual([0, 100, 100, 200, 300]);
    expect(await order('price_high')).toEqual([300, 200, 100, 100, 0]);
    for (const sort of SORTS) {
      const a = await list(app, `category=bikes&sort=${sort}`);
      const b = await list(app, `category=bikes&sort=${sort}`);
      expect(a.items.map((x) => x.id)).toEqual(b.items.map((x) => x.id));
      expect(new Set(a.items.map((x) => x.id))).toEqual(new Set(ids));
    }
  });

  it('pages through every ad once, with the total and page count', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await list(app, `category=kids&sort=price_low&page=${page}`);
      expect(res).toMatchObject({ total: 2 * PAGE_SIZE + 5, page, pageSize: PAGE_SIZE, pageCount: 3 });
      expect(res.totalIsCapped).toBeUndefined();
      seen.push(...res.items.map((a) => a.id));
    }
    expect(seen).toHaveLength(2 * PAGE_SIZE + 5);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers a page past the end with no ads and the right total', async () => {
    const res = await list(app, 'category=kids&page=9');
    expect(res).toMatchObject({ items: [], total: 2 * PAGE_SIZE + 5, page: 9, pageCount: 3 });
    expect(await list(app, 'category=kids&q=nothing-like-this')).toMatchObject({
      items: [],
      total: 0,
      pageCount: 0,
    });
  });

  it('refuses page 0, page abc and pages beyond the limit', async () => {
    expect((await refused(app, 'category=kids&page=0')).fields).toHaveProperty('page');
    expect((await refused(app, 'category=kids&page=abc')).message).toBe('Page must be a number');
    expect((await refused(app, 'category=kids&page=1.5')).fields).toHaveProperty('page');
    expect((await refused(app, `category=kids&page=${MAX_PAGE + 1}`)).fields).toHaveProperty('page');
  });
});

describeEachDatabase('listing bad input', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    await insertAds(db, seller, [
      { form: { Title: '100% original' } },
      { form: { Title: 'box_pack' } },
      { form: { Title: 'back\\slash' } },
      { form: { Title: 'plain phone' } },
    ]);
  });
  afterAll(() => app.close());

  it('searches the words of q; punctuation alone finds nothing', async () => {
    const titles = async (q: string) =>
      (await list(app, `category=mobiles&q=${encodeURIComponent(q)}`)).items.map((a) => a.title);
    expect(await titles('100%')).toEqual(['100% original']);
    expect(await titles('%')).toEqual([]);
    expect(await titles('_')).toEqual([]);
    expect(await titles('\\')).toEqual([]);
    expect(await titles('box pack')).toEqual(['box_pack']);
    expect(await titles('back slash')).toEqual(['back\\slash']);
    expect(await titles('.*')).toEqual([]);
    expect(await titles("'; drop table ads; --")).toEqual([]);
    expect((await list(app, 'category=mobiles')).total).toBe(4);
  });

  it('refuses a q of 10,000 characters with a message', async () => {
    const error = await refused(app, `category=mobiles&q=${'a'.repeat(10_000)}`);
    expect(error.message).toBe(`Search text can be at most ${Q_MAX_LENGTH} characters`);
  });

  it('refuses min above max, negative and non-numeric prices', async () => {
    expect((await refused(app, 'category=mobiles&minPrice=500&maxPrice=100')).message).toBe(
      'Minimum price cannot be more than the maximum price',
    );
    expect((await refused(app, 'category=mobiles&minPrice=-5')).fields).toHaveProperty('minPrice');
    expect((await refused(app, 'category=mobiles&maxPrice=abc')).fields).toHaveProperty('maxPrice');
  });

  it('refuses unknown options, sorts and categories', async () => {
    expect((await refused(app, 'category=mobiles&storage=3TB')).fields).toEqual({
      storage: 'Choose a storage from the list',
    });
    expect((await refused(app, 'category=mobiles&sort=random')).fields).toHaveProperty('sort');
    expect((await refused(app, 'category=tablets')).fields).toEqual({
      category: 'Choose a category from the list',
    });
    expect((await refused(app, '')).fields).toHaveProperty('category');
  });

  it('ignores query keys it does not know', async () => {
    expect((await list(app, 'category=mobiles&utm_source=whatsapp&fbclid=x')).total).toBe(4);
  });
});

describeEachDatabase('facets', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    await insertAds(db, seller, [
      { brand: 'Samsung', model: 'Galaxy S24', location: 'Lahore' },
      { brand: 'Samsung', model: 'Galaxy S24', location: 'Karachi' },
      { brand: 'Samsung', model: 'Galaxy A55', location: 'Lahore' },
      { brand: 'Apple', model: 'iPhone 15', location: 'Lahore' },
      { category: 'jobs', form: { companyName: 'Engro' } },
      { category: 'jobs', form: { companyName: 'Engro' } },
      { category: 'jobs', form: { companyName: 'Systems Ltd' } },
    ]);
  });
  afterAll(() => app.close());

  async function facets(query: string): Promise<FacetsResponse['facets']> {
    const res = await request(app, { url: `/api/ads/facets?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().facets;
  }

  it('counts brands and locations, most common first, with no model facet until a brand is chosen', async () => {
    const f = await facets('category=mobiles');
    expect(f.brand).toEqual([
      { value: 'Samsung', count: 3 },
      { value: 'Apple', count: 1 },
    ]);
    expect(f.location).toEqual([
      { value: 'Lahore', count: 3 },
      { value: 'Karachi', count: 1 },
    ]);
    expect(f).not.toHaveProperty('model');
  });

  it('counts each facet with the other filters applied, but not its own', async () => {
    const f = await facets('category=mobiles&brand=Samsung&location=Lahore');
    expect(f.brand).toEqual([
      { value: 'Samsung', count: 2 },
      { value: 'Apple', count: 1 },
    ]);
    expect(f.model).toEqual([
      { value: 'Galaxy A55', count: 1 },
      { value: 'Galaxy S24', count: 1 },
    ]);
    expect(f.location).toEqual([
      { value: 'Lahore', count: 2 },
      { value: 'Karachi', count: 1 },
    ]);
  });

  it('gives form-data facets such as the company of jobs', async () => {
    expect((await facets('category=jobs')).company).toEqual([
      { value: 'Engro', count: 2 },
      { value: 'Systems Ltd', count: 1 },
    ]);
  });

  it('keeps facets briefly, but forgets them when an ad changes through the API', async () => {
    const owner = await signedIn(database(), 'Owner');
    expect((await facets('category=kids')).brand).toEqual([]);
    const [mine] = await insertAds(database().db, owner.userId, [
      { category: 'kids', brand: 'Toys' },
      { category: 'kids', brand: 'Baby Gear' },
    ]);
    expect((await facets('category=kids')).brand).toEqual([]);
    const deleted = await request(app, {
      method: 'DELETE',
      url: `/api/ads/${mine!.id}`,
      cookie: owner.cookie,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await facets('category=kids')).brand).toEqual([{ value: 'Baby Gear', count: 1 }]);
  });

  it('validates like the listing', async () => {
    const res = await request(app, { url: '/api/ads/facets?category=mobiles&storage=9GB' });
    expect(res.statusCode).toBe(400);
  });
});
