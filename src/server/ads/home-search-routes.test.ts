// GET /api/home, /api/search, /api/suggestions and /api/locations (docs/product.md §2 "Home page", §4 "Home
// search" and "Suggestions", §7 "Location options").
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HomeResponse, SearchResponse, SuggestionsResponse } from '../../domain/api';
import { CATEGORY_KEYS } from '../../domain/categories';
import { HOME_ROW_SIZE, Q_MAX_LENGTH, SUGGESTIONS_LIMIT } from '../../domain/limits';
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

  it('searches title, brand and model, one result per brand and model, newest first', async () => {
    const res = await get<SearchResponse>('/api/search?q=galaxy');
    expect(res.items.map((a) => `${a.model} ${a.location}`)).toEqual([
      'Galaxy A55 Karachi',
      'Galaxy S24 Karachi',
    ]);
    expect(res.total).toBe(2);
    expect((await get<SearchResponse>('/api/search?q=MINT')).items.map((a) => a.title)).toEqual([
      'iPhone 15 mint',
    ]);
    expect((await get<SearchResponse>('/api/search?q=samsung%20s24')).items).toHaveLength(1);
  });

  it('searches within a location (in:{location} on the home page)', async () => {
    const res = await get<SearchResponse>('/api/search?q=galaxy&location=Lahore');
    expect(res.items.map((a) => a.model)).toEqual(['Galaxy A55', 'Galaxy S24']);
    expect(res.items.every((a) => a.location === 'Lahore')).toBe(true);
  });

  it('finds nothing for blank text and takes metacharacters literally', async () => {
    expect(await get<SearchResponse>('/api/search?q=%20%20')).toEqual({ items: [], total: 0 });
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
      { label: 'Samsung', category: 'mobiles', q: 'Samsung', count: 5 },
      { label: 'Samsung Galaxy A55', category: 'mobiles', q: 'Samsung Galaxy A55', count: 2 },
      { label: 'Samsung Galaxy S24', category: 'mobiles', q: 'Samsung Galaxy S24', count: 3 },
    ]);
    const cars = await get<SuggestionsResponse>('/api/suggestions?q=vehic');
    expect(cars.items[0]).toEqual({ label: 'Vehicles', category: 'vehicles', q: '', count: 2 });
    const corolla = await get<SuggestionsResponse>('/api/suggestions?q=COROLLA');
    expect(corolla.items.map((s) => `${s.label} · ${s.count}`)).toEqual(['Toyota Corolla · 2']);
  });

  it('suggests through synonyms and typos', async () => {
    const gari = await get<SuggestionsResponse>('/api/suggestions?q=gari');
    expect(gari.items[0]).toEqual({ label: 'Vehicles', category: 'vehicles', q: '', count: 2 });
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

  it('finds the newest match among many, one per brand and model', async () => {
    const db = database().db;
    const seller = await createSeller(db);
    const many = Array.from({ length: 130 }, (_, i) => ({
      brand: 'Apple',
      model: i % 2 ? 'iPhone 15' : 'iPhone 14',
      location: 'Multan',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    }));
    await insertAds(db, seller, many);
    const res = await get<SearchResponse>('/api/search?q=iphone&location=Multan');
    expect(res.items.map((a) => `${a.model} ${a.createdAt}`)).toEqual([
      `iPhone 15 ${new Date(Date.UTC(2025, 0, 1) + 129 * 60_000).toISOString()}`,
      `iPhone 14 ${new Date(Date.UTC(2025, 0, 1) + 128 * 60_000).toISOString()}`,
    ]);
  });

  it('lists the distinct non-empty locations, sorted', async () => {
    expect(await get('/api/locations')).toEqual({ locations: ['Karachi', 'Lahore', 'Multan', 'Peshawar'] });
  });
});
