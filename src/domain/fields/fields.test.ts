import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../categories';
import { getForm, isGroupingCategory, priceFieldOf } from '.';

describe('form fields', () => {
  it('gives every category a form ending with location, description and contact number', () => {
    for (const key of CATEGORY_KEYS) {
      const names = getForm(key).fields.map((f) => f.name);
      expect(names, key).toContain('location');
      expect(names, key).toContain('description');
      expect(names, key).toContain('contactNumber');
      expect(new Set(names).size, key).toBe(names.length);
    }
  });

  it('uses the price field of each category (rent per month, salary for jobs)', () => {
    expect(getForm('propertyforrent').fields.map((f) => f.name)).toContain(priceFieldOf('propertyforrent'));
    expect(getForm('jobs').fields.map((f) => f.name)).toContain('salary');
    expect(getForm('mobiles').fields.map((f) => f.name)).toContain('price');
  });

  it('labels property brand and model as type and subtype', () => {
    expect(getForm('propertyforsale')).toMatchObject({
      brandLabel: 'Property Type',
      modelLabel: 'Property Subtype',
    });
    expect(getForm('propertyforrent')).toMatchObject({
      brandLabel: 'Property Type',
      modelLabel: 'Property Subtype',
    });
  });

  it('marks the seven grouping categories of docs/product.md §4 with a type field', () => {
    const grouping = CATEGORY_KEYS.filter(isGroupingCategory);
    expect(grouping.sort()).toEqual([
      'animals',
      'booksandhobbies',
      'fashionandbeauty',
      'furnitureanddecor',
      'jobs',
      'kids',
      'services',
    ]);
  });

  it('has the spec form titles', () => {
    expect(getForm('jobs').title).toBe('Post Your Job');
    expect(getForm('services').title).toBe('Post Your Service');
    expect(getForm('propertyforsale').title).toBe('Post Your Property For Sale');
    expect(getForm('animals').title).toBe('Post Your Animal');
    expect(getForm('mobiles').title).toBeUndefined();
  });
});
