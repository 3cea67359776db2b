import { describe, expect, it } from 'vitest';
import { OTHER } from './options';
import { effectiveNames, isOther, NO_NAMES, namedValue, orOther, roomsCount } from './other';

describe("the readings of 'Other'", () => {
  it('a custom name replaces Other, and Other stays when none was typed', () => {
    expect(effectiveNames(OTHER, OTHER, { brandName: ' Sparx ', modelName: 'Neo 7' })).toEqual({
      brand: 'Sparx',
      model: 'Neo 7',
    });
    expect(effectiveNames('Samsung', OTHER, { modelName: 'Galaxy X' })).toEqual({
      brand: 'Samsung',
      model: 'Galaxy X',
    });
    expect(effectiveNames(OTHER, 'Neo', { brandName: '  ', modelName: 'Ignored' })).toEqual({
      brand: OTHER,
      model: 'Neo',
    });
  });

  it('a rooms value of Other means the number typed beside it', () => {
    expect(roomsCount({ bedrooms: OTHER, bedroomsCustom: ' 12 ' }, 'bedrooms')).toBe('12');
    expect(roomsCount({ bedrooms: ' 3 ', bedroomsCustom: '12' }, 'bedrooms')).toBe('3');
    expect(roomsCount({ bathrooms: OTHER }, 'bathrooms')).toBe('');
    expect(roomsCount({}, 'bathrooms')).toBe('');
  });

  it('Other and blank name nothing; a chosen Other is the constant as written', () => {
    expect(namedValue(OTHER)).toBe('');
    expect(namedValue(' Other ')).toBe('');
    expect(namedValue('   ')).toBe('');
    expect(namedValue(undefined)).toBe('');
    expect(namedValue(' Galaxy A55 ')).toBe('Galaxy A55');
    expect(NO_NAMES).toEqual(['', OTHER]);
    expect([isOther(OTHER), isOther('other'), isOther(undefined), isOther('Samsung')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([orOther('Samsung'), orOther(null), orOther(undefined)]).toEqual(['Samsung', OTHER, OTHER]);
  });
});
