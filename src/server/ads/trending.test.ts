// GET /api/trending: the footer's trending searches are the makes and models listed most
// among the newest ads, and every one of them leads to a listing with ads.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingResponse, TrendingResponse } from '../../domain/api';
import { TRENDING_LIMIT } from '../../domain/limits';
import { ads } from '../db/schema';
import { buildTestApp, request } from '../../../test/support/server/app';
import { createSeller, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('trending searches', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const db = database().db;
    const seller = await createSeller(db);
    const many = (n: number, o: AdOverrides) => Array.from({ length: n }, () => o);
    await insertAds(db, seller, [
      ...many(4, { category: 'vehicles', brand: 'Suzuki', model: 'Alto' }),
      ...many(3, { category: 'mobiles', brand: 'Samsung', model: 'Galaxy A55' }),
      ...many(2, { category: 'bikes', brand: 'Honda', model: 'CD 70' }),
      { category: 'mobiles', brand: 'Apple', model: 'iPhone 15' },
      { category: 'mobiles', brand: 'Infinix', model: 'Hot 40' },
      { category: 'vehicles', brand: 'Toyota', model: 'Corolla' },
      // Never trending: an 'Other' model, and a category where brand and model are groupings.
      ...many(6, { category: 'mobiles', brand: 'Samsung', model: 'Other' }),
      ...many(6, { category: 'jobs', brand: 'IT', model: 'Developer' }),
    ]);
    // Nor ads nobody can find any more (sold long ago, expired, hidden): their link would lead nowhere.
    const unlisted = await insertAds(
      db,
      seller,
      many(5, { category: 'vehicles', brand: 'Honda', model: 'Civic' }),
    );
    await db
      .update(ads)
      .set({ listed: false })
      .where(
        inArray(
          ads.id,
          unlisted.map((a) => a.id),
        ),
      );
  });
  afterAll(() => app.close());

  it('lists the most listed makes and models, most first, each leading to its ads', async () => {
    const res = await request(app, { url: '/api/trending' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as TrendingResponse;
    expect(items).toHaveLength(TRENDING_LIMIT);
    expect(items.slice(0, 3)).toEqual([
      { label: 'Suzuki Alto', path: '/motors?brand=Suzuki&model=Alto', count: 4 },
      { label: 'Samsung Galaxy A55', path: '/mobile-phones?brand=Samsung&model=Galaxy+A55', count: 3 },
      { label: 'Honda CD 70', path: '/motorcycles?brand=Honda&model=CD+70', count: 2 },
    ]);
    expect(items.map((i) => i.label)).not.toContain('Samsung Other');
    expect(items.map((i) => i.label)).not.toContain('Honda Civic');
    expect(items.some((i) => i.label.startsWith('IT'))).toBe(false);

    const categoryOf: Record<string, string> = {
      '/motors': 'vehicles',
      '/mobile-phones': 'mobiles',
      '/motorcycles': 'bikes',
    };
    for (const item of items) {
      const [path, query] = item.path.split('?');
      const listing = await request(app, { url: `/api/ads?category=${categoryOf[path!]}&${query}` });
      expect((listing.json() as ListingResponse).total, item.path).toBe(item.count);
    }
  });
});
