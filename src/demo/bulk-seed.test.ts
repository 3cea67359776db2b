import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CATEGORY_KEYS } from '../domain/categories';
import { deriveColumns } from '../server/ads/ad-repository';
import type { Db } from '../server/db/client';
import { describeEachDatabase } from '../../test/support/server/databases';
import { testConfig } from '../../test/support/server/app';
import { bulkSeed, SEED_ISSUER } from './bulk-seed';
import { imageOnDisk } from './images';

interface Row {
  category: (typeof CATEGORY_KEYS)[number];
  brand: string;
  model: string;
  variant: string;
  form_data: Record<string, string>;
  images: string[];
  title: string;
  price: string | number;
  year: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  location: string;
  mobile_num: string;
  search_text: string;
  area_sqft: number | null;
  marla_sqft: number | null;
  price_group: string;
}

const indexNames = async (db: Db) =>
  (
    await db.execute(
      sql`select indexname from pg_indexes where tablename = 'ads' and schemaname = current_schema() order by 1`,
    )
  ).rows;

describeEachDatabase('bulk seed', (database) => {
  const config = testConfig();

  it('inserts N ads with the derived columns a posted ad gets, spread over categories and owners', async () => {
    const { db } = database();
    const result = await bulkSeed(db, { ads: 700, users: 25, batchSize: 300, dataDir: config.dataDir });
    expect(result.ads).toBe(700);
    const { rows } = await db.execute(sql`
        select category, brand, model, variant, form_data, images, title, price, year, bedrooms,
          bathrooms, location, mobile_num, search_text, area_sqft, marla_sqft, price_group from ads`);
    const ads = rows as unknown as Row[];
    expect(ads).toHaveLength(700);
    for (const ad of ads) {
      const derived = deriveColumns({ ...ad, formData: ad.form_data });
      expect({
        title: ad.title,
        price: Number(ad.price),
        year: ad.year,
        bedrooms: ad.bedrooms,
        bathrooms: ad.bathrooms,
        location: ad.location,
        mobileNum: ad.mobile_num,
        searchText: ad.search_text,
        areaSqft: ad.area_sqft,
        marlaSqft: ad.marla_sqft,
        priceGroup: ad.price_group,
      }).toEqual({
        ...derived,
        // Stored as real (4 bytes): compare at that precision.
        areaSqft: derived.areaSqft === null ? null : Math.fround(derived.areaSqft),
        marlaSqft: derived.marlaSqft === null ? null : Math.fround(derived.marlaSqft),
      });
      expect(ad.images.length).toBeGreaterThan(0);
    }
    const byCategory = new Map<string, number>();
    for (const ad of ads) byCategory.set(ad.category, (byCategory.get(ad.category) ?? 0) + 1);
    // Skewed like a real site: mobiles and vehicles are the biggest.
    const sorted = [...byCategory.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
    expect(sorted.slice(0, 2).sort()).toEqual(['mobiles', 'vehicles']);

    const owners = await db.execute(sql`
        select count(distinct a.user_id)::int as n from ads a join users u on u.id = a.user_id
        where u.issuer = ${SEED_ISSUER}`);
    expect((owners.rows[0] as { n: number }).n).toBe(25);
    const ids = [...new Set(ads.flatMap((a) => a.images))];
    for (const id of ids) expect(await imageOnDisk(config.dataDir, id)).toBe(true);
    // Every shared photo has its ad_images row, attached to an ad (so it is never swept as an orphan).
    const attached = await db.execute(
      sql`select count(*)::int as n from ad_images i join ads a on a.id = i.ad_id`,
    );
    expect((attached.rows[0] as { n: number }).n).toBe(ids.length);
  }, 120_000);

  it('builds the indexes again after a load that dropped them', async () => {
    const { db } = database();
    const before = await indexNames(db);
    await bulkSeed(db, { ads: 200, users: 5, dataDir: config.dataDir, rebuildIndexes: true });
    expect(await indexNames(db)).toEqual(before);
    const count = await db.execute(sql`select count(*)::int as n from ads`);
    expect((count.rows[0] as { n: number }).n).toBe(900);
  }, 120_000);
});
