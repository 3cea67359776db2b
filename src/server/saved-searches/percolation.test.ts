// The percolation columns must mean exactly what the listing means: for many searches and ads, the
// ads a search's listing shows are exactly the ads that percolate to it.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { parseListingQuery } from '../../domain/schemas/listing-query';
import { listingPlan, toCriteria } from '../ads/listing-service';
import { createLexicon } from '../ads/search-lexicon';
import { listingConditions, whereOf } from '../ads/listing-sql';
import { createSeller, insertAds, type AdOverrides } from '../../../test/support/server/ad-factory';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { signedIn } from '../../../test/support/server/app';
import { PERCOLATE } from './percolation';
import { createSavedSearch } from './service';

const ADS: AdOverrides[] = [];
const cities = ['Lahore', 'Karachi', 'Islamabad'];
for (let i = 0; i < 60; i++) {
  const city = cities[i % 3]!;
  ADS.push(
    {
      category: 'mobiles',
      brand: i % 2 ? 'Samsung' : 'Apple',
      model: i % 4 < 2 ? 'Galaxy A55' : 'iPhone 15',
      location: city,
      price: 20000 + i * 1500,
      form: { storage: i % 3 ? '128GB' : '256GB', ptaApproved: i % 5 ? 'PTA Approved' : 'PTA Not Approved' },
    },
    {
      category: 'vehicles',
      brand: i % 3 ? 'Toyota' : 'Honda',
      model: i % 2 ? 'Corolla' : 'Civic',
      location: city,
      price: 2_000_000 + i * 90_000,
      form: { year: String(1995 + (i % 30)), transmission: i % 2 ? 'Manual' : 'Automatic' },
    },
    {
      category: 'propertyforsale',
      location: city,
      price: 5_000_000 + i * 250_000,
      form: {
        bedrooms: String(1 + (i % 7)),
        bathrooms: String(1 + (i % 4)),
        furnishing: i % 2 ? 'Furnished' : 'Unfurnished',
      },
    },
  );
}

const SEARCHES: Record<string, string>[] = [
  { category: 'mobiles' },
  { category: 'mobiles', brand: 'samsung' },
  { category: 'mobiles', brand: 'Apple', model: 'iPhone 15', location: 'Lahore' },
  { category: 'mobiles', storage: '256GB', pta: 'Yes' },
  { category: 'mobiles', pta: 'No', minPrice: '30000.5', maxPrice: '90000' },
  { category: 'mobiles', q: 'galaxy' },
  { category: 'mobiles', q: 'iphone karachi' },
  { category: 'mobiles', q: '50% off' },
  { category: 'vehicles', brand: 'Toyota', model: 'Corolla', location: 'lahore', maxPrice: '4000000' },
  { category: 'vehicles', year: '2010-2015' },
  { category: 'vehicles', year: 'Before 2000', transmission: 'Manual' },
  { category: 'vehicles', year: '2018' },
  { category: 'propertyforsale', bedrooms: '5+', location: 'Islamabad' },
  { category: 'propertyforsale', bedrooms: '3', bathrooms: '2', furnishing: 'Furnished' },
  { category: 'propertyforsale', minPrice: '10000000' },
  { category: 'bikes' },
];

describeEachDatabase('Percolation agrees with the listing', (db) => {
  beforeAll(async () => {
    const seller = await createSeller(db().db);
    await insertAds(db().db, seller, ADS);
  });

  it('finds, for every saved search, exactly the ads its listing shows', async () => {
    const me = await signedIn(db());
    const lexicon = createLexicon(db().db);
    let nonEmpty = 0;
    for (const params of SEARCHES) {
      const { search } = await createSavedSearch(db().db, me.userId, { params }, lexicon);
      const parsed = parseListingQuery(params);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
      const plan = await listingPlan(lexicon, parsed.query);
      const where = whereOf(listingConditions(toCriteria(parsed.query, plan)));
      const listed = await db().db.execute<{ id: string }>(
        sql`select a.id from ads a where ${where} order by a.id`,
      );
      const percolated = await db().db.execute<{ id: string }>(sql`
        select a.id from ads a ${PERCOLATE}
        where s.id = ${search.id} order by a.id`);
      expect(
        percolated.rows.map((r) => r.id),
        JSON.stringify(params),
      ).toEqual(listed.rows.map((r) => r.id));
      if (listed.rows.length > 0 && listed.rows.length < ADS.length) nonEmpty += 1;
    }
    // The comparison means something only if most searches select some ads but not all.
    expect(nonEmpty).toBeGreaterThan(SEARCHES.length - 4);
  });
});
