import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../domain/categories';
import { priceOf } from '../domain/format/price';
import { isValidPhone } from '../domain/format/phone';
import { adInputSchema } from '../domain/schemas/ad-input';
import { draftFor, planDemoAds } from './generate';
import { demoPeople } from './people';
import { Rng } from './prng';

const NOW = new Date();
const IMAGE_ID = '0f8f1e3a-6c1d-4f7e-9a2b-3c4d5e6f7a8b';

function plan(seed = 1) {
  const rng = new Rng(seed);
  return planDemoAds(
    rng,
    demoPeople(rng).map((p) => p.seller),
    24,
    NOW,
  );
}

describe('demo ad generation', () => {
  it('makes ads that pass the same validation as a posted ad, in every category', () => {
    const rng = new Rng(99);
    const seller = { index: 0, phone: '0300-1234567', city: 'Lahore' };
    // Many drafts per category, so rare combinations of the generators are checked too.
    for (const category of CATEGORY_KEYS) {
      for (let i = 0; i < 60; i++) {
        const ad = draftFor(rng, category, seller, NOW);
        const result = adInputSchema.safeParse({
          category: ad.category,
          brand: ad.brand,
          model: ad.model,
          formData: ad.formData,
          images: [IMAGE_ID],
        });
        expect(
          result.success ? [] : result.error.issues,
          `${category}: ${JSON.stringify(ad.formData)}`,
        ).toEqual([]);
      }
    }
  }, 30_000);

  it('is the same on every run', () => {
    const a = plan();
    const b = plan();
    expect(b.map((x) => [x.id, x.formData])).toEqual(a.map((x) => [x.id, x.formData]));
  });

  it('spreads ads over the last 30 days with 1–5 photos and valid phone numbers', () => {
    const ads = plan();
    expect(ads).toHaveLength(24 * CATEGORY_KEYS.length);
    for (const ad of ads) {
      const age = NOW.getTime() - ad.createdAt.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(31 * 86_400_000);
      expect(ad.imageCount).toBeGreaterThanOrEqual(1);
      expect(ad.imageCount).toBeLessThanOrEqual(5);
      expect(isValidPhone(ad.formData.contactNumber!)).toBe(true);
    }
    expect(new Set(ads.map((a) => a.seller)).size).toBe(5);
  });

  it('asks prices a Pakistani buyer would believe', () => {
    const ranges: Record<string, [number, number]> = {
      mobiles: [10_000, 500_000],
      vehicles: [500_000, 20_000_000],
      propertyforsale: [3_000_000, 250_000_000],
      propertyforrent: [10_000, 600_000],
      jobs: [40_000, 250_000],
      bikes: [50_000, 500_000],
    };
    for (const ad of plan(3)) {
      const range = ranges[ad.category];
      if (!range) continue;
      const price = priceOf(ad.category, ad.formData);
      expect(price, `${ad.category} ${ad.headline}`).toBeGreaterThanOrEqual(range[0]);
      expect(price, `${ad.category} ${ad.headline}`).toBeLessThanOrEqual(range[1]);
    }
    const goats = plan(4).filter((a) => a.brand === 'Goats' && a.model !== 'Teddy');
    for (const g of goats) expect(Number(g.formData.price)).toBeGreaterThanOrEqual(60_000);
  });
});
