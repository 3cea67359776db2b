// Ads saved before search words and areas were derived get their search words and areas once, after the upgrade.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingResponse } from '../../domain/api';
import { buildTestApp, request } from '../../../test/support/server/app';
import { createSeller, insertAds } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { REDERIVE_JOB, rederiveSearchColumns } from './rederive';

describeEachDatabase('re-deriving the search columns of older ads', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const total = async (query: string) => {
    const res = await request(app, { url: `/api/ads?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ListingResponse).total;
  };

  it('makes an ad saved the old way findable by its facts and its marla, once per deployment', async () => {
    const db = database().db;
    // The app's own pass (on start) has nothing to do here; let it finish before the test's ads.
    const ran = async () =>
      (await db.execute(sql`select 1 from job_runs where name = ${REDERIVE_JOB}`)).rows.length;
    await expect.poll(ran).toBe(1);
    const seller = await createSeller(db);
    const [plot] = await insertAds(db, seller, [
      {
        category: 'propertyforsale',
        location: 'Multan',
        form: { title: 'Corner plot near canal', area: '8', areaUnit: 'Marla', marlaSize: '272.25' },
      },
    ]);
    // As a pre-issue-9 server saved it: title, brand, model and location only; no area.
    await db.execute(sql`update ads set search_text = 'corner plot near canal multan',
      area_sqft = null, marla_sqft = null where id = ${plot!.id}`);
    await db.execute(sql`delete from job_runs where name = ${REDERIVE_JOB}`);
    expect(await total('category=propertyforsale&q=corner&minArea=8&maxArea=8&areaUnit=marla')).toBe(0);
    expect(await total('category=propertyforsale&q=corner+8+marla')).toBe(0);

    expect(await rederiveSearchColumns(db)).toBeGreaterThanOrEqual(1);
    await app.browseCaches.changed(); // as the app does after its own pass (routes.ts)
    expect(await total('category=propertyforsale&q=corner&minArea=8&maxArea=8&areaUnit=marla')).toBe(1);
    expect(await total('category=propertyforsale&q=corner+8+marla')).toBe(1);
    // Done once: a second start does not read the ads again.
    expect(await rederiveSearchColumns(db)).toBeNull();
  });

  it("adds an older ad's field values and description words to its search text (decision 201)", async () => {
    const db = database().db;
    const seller = await createSeller(db);
    const [flat] = await insertAds(db, seller, [
      {
        category: 'propertyforrent',
        location: 'Hyderabad',
        form: { floorLevel: 'Penthouse', description: 'Rooftop terrace with jacuzzi, lift and generator.' },
      },
    ]);
    // As the previous pass (v2) left it: no floor level, no description.
    await db.execute(sql`update ads set search_text = lower(title) || ' apartments 2 bedroom hyderabad'
      where id = ${flat!.id}`);
    await db.execute(sql`delete from job_runs where name = ${REDERIVE_JOB}`);
    await app.browseCaches.changed();
    expect(await total('category=propertyforrent&q=jacuzzi')).toBe(0);
    expect(await total('category=propertyforrent&q=penthouse+hyderabad')).toBe(0);

    expect(await rederiveSearchColumns(db)).toBeGreaterThanOrEqual(1);
    await app.browseCaches.changed();
    expect(await total('category=propertyforrent&q=jacuzzi')).toBe(1);
    expect(await total('category=propertyforrent&q=penthouse+hyderabad')).toBe(1);
  });
});
