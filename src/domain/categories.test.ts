import { describe, expect, it } from 'vitest';
import {
  adPath,
  matchPage,
  categoryByListingPath,
  categoryBySection,
  CATEGORIES,
  CATEGORY_KEYS,
  getCategory,
  MY_ADS_ORDER,
  postPath,
  SEARCH_BAR_PATHS,
} from './categories';

describe('the category table', () => {
  it('has the 14 categories of the chooser, in its order', () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      'Mobiles',
      'Vehicles',
      'Property For Sale',
      'Property For Rent',
      'Electronics',
      'Bikes',
      'Business & Industrial',
      'Services',
      'Jobs',
      'Animals',
      'Furniture',
      'Fashion',
      'Books',
      'Kids',
    ]);
    expect(CATEGORY_KEYS).toHaveLength(14);
  });

  it('routes listings and card clicks as docs/product.md §2 says', () => {
    expect(categoryByListingPath('/motorcycles')?.key).toBe('bikes');
    expect(categoryByListingPath('/houses')?.key).toBe('propertyforrent');
    expect(categoryByListingPath('/video-audios')?.key).toBe('electronicsandhome');
    expect(categoryByListingPath('/furnitureanddecorations')?.key).toBe('furnitureanddecor');
    expect(adPath('bikes', 'x')).toBe('/motorcycles/x');
    expect(adPath('propertyforrent', 'x')).toBe('/houses/x');
    expect(adPath('electronicsandhome', 'x')).toBe('/video-audios/x');
    expect(adPath('furnitureanddecor', 'x')).toBe('/furnitureanddecor/x');
    expect(categoryBySection('booksportshobbies')?.key).toBe('booksandhobbies');
    expect(postPath('mobiles')).toBe('/post/mobiles');
  });

  it('carries the spec headings and empty texts', () => {
    expect(getCategory('mobiles').heading).toBe('All Mobile Ads');
    expect(getCategory('mobiles').headingIn?.('Lahore')).toBe('Mobile Ads in Lahore');
    expect(getCategory('bikes').heading).toBe('All Motor Cycle Ads');
    expect(getCategory('propertyforrent').emptyText).toBe('No rental ads found matching your filters.');
    expect(getCategory('furnitureanddecor').heading).toBe('All Furniture & Decorations');
    expect(getCategory('booksandhobbies').heading).toBe('Books, Sports & Hobbies');
  });

  it('lists My Ads groups in the spec order, each category once', () => {
    expect(MY_ADS_ORDER.slice(0, 6)).toEqual([
      'mobiles',
      'vehicles',
      'propertyforsale',
      'propertyforrent',
      'electronicsandhome',
      'businessandindustrial',
    ]);
    expect(new Set(MY_ADS_ORDER).size).toBe(14);
  });

  it('shows the search bar only on the pages docs/product.md §2 names', () => {
    expect(SEARCH_BAR_PATHS).toContain('/tablets');
    expect(SEARCH_BAR_PATHS).not.toContain('/jobs');
    expect(SEARCH_BAR_PATHS).not.toContain('/');
  });
});

describe('matchPage', () => {
  it('knows the pages of the web router, the ad page last', () => {
    for (const path of ['/', '/motors', '/Motors/', '/tablets', '/my-ads', '/settings', '/post/mobiles'])
      expect(matchPage(path), path).toEqual({ kind: 'page' });
    expect(matchPage('/post/mobiles/samsung/Galaxy%20S25')).toEqual({ kind: 'page' });
    expect(matchPage('/edit-post/abc')).toEqual({ kind: 'page' });
    expect(matchPage('/motors/123')).toEqual({ kind: 'ad', section: 'motors', id: '123' });
    // A seller's page ranks above the ad page's two free segments, as in the web router.
    expect(matchPage('/seller/abc')).toEqual({ kind: 'seller', id: 'abc' });
    expect(matchPage('/Seller/abc/')).toEqual({ kind: 'seller', id: 'abc' });
  });
  it('has no page for anything else', () => {
    for (const path of ['/no/such/page', '/post/a/b/c/d', '/%E0%A4%A', '/x/y/z'])
      expect(matchPage(path), path).toBeUndefined();
  });
});
