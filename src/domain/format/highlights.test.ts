import { describe, expect, it } from 'vitest';
import { cardHighlights } from './highlights';
import { adDetailRows } from './details';

describe('card highlights', () => {
  it('shows storage and PTA status for phones', () => {
    expect(
      cardHighlights('mobiles', { storage: '256GB', ptaApproved: 'PTA Approved', condition: 'Used' }),
    ).toEqual(['256GB', 'PTA Approved', 'Used']);
    expect(cardHighlights('mobiles', { storage: '64GB', ptaApproved: 'PTA Not Approved' })).toEqual([
      '64GB',
      'Non-PTA',
    ]);
  });
  it('shows year, gearbox and fuel for vehicles, and the year for bikes', () => {
    expect(
      cardHighlights('vehicles', { year: '2018', transmission: 'Automatic', fuelType: 'Petrol' }),
    ).toEqual(['2018', 'Automatic', 'Petrol']);
    expect(cardHighlights('bikes', { year: '2022' })).toEqual(['2022']);
  });
  it('shows rooms and area for property, with the custom count for Other', () => {
    expect(
      cardHighlights('propertyforsale', {
        bedrooms: 'Other',
        bedroomsCustom: '12',
        bathrooms: '1',
        area: '10',
        areaUnit: 'Marla',
      }),
    ).toEqual(['12 beds', '1 bath', '10 Marla']);
  });
  it('leaves out a custom room count above the bound, saved before there was one', () => {
    expect(
      cardHighlights('propertyforsale', {
        bedrooms: 'Other',
        bedroomsCustom: '03001234567',
        area: '10',
        areaUnit: 'Marla',
      }),
    ).toEqual(['10 Marla']);
  });
  it('shows the employment type for jobs and skips blanks', () => {
    expect(cardHighlights('jobs', { employmentType: 'Full-time', experience: '' })).toEqual(['Full-time']);
    expect(cardHighlights('kids', {})).toEqual([]);
  });
});

describe('detail rows', () => {
  it('labels the fields and leaves out title, price, description and the phone', () => {
    const rows = adDetailRows({
      category: 'mobiles',
      brand: 'Samsung',
      model: 'Galaxy A55',
      formData: {
        Title: 'Galaxy A55 mint',
        ptaApproved: 'PTA Approved',
        condition: 'Used',
        storage: '256GB',
        price: '85000',
        location: 'Lahore',
        description: 'Box and charger',
        contactNumber: '0300-1234567',
      },
    });
    expect(rows).toEqual([
      { label: 'Brand', value: 'Samsung' },
      { label: 'Model', value: 'Galaxy A55' },
      { label: 'PTA status', value: 'PTA Approved' },
      { label: 'Condition', value: 'Used' },
      { label: 'Storage', value: '256GB' },
      { label: 'Location', value: 'Lahore' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('1234567');
  });
  it('writes custom rooms, area with its unit and dates for rent, without rent and deposit', () => {
    const rows = adDetailRows({
      category: 'propertyforrent',
      brand: 'Houses',
      model: 'Upper Portion',
      formData: {
        rentPerMonth: '65000',
        deposit: '130000',
        areaSize: '10',
        areaUnit: 'Marla',
        availableFrom: '2030-12-01',
        bedrooms: 'Other',
        bedroomsCustom: '12',
        bathrooms: '3',
      },
    });
    // No city or marla size: the revenue marla of 272.25 sq ft.
    expect(rows).toContainEqual({ label: 'Area', value: '10 Marla (2,723 sq ft)' });
    expect(rows).toContainEqual({ label: 'Bedrooms', value: '12' });
    expect(rows).toContainEqual({ label: 'Available from', value: '1 Dec 2030' });
    expect(rows.map((r) => r.label)).not.toContain('Monthly rent');
    expect(rows.map((r) => r.label)).not.toContain('Security deposit');
    expect(rows.map((r) => r.label)).not.toContain('Area unit');
  });
  it('lists a custom room count within the bound, and not one saved above it', () => {
    const rows = (formData: Record<string, string>) =>
      adDetailRows({ category: 'propertyforsale', brand: 'Houses', model: 'House', formData });
    const shown = rows({
      bedrooms: 'Other',
      bedroomsCustom: '12',
      bathrooms: 'Other',
      bathroomsCustom: '923211234567',
    });
    expect(shown).toContainEqual({ label: 'Bedrooms', value: '12' });
    expect(shown.map((r) => r.label)).not.toContain('Bathrooms');
  });
  it('shows the area in square feet of the marla the seller meant, and no marla size row', () => {
    const rows = (formData: Record<string, string>) =>
      adDetailRows({ category: 'propertyforsale', brand: 'Houses', model: 'House', formData });
    expect(rows({ area: '10', areaUnit: 'Marla', marlaSize: '225' })).toContainEqual({
      label: 'Area',
      value: '10 Marla (2,250 sq ft)',
    });
    expect(rows({ area: '1', areaUnit: 'Kanal', location: 'Lahore' })).toContainEqual({
      label: 'Area',
      value: '1 Kanal (4,500 sq ft)',
    });
    expect(rows({ area: '2250', areaUnit: 'Sq. Ft.' })).toContainEqual({
      label: 'Area',
      value: '2250 Sq. Ft.',
    });
    expect(rows({ area: '10', areaUnit: 'Marla', marlaSize: '225' }).map((r) => r.label)).not.toContain(
      'Marla size',
    );
  });
  it('uses the category labels for brand and model and the variant column for vehicles', () => {
    const rows = adDetailRows({
      category: 'vehicles',
      brand: 'Toyota',
      model: 'Corolla',
      variant: 'GLi',
      formData: { year: '2018' },
    });
    expect(rows.slice(0, 4)).toEqual([
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'Corolla' },
      { label: 'Variant', value: 'GLi' },
      { label: 'Year', value: '2018' },
    ]);
  });
});
