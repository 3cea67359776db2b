import { describe, expect, it } from 'vitest';
import { OTHER } from '../../../../domain/fields/options';
import { formPath, formTitle, resolveTarget, typeFieldValue, type PostTarget } from './post-target';

const ok = (c: string, b: string, m: string): PostTarget => {
  const r = resolveTarget(c, b, m);
  if (r.kind !== 'ok') throw new Error(`expected ${c}/${b}/${m} to resolve, got ${r.kind}`);
  return r.target;
};

describe('resolveTarget', () => {
  it('finds a catalogue brand and model, ignoring case, and keeps the catalogue spelling', () => {
    const t = ok('mobiles', 'samsung', 'galaxy a55');
    expect(t.brand?.name).toBe('Samsung');
    expect(t.model).toBe('Galaxy A55');
  });

  it('takes the OTHER brand only with the OTHER model', () => {
    expect(ok('mobiles', 'other', 'Other')).toMatchObject({ brand: null, model: OTHER });
    expect(resolveTarget('mobiles', 'other', 'Galaxy A55').kind).toBe('invalid-choice');
  });

  it('takes the OTHER model of a known brand', () => {
    expect(ok('vehicles', 'toyota', 'Other')).toMatchObject({ brand: { key: 'toyota' }, model: OTHER });
  });

  it('refuses an unknown category, brand or model', () => {
    expect(resolveTarget('spaceships', 'x', 'y').kind).toBe('invalid-category');
    expect(resolveTarget('mobiles', 'toyota', 'Corolla').kind).toBe('invalid-choice');
    expect(resolveTarget('mobiles', 'samsung', 'Corolla').kind).toBe('invalid-choice');
  });
});

describe('formTitle', () => {
  it('says what is being sold for brand categories', () => {
    expect(formTitle(ok('mobiles', 'samsung', 'Galaxy A55'), false)).toBe('Post Your Samsung Galaxy A55');
  });
  it("uses the category's own title where it has one", () => {
    expect(formTitle(ok('jobs', 'sales', 'Sales Executive'), false)).toBe('Post Your Job');
    expect(formTitle(ok('propertyforrent', 'houses', 'Other'), false)).toBe('Post Your Property For Rent');
  });
  it("falls back to 'Post Your Ad' for Other, and says 'Edit Advertisement' when editing", () => {
    expect(formTitle(ok('mobiles', 'other', 'Other'), false)).toBe('Post Your Ad');
    expect(formTitle(ok('mobiles', 'samsung', 'Galaxy A55'), true)).toBe('Edit Advertisement');
  });
});

describe('typeFieldValue (docs/product.md §4)', () => {
  it('is brand + space + model, brand + space for Other model, empty for Other brand', () => {
    expect(typeFieldValue(ok('jobs', 'sales', 'Sales Executive'))).toBe('Sales Sales Executive');
    expect(typeFieldValue(ok('jobs', 'sales', 'Other'))).toBe('Sales ');
    expect(typeFieldValue(ok('jobs', 'other', 'Other'))).toBe('');
  });
});

describe('formPath', () => {
  it('encodes the model and uses the OTHER segments', () => {
    expect(formPath(ok('mobiles', 'samsung', 'Galaxy A55'))).toBe('/post/mobiles/samsung/Galaxy%20A55');
    expect(formPath(ok('mobiles', 'other', 'Other'))).toBe('/post/mobiles/other/Other');
  });
});
