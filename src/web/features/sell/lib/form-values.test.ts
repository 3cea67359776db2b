import { describe, expect, it } from 'vitest';
import type { EditableAd } from '../../../../domain/api';
import { editAdFormData, mergeKnown, newAdFormData, targetOfAd } from './form-values';
import { resolveTarget, type PostTarget } from './post-target';

const target = (c: string, b: string, m: string): PostTarget => {
  const r = resolveTarget(c, b, m);
  if (r.kind !== 'ok') throw new Error('unresolved');
  return r.target;
};

describe('newAdFormData', () => {
  it('fills the catalogue names and the seller’s saved phone and city', () => {
    const data = newAdFormData(target('mobiles', 'samsung', 'Galaxy A55'), {
      defaultPhone: '0300-1234567',
      defaultCity: 'Lahore',
    });
    expect(data).toMatchObject({
      brandName: 'Samsung',
      modelName: 'Galaxy A55',
      contactNumber: '0300-1234567',
      location: 'Lahore',
      price: '',
    });
  });

  it('leaves the names blank to type when Other was chosen, and auto-fills the type field', () => {
    expect(newAdFormData(target('mobiles', 'other', 'Other'), null)).toMatchObject({
      brandName: '',
      modelName: '',
    });
    expect(newAdFormData(target('jobs', 'sales', 'Other'), null).jobTitle).toBe('Sales ');
  });

  it('ignores a saved city that is not one of the cities', () => {
    expect(
      newAdFormData(target('mobiles', 'apple', 'Other'), { defaultPhone: null, defaultCity: 'Atlantis' })
        .location,
    ).toBe('');
  });
});

describe('editing', () => {
  const ad: EditableAd = {
    id: 'a1',
    category: 'mobiles',
    brand: 'Other',
    model: 'Other',
    formData: { brandName: 'Nothing', modelName: 'Phone (2)', price: '120000', stale: 'x' },
    images: ['i1'],
  };

  it('reads an Other ad back as typed names and drops keys the form no longer has', () => {
    const t = targetOfAd(ad)!;
    expect(t.brand).toBeNull();
    const data = editAdFormData(t, ad);
    expect(data).toMatchObject({ brandName: 'Nothing', modelName: 'Phone (2)', price: '120000' });
    expect(data).not.toHaveProperty('stale');
  });

  it('files a model the catalogue no longer has under Other, keeping its name', () => {
    const gone = { ...ad, brand: 'Samsung', model: 'Galaxy Z Retired', formData: {} };
    const t = targetOfAd(gone)!;
    expect(t.brand?.key).toBe('samsung');
    expect(t.model).toBe('Other');
    expect(editAdFormData(t, gone).modelName).toBe('Galaxy Z Retired');
  });

  it('restores only known keys from a draft', () => {
    expect(mergeKnown({ a: '1', b: '' }, { b: 'typed', c: 'junk', a: 5 })).toEqual({ a: '1', b: 'typed' });
  });
});
