import { describe, expect, it } from 'vitest';
import { deriveColumns } from './ad-repository';

describe('derived ad columns', () => {
  it('takes rent from rentPerMonth and counts custom bedrooms', () => {
    const d = deriveColumns({
      category: 'propertyforrent',
      brand: 'Houses',
      model: 'Upper Portion',
      variant: '',
      formData: {
        rentPerMonth: '65000',
        bedrooms: 'Other',
        bedroomsCustom: '12',
        bathrooms: '3',
        location: 'Lahore',
        society: 'DHA Phase 6',
        contactNumber: '0300-1234567',
      },
    });
    expect(d).toMatchObject({
      price: 65000,
      bedrooms: 12,
      bathrooms: 3,
      location: 'Lahore',
      mobileNum: '0300-1234567',
    });
    expect(d.searchText).toContain('houses upper portion');
    expect(d.searchText).toContain('lahore');
    // The area / society is searchable.
    expect(d.searchText).toContain('dha phase 6');
  });
  it('counts a missing price as 0 and reads the year', () => {
    expect(
      deriveColumns({
        category: 'vehicles',
        brand: 'Toyota',
        model: 'Corolla',
        variant: 'GLi',
        formData: { year: '2018' },
      }),
    ).toMatchObject({
      price: 0,
      year: 2018,
      title: 'Toyota Corolla GLi 2018',
    });
  });
});
