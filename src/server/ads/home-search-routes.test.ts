// GET /api/home, /api/search, /api/suggestions and /api/locations (docs/product.md §2 "Home page", §4 "Home
// search" and "Suggestions", §7 "Location options").
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HomeResponse, ListingResponse, SearchResponse, SuggestionsResponse } from '../../domain/api';
import { CATEGORY_KEYS } from '../../domain/categories';
import { HOME_ROW_SIZE, PAGE_SIZE, Q_MAX_LENGTH, SUGGESTIONS_LIMIT } from '../../domain/limits';
import { buildTestApp, request } from '../../../test/support/server/app';
import { createSeller, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('home rows, search, suggestions and locations', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    const base = Date.UTC(2026, 3, 1);
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    // Six mobiles (two newest in Karachi), one vehicle, nothing else.
    const mobiles: AdOverrides[] = [
      { model: 'Galaxy S24', location: 'Lahore', createdAt: at(1) },
      { model: 'Galaxy S24', location: 'Lahore', createdAt: at(2) },
      { model: 'Galaxy A55', location: 'Lahore', createdAt: at(3) },
      {
        brand: 'Apple',
        model: 'iPhone 15',
        location: 'Lahore',
        createdAt: at(4),
        form: { Title: 'iPhone 15 mint' },
      },
      { model: 'Galaxy S24', location: 'Karachi', createdAt: at(5) },
      { model: 'Galaxy A55', location: 'Karachi', createdAt: at(6) },
    ];
    await insertAds(db, seller, [
      ...mobiles,
      { category: 'vehicles', brand: 'Toyota', model: 'Corolla', location: 'Peshawar', createdAt: at(7) },
      { category: 'vehicles', brand: 'Toyota', model: 'Corolla', location: '', createdAt: at(0) },
    ]);
  });
  afterAll(() => app.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await request(app, { url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives every category a row of its newest ads in one request', async () => {
    const { rows } = await get<HomeResponse>('/api/home');
    expect(Object.keys(rows).sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(rows.mobiles).toHaveLength(HOME_ROW_SIZE);
    expect(rows.mobiles.map((a) => a.createdAt)).toEqual(
      [...rows.mobiles.map((a) => a.createdAt)].sort().reverse(),
    );
    expect(rows.mobiles[0]).toMatchObject({ model: 'Galaxy A55', location: 'Karachi' });
    expect(rows.vehicles).toHaveLength(2);
    expect(rows.kids).toEqual([]);
  });

  it('filters the home rows by location, in any case', async () => {
    const { rows } = await get<HomeResponse>('/api/home?location=karachi');
    expect(rows.mobiles.map((a) => a.location)).toEqual(['Karachi', 'Karachi']);
    expect(rows.vehicles).toEqual([]);
  });

  it('searches title, brand and model and finds every match, as the listing does', async () => {
    const res = await get<SearchResponse>('/api/search?q=galaxy');
    expect(res.items.map((a) => a.model).sort()).toEqual([
      'Galaxy A55',
      'Galaxy A55',
      'Galaxy S24',
      'Galaxy S24',
      'Galaxy S24',
    ]);
    expect(res.total).toBe(5);
    const listed = await get<ListingResponse>('/api/ads?category=mobiles&q=galaxy');
    expect(res.items.map((a) => a.id)).toEqual(listed.items.map((a) => a.id));
    expect(res).toMatchObject({ total: listed.total, page: 1, pageSize: PAGE_SIZE, pageCount: 1 });
    expect((await get<SearchResponse>('/api/search?q=MINT')).items.map((a) => a.title)).toEqual([
      'iPhone 15 mint',
    ]);
    expect((await get<SearchResponse>('/api/search?q=samsung%20s24')).total).toBe(3);
  });

  it('searches within a location (in:{location} on the home page)', async () => {
    const res = await get<SearchResponse>('/api/search?q=galaxy&location=Lahore');
    expect(res.items.map((a) => a.model).sort()).toEqual(['Galaxy A55', 'Galaxy S24', 'Galaxy S24']);
    expect(res.items.every((a) => a.location === 'Lahore')).toBe(true);
    expect((await get<SearchResponse>('/api/search?q=galaxy%20in:karachi')).total).toBe(2);
  });

  it('reads a search written in Urdu script as its Latin words (decision 188)', async () => {
    const q = (text: string) => get<SearchResponse>(`/api/search?q=${encodeURIComponent(text)}`);
    // 'موبائل' is the Urdu pages' own word for Mobiles: the category, as 'mobile' is.
    const mobiles = await q('موبائل');
    expect(mobiles).toMatchObject({ category: 'mobiles', total: 6 });
    expect((await q('ٹویوٹا کرولا')).items.map((a) => a.model)).toEqual(['Corolla', 'Corolla']);
    // Arabic-keyboard letters and a city in Urdu: 'سامسنگ' with ك/ي forms, in Lahore.
    const lahore = await q('سام سنگ لاہور');
    expect(lahore.items.map((a) => a.location)).toEqual(['Lahore', 'Lahore', 'Lahore']);
    // An Urdu price phrase and an Urdu model: only the iPhone, under 2 lac.
    const iphones = await q('2 لاکھ سے کم آئی فون');
    expect(iphones.items.map((a) => a.model)).toEqual(['iPhone 15']);
    // The same search in Latin letters finds the same ads.
    expect((await q('samsung lahore')).items.map((a) => a.id)).toEqual(lahore.items.map((a) => a.id));
    expect((await q('سیب کیلا')).total).toBe(0);
  });

  it('counts what the category listings count for the same words and price, added up', async () => {
    const sum = async (query: string) => {
      let total = 0;
      for (const category of CATEGORY_KEYS)
        total += (await get<ListingResponse>(`/api/ads?category=${category}&${query}`)).total;
      return total;
    };
    for (const [typed, query] of [
      ['galaxy', 'q=galaxy'],
      ['corolla', 'q=corolla'],
      ['under 1 lac', 'maxPrice=100000'],
      ['above 1 lac', 'minPrice=100000'],
      ['samsung under 1 lac', 'q=samsung&maxPrice=100000'],
    ] as const) {
      const res = await get<SearchResponse>(`/api/search?q=${encodeURIComponent(typed)}`);
      expect(res.total, typed).toBe(await sum(query));
      expect(res.category, typed).toBeUndefined();
    }
    // Words naming a category are that category's listing, exactly.
    const gari = await get<SearchResponse>('/api/search?q=gari');
    const vehicles = await get<ListingResponse>('/api/ads?category=vehicles');
    expect(gari).toMatchObject({ category: 'vehicles', total: vehicles.total });
    expect(gari.items.map((a) => a.id)).toEqual(vehicles.items.map((a) => a.id));
    const phones = await get<SearchResponse>(`/api/search?q=${encodeURIComponent('phone galaxy in:Lahore')}`);
    const listed = await get<ListingResponse>('/api/ads?category=mobiles&q=galaxy&location=Lahore');
    expect(phones).toMatchObject({ category: 'mobiles', total: listed.total });
  });

  it('finds nothing for blank text and takes metacharacters literally', async () => {
    expect(await get<SearchResponse>('/api/search?q=%20%20')).toMatchObject({ items: [], total: 0 });
    // A place alone is home's rows, not a search.
    expect((await get<SearchResponse>('/api/search?q=in:Lahore')).total).toBe(0);
    expect((await get<SearchResponse>('/api/search?q=%25')).items).toEqual([]);
    expect(
      (await get<SearchResponse>(`/api/search?q=${encodeURIComponent("'; drop table ads; --")}`)).items,
    ).toEqual([]);
    const long = await request(app, { url: `/api/search?q=${'x'.repeat(10_000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(`Search text can be at most ${Q_MAX_LENGTH} characters`);
  });

  it('suggests brands, models and categories, prefix matches first', async () => {
    const { items } = await get<SuggestionsResponse>('/api/suggestions?q=%20Sam%20');
    // Each with the number of active ads it leads to; none that leads nowhere.
    expect(items).toEqual([
      { label: 'Samsung', category: 'mobiles', params: { brand: 'Samsung' }, count: 5 },
      {
        label: 'Samsung Galaxy A55',
        category: 'mobiles',
        params: { brand: 'Samsung', model: 'Galaxy A55' },
        count: 2,
      },
      {
        label: 'Samsung Galaxy S24',
        category: 'mobiles',
        params: { brand: 'Samsung', model: 'Galaxy S24' },
        count: 3,
      },
    ]);
    const cars = await get<SuggestionsResponse>('/api/suggestions?q=vehic');
    expect(cars.items[0]).toEqual({ label: 'Vehicles', category: 'vehicles', params: {}, count: 2 });
    const corolla = await get<SuggestionsResponse>('/api/suggestions?q=COROLLA');
    expect(corolla.items.map((s) => `${s.label} · ${s.count}`)).toEqual(['Toyota Corolla · 2']);
  });

  it('suggests counts that are the totals of the listings they open', async () => {
    for (const typed of ['sam', 'galaxy', 'corolla', 'gari', 'mobile', 'iphone']) {
      const { items } = await get<SuggestionsResponse>(`/api/suggestions?q=${typed}`);
      expect(items.length, typed).toBeGreaterThan(0);
      for (const s of items) {
        const listed = await get<ListingResponse>(
          `/api/ads?${new URLSearchParams({ category: s.category, ...s.params })}`,
        );
        expect(listed.total, `${typed}: ${s.label}`).toBe(s.count);
      }
    }
  });

  it('suggests through synonyms and typos', async () => {
    const gari = await get<SuggestionsResponse>('/api/suggestions?q=gari');
    expect(gari.items[0]).toEqual({ label: 'Vehicles', category: 'vehicles', params: {}, count: 2 });
    const typo = await get<SuggestionsResponse>('/api/suggestions?q=corola');
    expect(typo.items.map((s) => s.label)).toEqual(['Toyota Corolla']);
    const typo2 = await get<SuggestionsResponse>('/api/suggestions?q=samsng');
    expect(typo2.items[0]!.label).toBe('Samsung');
  });

  it('suggests nothing for one character and caps the list', async () => {
    expect(await get<SuggestionsResponse>('/api/suggestions?q=%20s%20')).toEqual({ items: [] });
    const many = await get<SuggestionsResponse>('/api/suggestions?q=ga');
    expect(many.items.map((s) => s.label)).toEqual(['Samsung Galaxy A55', 'Samsung Galaxy S24']);
    expect(many.items.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
    expect(many.items.every((s) => s.count > 0)).toBe(true);
  });

  it('counts and pages every match among many, as the listing does', async () => {
    const db = database().db;
    const seller = await createSeller(db);
    const many = Array.from({ length: 45 }, (_, i) => ({
      brand: 'Apple',
      model: i % 2 ? 'iPhone 15' : 'iPhone 14',
      location: 'Multan',
      price: 100_000 + i * 10_000,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    }));
    await insertAds(db, seller, many);
    const first = await get<SearchResponse>('/api/search?q=iphone&location=Multan');
    expect(first).toMatchObject({ total: 45, page: 1, pageCount: Math.ceil(45 / PAGE_SIZE) });
    const pages = [first];
    for (let page = 2; page <= first.pageCount; page++)
      pages.push(await get<SearchResponse>(`/api/search?q=iphone&location=Multan&page=${page}`));
    const ids = pages.flatMap((p) => p.items.map((a) => a.id));
    expect(new Set(ids).size).toBe(45);
    // Typed price words narrow it as the boxes beside them do, across every category.
    const under = await get<SearchResponse>(
      `/api/search?q=${encodeURIComponent('iphone under 2 lac in:Multan')}`,
    );
    expect(under.total).toBe(11);
    expect(under.items.every((a) => a.price <= 200_000)).toBe(true);
    const boxes = await get<SearchResponse>('/api/search?q=iphone&location=Multan&maxPrice=200000');
    expect(boxes.items.map((a) => a.id)).toEqual(under.items.map((a) => a.id));
    const listed = await get<ListingResponse>(
      '/api/ads?category=mobiles&q=iphone&location=Multan&maxPrice=200000',
    );
    expect(listed.total).toBe(under.total);
  });

  it('lists the distinct non-empty locations, sorted', async () => {
    expect(await get('/api/locations')).toEqual({ locations: ['Karachi', 'Lahore', 'Multan', 'Peshawar'] });
  });
});
