// The price guide (decision 193) on PGlite and PostgreSQL: the comparables of each kind (mobiles by
// storage and PTA status, vehicles and bikes by year ± 1, property by city, society and size class),
// the 90-day window, sold counted and removed not, a range from 8 comparables and none from 7, the
// city or all of Pakistan, the kept rows the pages read, the route's answers to bad input, and the
// price-anomaly flag reading the same comparables.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdDetail } from '../../domain/api';
import { DAY_MS, PRICE_GUIDE_DAYS, PRICE_GUIDE_SWEEP_MS } from '../../domain/limits';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { deleteAllAds, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';
import type { Ad } from '../db/schema';
import { countAllPriceGuides, guideFor, isPriceAnomaly, sweepPriceGuides } from './service';

/** Eight prices whose middle half is Rs. 117,500 to 152,500 (percentile_cont of 100,000 … 170,000). */
const EIGHT = [100_000, 110_000, 120_000, 130_000, 140_000, 150_000, 160_000, 170_000];

describeEachDatabase('the price guide', (database) => {
  let app: FastifyInstance;
  let seller: { userId: string; cookie: string };
  const db = () => database().db;
  beforeAll(async () => {
    app = await buildTestApp(database(), { adminEmails: ['guide-mod@bs.pk'] });
    seller = await signedIn(database(), 'Price Seller');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await deleteAllAds(db());
    await db().execute(sql`delete from price_guides`);
  });

  const recent = (o: AdOverrides, prices: number[]) =>
    insertAds(
      db(),
      seller.userId,
      prices.map((price, i) => ({ createdAt: new Date(Date.now() - (i + 1) * 60_000), ...o, price })),
    );
  const guideOf = async (ad: Ad) => {
    await countAllPriceGuides(db());
    return guideFor(db(), ad);
  };

  describe('mobiles', () => {
    const phone = { category: 'mobiles' as const, brand: 'Samsung', model: 'Galaxy S24' };
    const form = { storage: '256GB', ptaApproved: 'PTA Approved' };

    it('is the middle half of 8 comparable ads, and nothing from 7', async () => {
      const [first] = await recent({ ...phone, form }, EIGHT.slice(0, 7));
      expect(await guideOf(first!)).toBeNull();
      await recent({ ...phone, form }, [170_000]);
      expect(await guideOf(first!)).toEqual({ low: 117_500, high: 152_500, count: 8, city: 'Lahore' });
    });

    it('compares the same storage and PTA status only', async () => {
      const [first] = await recent({ ...phone, form }, EIGHT.slice(0, 7));
      await recent({ ...phone, form: { ...form, storage: '128GB' } }, [170_000]);
      await recent({ ...phone, form: { ...form, ptaApproved: 'PTA Not Approved' } }, [170_000]);
      await recent({ ...phone, model: 'Galaxy S23', form }, [170_000]);
      expect(await guideOf(first!)).toBeNull();
    });

    it('counts sold ads, not removed, expired, unpriced or older than 90 days', async () => {
      const ads = await recent({ ...phone, form }, EIGHT);
      const [a, b, c, d] = ads;
      await db().execute(sql`update ads set status = 'sold', listed = false where id = ${a!.id}`);
      expect((await guideOf(a!))?.count).toBe(8);
      await db().execute(sql`update ads set status = 'hidden', listed = false where id = ${b!.id}`);
      expect(await guideOf(a!)).toBeNull();
      await db().execute(sql`update ads set status = 'active', listed = true where id = ${b!.id}`);
      await db().execute(sql`update ads set status = 'expired', listed = false where id = ${c!.id}`);
      expect(await guideOf(a!)).toBeNull();
      await db().execute(sql`update ads set status = 'active', listed = true where id = ${c!.id}`);
      expect((await guideOf(a!))?.count).toBe(8);
      await db()
        .execute(sql`update ads set created_at = ${new Date(Date.now() - (PRICE_GUIDE_DAYS + 1) * DAY_MS).toISOString()}
        where id = ${d!.id}`);
      expect(await guideOf(a!)).toBeNull();
      await db().execute(sql`update ads set created_at = now() where id = ${d!.id}`);
      await recent({ ...phone, form }, [0]);
      expect((await guideOf(a!))?.count).toBe(8);
    });

    it('speaks of the city with 8 there, else of all of Pakistan', async () => {
      const [lahore] = await recent({ ...phone, form }, EIGHT.slice(0, 4));
      await recent({ ...phone, form, location: 'Karachi' }, EIGHT.slice(4));
      expect(await guideOf(lahore!)).toEqual({ low: 117_500, high: 152_500, count: 8, city: null });
      await recent({ ...phone, form }, [100_000, 100_000, 100_000, 100_000]);
      expect(await guideOf(lahore!)).toMatchObject({ count: 8, city: 'Lahore' });
    });
  });

  for (const [category, brand, model] of [
    ['vehicles', 'Toyota', 'Corolla'],
    ['bikes', 'Honda', 'CD 70'],
  ] as const) {
    it(`compares ${category} of the ad's year ± 1`, async () => {
      const kind = { category, brand, model };
      const [ad] = await recent({ ...kind, form: { year: '2018' } }, EIGHT.slice(0, 3));
      await recent({ ...kind, form: { year: '2017' } }, EIGHT.slice(3, 5));
      await recent({ ...kind, form: { year: '2019' } }, EIGHT.slice(5, 7));
      await recent({ ...kind, form: { year: '2016' } }, [170_000]);
      await recent({ ...kind, form: { year: '2020' } }, [170_000]);
      expect(await guideOf(ad!)).toBeNull();
      await recent({ ...kind, form: { year: '2019' } }, [170_000]);
      expect(await guideOf(ad!)).toEqual({ low: 117_500, high: 152_500, count: 8, city: 'Lahore' });
    });
  }

  it('compares property of one city, society, type and size class, in marla or kanal', async () => {
    const house = {
      category: 'propertyforsale' as const,
      form: { society: 'DHA Phase 6', area: '10', areaUnit: 'Marla', marlaSize: '225' },
    };
    const [ad] = await recent(house, EIGHT.slice(0, 6));
    // Half a kanal of the same marla is 10 marla; 2,250 sq ft is too.
    await recent({ ...house, form: { ...house.form, area: '0.5', areaUnit: 'Kanal' } }, [160_000]);
    // Another size, society, city or type is not comparable.
    await recent({ ...house, form: { ...house.form, area: '5' } }, [170_000]);
    await recent({ ...house, form: { ...house.form, society: 'Bahria Town' } }, [170_000]);
    await recent({ ...house, location: 'Karachi' }, [170_000]);
    await recent({ ...house, brand: 'Plots' }, [170_000]);
    expect(await guideOf(ad!)).toBeNull();
    await recent({ ...house, form: { ...house.form, area: '2250', areaUnit: 'Sq. Ft.' } }, [170_000]);
    expect(await guideOf(ad!)).toEqual({ low: 117_500, high: 152_500, count: 8, city: 'Lahore' });
  });

  it('is kept: a page reads the row, an ad leaving the window leaves it when the job runs', async () => {
    const ads = await recent({ category: 'mobiles', form: { storage: '64GB' } }, EIGHT);
    await countAllPriceGuides(db());
    const detail = await request(app, { url: `/api/ads/${ads[0]!.id}`, cookie: seller.cookie });
    expect(detail.json<AdDetail>().priceGuide).toMatchObject({ low: 117_500, high: 152_500, count: 8 });
    // Seven left in the window; the kept row stands until the job counts it again.
    await db()
      .execute(sql`update ads set created_at = ${new Date(Date.now() - (PRICE_GUIDE_DAYS + 1) * DAY_MS).toISOString()}
      where id = ${ads[7]!.id}`);
    expect(await guideFor(db(), ads[0]!)).not.toBeNull();
    expect(await sweepPriceGuides(db(), new Date(Date.now() + PRICE_GUIDE_SWEEP_MS + 1000))).toBe(2);
    expect(await guideFor(db(), ads[0]!)).toBeNull();
  });

  it('is counted again when an ad is posted, and the post form reads it', async () => {
    const sample = validAdInput('mobiles', { brand: 'Samsung', model: 'Galaxy S24' });
    const { storage, ptaApproved } = sample.formData;
    await recent(
      { category: 'mobiles', brand: 'Samsung', model: 'Galaxy S24', form: { storage, ptaApproved } },
      EIGHT.slice(0, 7),
    );
    const query = `category=mobiles&brand=samsung&model=Galaxy%20S24&storage=${storage}&ptaApproved=${encodeURIComponent(ptaApproved!)}&location=Lahore`;
    const ask = () => request(app, { url: `/api/price-guide?${query}` });
    expect((await ask()).json()).toEqual({ guide: null });
    const posted = await request(app, {
      method: 'POST',
      url: '/api/ads',
      cookie: seller.cookie,
      payload: {
        ...sample,
        formData: { ...sample.formData, price: '170000' },
        images: [await uploadPhoto(app, seller.cookie)],
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ guide: { low: 117_500, high: 152_500, count: 8, city: 'Lahore' } });
    const page = await request(app, { url: `/api/ads/${posted.json().id}`, cookie: seller.cookie });
    expect(page.json<AdDetail>().priceGuide).toMatchObject({ count: 8, city: 'Lahore' });
    // Marking it sold keeps it counted; deleting it takes the guide below 8.
    const sold = await request(app, {
      method: 'POST',
      url: `/api/ads/${posted.json().id}/sold`,
      cookie: seller.cookie,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await ask()).json().guide).toMatchObject({ count: 8 });
    const gone = await request(app, {
      method: 'DELETE',
      url: `/api/ads/${posted.json().id}`,
      cookie: seller.cookie,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await ask()).json()).toEqual({ guide: null });
  });

  it('is counted again when a moderator hides or restores an ad', async () => {
    const ads = await recent({ category: 'mobiles', form: { storage: '32GB' } }, EIGHT);
    await countAllPriceGuides(db());
    const mod = await signedIn(database(), 'Guide Mod');
    await db().execute(sql`update users set email = 'guide-mod@bs.pk' where id = ${mod.userId}`);
    const act = (verb: string) =>
      request(app, {
        method: 'POST',
        url: `/api/admin/ads/${ads[2]!.id}/${verb}`,
        cookie: mod.cookie,
        payload: { reason: 'Checking the photos with the seller' },
      });
    expect((await act('hide')).statusCode).toBe(200);
    expect(await guideFor(db(), ads[0]!)).toBeNull();
    expect((await act('restore')).statusCode).toBe(200);
    expect(await guideFor(db(), ads[0]!)).toMatchObject({ count: 8 });
  });

  it('answers bad input with a clear 400 or an empty answer, never a 5xx', async () => {
    const ask = (query: string) => request(app, { url: `/api/price-guide?${query}` });
    const good = await ask('category=vehicles&brand=Toyota&model=Corolla&year=2018');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ guide: null });
    const unknown = await ask('category=spaceships&brand=Toyota');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Price guides are for mobiles, vehicles, bikes and property.');
    expect((await ask('category=jobs&brand=Sales')).statusCode).toBe(400);
    expect((await ask('category=vehicles&model=Corolla')).statusCode).toBe(400);
    const year = await ask('category=vehicles&brand=Toyota&model=Corolla&year=30000');
    expect(year.statusCode).toBe(400);
    expect(year.body).toContain('Enter a year between');
    expect((await ask('category=vehicles&brand=Toyota&model=Corolla&year=abc')).statusCode).toBe(400);
    expect((await ask('category=propertyforsale&brand=Houses&area=-5&areaUnit=Marla')).statusCode).toBe(400);
    expect((await ask('category=propertyforsale&brand=Houses&area=1e12&areaUnit=Marla')).statusCode).toBe(
      400,
    );
    expect((await ask(`category=mobiles&brand=${'x'.repeat(500)}`)).statusCode).toBe(400);
    expect((await ask('category=mobiles&brand=Samsung&storage=%00')).statusCode).toBe(400);
    const noModel = await ask('category=mobiles&brand=Nokia&model=Time%20Machine&storage=1TB&ptaApproved=x');
    expect(noModel.statusCode).toBe(200);
    expect(noModel.json()).toEqual({ guide: null });
  });

  it('judges a price anomaly against the same comparables', async () => {
    const phone = { category: 'mobiles' as const, brand: 'Samsung', model: 'Galaxy S24' };
    const form = { storage: '256GB', ptaApproved: 'PTA Approved' };
    const [ad] = await recent({ ...phone, form }, Array<number>(9).fill(200_000));
    // Other storage is not comparable, for the flag as for the guide: nine are too few to judge.
    await recent({ ...phone, form: { ...form, storage: '128GB' } }, Array<number>(10).fill(200_000));
    const cheap = {
      category: ad!.category,
      priceGroup: ad!.priceGroup,
      year: ad!.year,
      location: ad!.location,
      price: 50_000,
    };
    expect(await isPriceAnomaly(db(), cheap)).toBe(false);
    await recent({ ...phone, form }, [200_000]);
    expect(await isPriceAnomaly(db(), cheap)).toBe(true);
    expect(await isPriceAnomaly(db(), { ...cheap, price: 80_000 })).toBe(false);
  });
});
