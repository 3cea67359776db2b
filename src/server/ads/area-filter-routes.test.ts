// Property area filters: marla, kanal, square feet and square yards (gaz), a marla
// being the size each seller meant, so "5 marla" finds a 5-marla plot however it was entered.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingResponse } from '../../domain/api';
import { buildTestApp, request } from '../../../test/support/server/app';
import { createSeller, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('property area filters', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    const property = (title: string, location: string, form: Record<string, string>) => ({
      category: 'propertyforsale' as const,
      location,
      form: { title, ...form },
    });
    await insertAds(db, seller, [
      // Lahore's schemes measure a marla as 225 sq ft (the default there).
      property('Five marla in Lahore', 'Lahore', { area: '5', areaUnit: 'Marla' }),
      property('Five marla in square feet', 'Lahore', {
        area: '1125',
        areaUnit: 'Sq. Ft.',
        marlaSize: '225',
      }),
      property('Ten marla in Islamabad', 'Islamabad', { area: '10', areaUnit: 'Marla' }),
      property('One kanal', 'Lahore', { area: '1', areaUnit: 'Kanal' }),
      property('Two hundred gaz', 'Karachi', { area: '200', areaUnit: 'Sq. Yd.' }),
    ]);
  });
  afterAll(() => app.close());

  const titles = async (query: string) => {
    const res = await request(app, { url: `/api/ads?category=propertyforsale&sort=oldest&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ListingResponse).items.map((a) => a.title);
  };

  it('finds a 5-marla plot however it was entered', async () => {
    expect(await titles('minArea=5&maxArea=5')).toEqual([
      'Five marla in Lahore',
      'Five marla in square feet',
    ]);
    expect(await titles('minArea=5&maxArea=5&areaUnit=marla')).toHaveLength(2);
  });

  it('reads kanal, square feet and square yards', async () => {
    expect(await titles('minArea=1&maxArea=1&areaUnit=kanal')).toEqual(['One kanal']);
    // 10 marla of 272.25 sq ft (the revenue record's size, Islamabad's default).
    expect(await titles('minArea=2700&maxArea=2750&areaUnit=sqft')).toEqual(['Ten marla in Islamabad']);
    expect(await titles('minArea=200&maxArea=200&areaUnit=sqyd')).toEqual(['Two hundred gaz']);
    expect(await titles('minArea=8&areaUnit=marla')).toEqual(['Ten marla in Islamabad', 'One kanal']);
  });

  it('refuses unreadable bounds and units with a message', async () => {
    for (const [query, field] of [
      ['minArea=abc', 'minArea'],
      ['minArea=5&areaUnit=acre', 'areaUnit'],
      ['minArea=10&maxArea=5', 'minArea'],
    ]) {
      const res = await request(app, { url: `/api/ads?category=propertyforsale&${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field!);
    }
  });
});
