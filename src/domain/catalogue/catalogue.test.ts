import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../categories';
import type { CategoryKey } from '../categories';
import {
  CATALOGUE,
  VEHICLE_VARIANTS,
  findBrand,
  findModel,
  getBrands,
  getModels,
  getVariants,
  readChoice,
} from './index';

const URL_SAFE = /^[a-z0-9-]+$/;

const GROUPING_CATEGORIES: readonly CategoryKey[] = [
  'electronicsandhome',
  'businessandindustrial',
  'services',
  'jobs',
  'animals',
  'furnitureanddecor',
  'fashionandbeauty',
  'booksandhobbies',
  'kids',
];

describe('catalogue contents', () => {
  it('has at least one brand in every category', () => {
    for (const category of CATEGORY_KEYS) {
      expect(getBrands(category).length, category).toBeGreaterThan(0);
      for (const brand of getBrands(category)) expect(brand.models.length, brand.key).toBeGreaterThan(0);
    }
  });

  it('lists the ten mobile brands in order, each with at least 15 models', () => {
    const brands = getBrands('mobiles');
    expect(brands.map((b) => b.key)).toEqual([
      'samsung',
      'apple',
      'vivo',
      'oppo',
      'xiaomi',
      'infinix',
      'tecno',
      'realme',
      'huawei',
      'nokia',
    ]);
    for (const brand of brands) expect(brand.models.length, brand.key).toBeGreaterThanOrEqual(15);
  });

  it('lists the eleven property types for sale and for rent', () => {
    const names = [
      'Houses',
      'Apartments',
      'Flats',
      'Villas',
      'Farmhouses',
      'Commercial Plots',
      'Residential Plots',
      'Penthouse Apartments',
      'Studio Apartments',
      'Townhouses',
      'Mixed-Use Buildings',
    ];
    expect(getBrands('propertyforsale').map((b) => b.name)).toEqual(names);
    expect(getBrands('propertyforrent')).toBe(getBrands('propertyforsale'));
  });

  it('lists every phone and car brand newest first, by the release year of each model', () => {
    for (const category of ['mobiles', 'vehicles'] as const)
      for (const brand of getBrands(category)) {
        const years = brand.models.map((m) => brand.released?.[m]);
        expect(
          years.every((y) => Number.isInteger(y)),
          `${brand.key}: a year per model`,
        ).toBe(true);
        const sorted = [...(years as number[])].sort((a, b) => b - a);
        expect(years, `${category}/${brand.key} newest first`).toEqual(sorted);
      }
  });

  it('is current to late 2026', () => {
    const models = (category: 'mobiles' | 'vehicles', brand: string) => getModels(category, brand) ?? [];
    expect(models('mobiles', 'samsung')).toEqual(
      expect.arrayContaining(['Galaxy S25 Ultra', 'Galaxy S25 Edge', 'Galaxy S25 FE', 'Galaxy A56']),
    );
    expect(models('mobiles', 'apple').slice(0, 5)).toEqual([
      'iPhone 17 Pro Max',
      'iPhone 17 Pro',
      'iPhone 17 Air',
      'iPhone 17',
      'iPhone 16e',
    ]);
    expect(models('vehicles', 'toyota')).toEqual(
      expect.arrayContaining(['Corolla Cross', 'Yaris', 'Fortuner']),
    );
    expect(models('vehicles', 'mg')).toEqual(expect.arrayContaining(['HS', 'ZS']));
    expect(models('vehicles', 'haval')).toEqual(expect.arrayContaining(['H6', 'Jolion']));
    expect(models('vehicles', 'byd')).toEqual(expect.arrayContaining(['Atto 3', 'Seal']));
  });

  it('lists the vehicle and bike brands of the spec', () => {
    expect(getBrands('vehicles').map((b) => b.key)).toEqual([
      'toyota',
      'suzuki',
      'honda',
      'hyundai',
      'kia',
      'nissan',
      'daihatsu',
      'changan',
      'mitsubishi',
      'mg',
      'haval',
      'byd',
    ]);
    expect(getBrands('bikes').map((b) => b.key)).toEqual([
      'honda',
      'yamaha',
      'suzuki',
      'unique',
      'united',
      'roadprince',
      'superpower',
      'metro',
      'ravi',
      'habib',
    ]);
  });

  it('has unique URL-safe keys, unique names and unique models', () => {
    for (const category of CATEGORY_KEYS) {
      const brands = CATALOGUE[category];
      const keys = brands.map((b) => b.key);
      const names = brands.map((b) => b.name.toLowerCase());
      expect(new Set(keys).size, category).toBe(keys.length);
      expect(new Set(names).size, category).toBe(names.length);
      for (const brand of brands) {
        expect(brand.key, category).toMatch(URL_SAFE);
        const models = brand.models.map((m) => m.toLowerCase());
        expect(new Set(models).size, `${category}/${brand.key}`).toBe(models.length);
        for (const model of brand.models) expect(model.trim(), `${category}/${brand.key}`).toBe(model);
      }
    }
  });

  it('keeps groupings to 6–14 groups of 4–12 models', () => {
    for (const category of GROUPING_CATEGORIES) {
      const groups = getBrands(category);
      expect(groups.length, category).toBeGreaterThanOrEqual(6);
      expect(groups.length, category).toBeLessThanOrEqual(14);
      for (const group of groups) {
        expect(group.models.length, `${category}/${group.key}`).toBeGreaterThanOrEqual(4);
        expect(group.models.length, `${category}/${group.key}`).toBeLessThanOrEqual(12);
      }
    }
  });

  it('gives variants only for listed vehicle models', () => {
    for (const [brandKey, byModel] of Object.entries(VEHICLE_VARIANTS)) {
      for (const [model, variants] of Object.entries(byModel)) {
        expect(findModel('vehicles', brandKey, model), `${brandKey}/${model}`).toBe(model);
        expect(variants.length, `${brandKey}/${model}`).toBeGreaterThan(0);
        expect(new Set(variants).size, `${brandKey}/${model}`).toBe(variants.length);
      }
    }
  });
});

