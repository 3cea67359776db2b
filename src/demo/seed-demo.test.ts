import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import pino from 'pino';
import { CATEGORY_KEYS } from '../domain/categories';
import { adInputSchema } from '../domain/schemas/ad-input';
import { deriveColumns } from '../server/ads/ad-repository';
import { describeEachDatabase } from '../../test/support/server/databases';
import { testConfig } from '../../test/support/server/app';
import { imageOnDisk } from './images';
import { DEMO_ISSUER } from './people';
import { seedDemoIfEmpty } from './seed-demo';

const log = pino({ level: 'silent' });
const SLOW = 180_000; // drawing ~1,000 photos on a busy 2-core machine

interface Row {
  id: string;
  category: (typeof CATEGORY_KEYS)[number];
  brand: string;
  model: string;
  variant: string;
  form_data: Record<string, string>;
  images: string[];
  title: string;
  price: string | number;
  location: string;
  issuer: string;
}

describeEachDatabase('demo data', (database) => {
  const config = testConfig();

  it(
    'fills an empty database with at least 20 valid ads per category, photos on disk',
    async () => {
      const { db } = database();
      const result = await seedDemoIfEmpty(db, config, log);
      expect(result.ads).toBeGreaterThanOrEqual(20 * CATEGORY_KEYS.length);

      const { rows } = await db.execute(sql`
        select a.id, a.category, a.brand, a.model, a.variant, a.form_data, a.images, a.title, a.price,
          a.location, u.issuer
        from ads a join users u on u.id = a.user_id`);
      const ads = rows as unknown as Row[];
      for (const category of CATEGORY_KEYS) {
        expect(ads.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(20);
      }
      for (const ad of ads) {
        expect(ad.issuer).toBe(DEMO_ISSUER);
        const input = adInputSchema.safeParse({
          category: ad.category,
          brand: ad.brand,
          model: ad.model,
          formData: ad.form_data,
          images: ad.images,
        });
        expect(input.success ? [] : input.error.issues, ad.title).toEqual([]);
        // The derived columns are the ones a posted ad would get.
        const derived = deriveColumns({ ...ad, formData: ad.form_data });
        expect({ title: ad.title, price: Number(ad.price), location: ad.location }).toEqual({
          title: derived.title,
          price: derived.price,
          location: derived.location,
        });
      }
      const ids = ads.flatMap((a) => a.images);
      expect(ids.length).toBeGreaterThanOrEqual(ads.length);
      const missing = [];
      for (const id of ids) if (!(await imageOnDisk(config.dataDir, id))) missing.push(id);
      expect(missing).toEqual([]);
      const images = await db.execute(sql`
        select count(*)::int as n from ad_images i join ads a on a.id = i.ad_id and i.id::text = any(a.images)`);
      expect((images.rows[0] as { n: number }).n).toBe(ids.length);
    },
    SLOW,
  );

  it('adds nothing when the database already has ads', async () => {
    const { db } = database();
    const before = await db.execute(sql`select count(*)::int as n from ads`);
    const again = await seedDemoIfEmpty(db, config, log);
    const after = await db.execute(sql`select count(*)::int as n from ads`);
    expect(again.ads).toBe(0);
    expect(after.rows).toEqual(before.rows);
  });
});