describe('catalogue look-ups', () => {
  it('finds a brand by key or name, ignoring case', () => {
    expect(findBrand('mobiles', 'samsung')?.name).toBe('Samsung');
    expect(findBrand('mobiles', 'SAMSUNG')?.key).toBe('samsung');
    expect(findBrand('mobiles', 'oppo')?.name).toBe('OPPO');
    expect(findBrand('bikes', 'road prince')?.key).toBe('roadprince');
    expect(findBrand('propertyforrent', 'Residential Plots')?.key).toBe('residential-plots');
    expect(findBrand('propertyforsale', 'RESIDENTIAL-PLOTS')?.name).toBe('Residential Plots');
  });

  it('returns undefined for an unknown brand', () => {
    expect(findBrand('mobiles', 'toyota')).toBeUndefined();
    expect(findBrand('mobiles', '')).toBeUndefined();
    expect(getModels('mobiles', 'nope')).toBeUndefined();
    expect(findModel('mobiles', 'nope', 'Galaxy A55')).toBeUndefined();
  });

  it('gives the models of a brand, ignoring case', () => {
    expect(getModels('mobiles', 'Apple')).toContain('iPhone 15 Pro Max');
    expect(getModels('vehicles', 'TOYOTA')).toContain('Corolla');
    expect(getModels('animals', 'goats')).toContain('Beetal');
  });

  it('finds a model as written in the catalogue, ignoring case', () => {
    expect(findModel('mobiles', 'samsung', 'galaxy s24 ultra')).toBe('Galaxy S24 Ultra');
    expect(findModel('mobiles', 'Infinix', 'HOT 40')).toBe('Hot 40');
    expect(findModel('mobiles', 'samsung', 'iPhone 15')).toBeUndefined();
    expect(findModel('mobiles', 'samsung', '')).toBeUndefined();
  });

  it('gives the variants of a vehicle model', () => {
    const corolla = getVariants('toyota', 'Corolla');
    expect(corolla).toContain('XLi');
    expect(corolla).toContain('Altis Grande');
    expect(getVariants('Toyota', 'corolla')).toEqual(corolla);
    expect(getVariants('honda', 'Civic')).toContain('Oriel');
    expect(getVariants('suzuki', 'Alto')).toContain('VXL AGS');
  });

  it('gives no variants for an unknown or unlisted model', () => {
    expect(getVariants('toyota', 'Nonexistent')).toEqual([]);
    expect(getVariants('nobrand', 'Corolla')).toEqual([]);
    expect(getVariants('daihatsu', 'Mira')).toEqual([]);
  });
});

describe('readChoice: one reading of a brand and model choice', () => {
  it('finds the catalogue spelling by key or name, ignoring case', () => {
    expect(readChoice('mobiles', 'samsung', 'galaxy a15')).toMatchObject({
      brand: { name: 'Samsung' },
      model: 'Galaxy A15',
      brandIsOther: false,
      modelIsOther: false,
    });
  });
  it("reads 'Other' in any case, and looks no model up under it", () => {
    expect(readChoice('mobiles', 'other', ' OTHER ')).toEqual({
      brand: null,
      model: null,
      brandIsOther: true,
      modelIsOther: true,
    });
    expect(readChoice('mobiles', 'Samsung', 'Other')).toMatchObject({ model: null, modelIsOther: true });
  });
  it('leaves unknown names unknown, and a model under an unknown brand unlooked-for', () => {
    expect(readChoice('mobiles', 'Nokla', 'Galaxy A15')).toMatchObject({ brand: null, model: null });
    expect(readChoice('mobiles', 'Samsung', 'Galaxy Z99')).toMatchObject({
      brand: { key: 'samsung' },
      model: null,
    });
  });
});
