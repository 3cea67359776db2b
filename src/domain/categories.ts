// The 14 categories of docs/product.md §1/§2: keys, names, routes and texts. Everything that varies per category
// and is not a form field lives here, so a new category is one entry.

export const CATEGORY_KEYS = [
  'mobiles',
  'vehicles',
  'propertyforsale',
  'propertyforrent',
  'electronicsandhome',
  'bikes',
  'businessandindustrial',
  'services',
  'jobs',
  'animals',
  'furnitureanddecor',
  'fashionandbeauty',
  'booksandhobbies',
  'kids',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface Category {
  key: CategoryKey;
  /** Name on tiles and in the category chooser (docs/product.md §2 "Category chooser modal"). */
  name: string;
  /** Listing page path, e.g. '/mobile-phones'. */
  listingPath: string;
  /** First path segment of the detail route /{section}/{id}: the card click target (docs/product.md §2). */
  detailSection: string;
  /** Listing heading; `headingIn` is used when a location is chosen, where the spec gives one. */
  heading: string;
  headingIn?: (location: string) => string;
  /** Empty-state text of the listing (docs/product.md §2). */
  emptyText: string;
  /** Words that send a home search to this category (docs/product.md §4 "Home search"). */
  keywords: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    key: 'mobiles',
    name: 'Mobiles',
    listingPath: '/mobile-phones',
    detailSection: 'mobile-phones',
    heading: 'All Mobile Ads',
    headingIn: (location) => `Mobile Ads in ${location}`,
    emptyText: 'No mobile ads found matching your filters.',
    keywords: ['mobiles', 'mobile', 'phones', 'phone', 'smartphone'],
  },
  {
    key: 'vehicles',
    name: 'Vehicles',
    listingPath: '/motors',
    detailSection: 'motors',
    heading: 'All Vehicle Ads',
    emptyText: 'No vehicle ads found matching your filters.',
    keywords: ['vehicles', 'vehicle', 'cars', 'car', 'motors'],
  },
  {
    key: 'propertyforsale',
    name: 'Property For Sale',
    listingPath: '/property',
    detailSection: 'property',
    heading: 'All Property for Sale',
    emptyText: 'No property ads found matching your filters.',
    keywords: ['property', 'plot', 'plots', 'house for sale', 'land'],
  },
  {
    key: 'propertyforrent',
    name: 'Property For Rent',
    listingPath: '/houses',
    detailSection: 'houses',
    heading: 'All Property for Rent',
    emptyText: 'No rental ads found matching your filters.',
    keywords: ['rent', 'for rent', 'rental', 'houses', 'house for rent'],
  },
  {
    key: 'electronicsandhome',
    name: 'Electronics',
    listingPath: '/video-audios',
    detailSection: 'video-audios',
    heading: 'All Electronics and Home Ads',
    emptyText: 'No electronics ads found matching your filters.',
    keywords: ['electronics', 'electronic', 'appliances', 'tv', 'laptop', 'laptops'],
  },
  {
    key: 'bikes',
    name: 'Bikes',
    listingPath: '/motorcycles',
    detailSection: 'motorcycles',
    heading: 'All Motor Cycle Ads',
    emptyText: 'No bike ads found matching your filters.',
    keywords: ['bikes', 'bike', 'motorcycles', 'motorcycle', 'motorbike'],
  },
  {
    key: 'businessandindustrial',
    name: 'Business & Industrial',
    listingPath: '/businessandindustrial',
    detailSection: 'businessandindustrial',
    heading: 'All Business & Industrial Ads',
    emptyText: 'No business ads found matching your filters.',
    keywords: ['business', 'industrial', 'machinery'],
  },
  {
    key: 'services',
    name: 'Services',
    listingPath: '/services',
    detailSection: 'services',
    heading: 'All Service Ads',
    emptyText: 'No service ads found matching your filters.',
    keywords: ['services', 'service'],
  },
  {
    key: 'jobs',
    name: 'Jobs',
    listingPath: '/jobs',
    detailSection: 'jobs',
    heading: 'All Job Ads',
    emptyText: 'No job ads found matching your filters.',
    keywords: ['jobs', 'job', 'vacancy', 'vacancies'],
  },
  {
    key: 'animals',
    name: 'Animals',
    listingPath: '/animals',
    detailSection: 'animals',
    heading: 'All Animal Ads',
    emptyText: 'No animal ads found matching your filters.',
    keywords: ['animals', 'animal', 'pets', 'pet'],
  },
  {
    key: 'furnitureanddecor',
    name: 'Furniture',
    listingPath: '/furnitureanddecorations',
    detailSection: 'furnitureanddecor',
    heading: 'All Furniture & Decorations',
    emptyText: 'No furniture ads found matching your filters.',
    keywords: ['furniture', 'decor', 'decoration', 'sofa'],
  },
  {
    key: 'fashionandbeauty',
    name: 'Fashion',
    listingPath: '/fashionandbeauty',
    detailSection: 'fashionandbeauty',
    heading: 'All Fashion & Beauty Ads',
    emptyText: 'No fashion ads found matching your filters.',
    keywords: ['fashion', 'beauty', 'clothes', 'clothing'],
  },
  {
    key: 'booksandhobbies',
    name: 'Books',
    listingPath: '/booksportshobbies',
    detailSection: 'booksportshobbies',
    heading: 'Books, Sports & Hobbies',
    emptyText: 'No books, sports or hobby ads found matching your filters.',
    keywords: ['books', 'book', 'sports', 'hobbies'],
  },
  {
    key: 'kids',
    name: 'Kids',
    listingPath: '/kids',
    detailSection: 'kids',
    heading: 'All Kids Ads',
    emptyText: 'No kids ads found matching your filters.',
    keywords: ['kids', 'baby', 'toys', 'children'],
  },
];

const byKey = new Map(CATEGORIES.map((c) => [c.key, c]));
const byListingPath = new Map(CATEGORIES.map((c) => [c.listingPath, c]));
const bySection = new Map(CATEGORIES.map((c) => [c.detailSection, c]));

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && byKey.has(value as CategoryKey);
}

export function getCategory(key: CategoryKey): Category {
  return byKey.get(key)!;
}

export function findCategory(key: string | undefined): Category | undefined {
  return key === undefined ? undefined : byKey.get(key as CategoryKey);
}

export function categoryByListingPath(path: string): Category | undefined {
  return byListingPath.get(path);
}

export function categoryBySection(section: string): Category | undefined {
  return bySection.get(section);
}

/** The detail page of an ad: /{section}/{id}. */
export function adPath(category: CategoryKey, id: string): string {
  return `/${getCategory(category).detailSection}/${id}`;
}

/** The first step of posting in a category (docs/product.md §2 "Category chooser modal"). */
export function postPath(category: CategoryKey): string {
  return `/post/${category}`;
}

/** Stub pages that exist only as titles (docs/product.md §1). */
export const STUB_PAGES = [
  { path: '/tablets', title: 'Tablets Page' },
  { path: '/land-plots', title: 'Land and Plots Page' },
] as const;

/** The pages that show the search bar (docs/product.md §2 "Layout"). */
export const SEARCH_BAR_PATHS: readonly string[] = [
  '/mobile-phones',
  '/motors',
  '/motorcycles',
  '/property',
  '/houses',
  '/video-audios',
  '/tablets',
  '/land-plots',
  '/businessandindustrial',
  '/services',
];

/** The five top-bar links (docs/product.md §2 "Layout"). */
export const NAV_LINKS: readonly { label: string; path: string }[] = [
  { label: 'Mobile Phones', path: '/mobile-phones' },
  { label: 'Motors', path: '/motors' },
  { label: 'Property for sale', path: '/property' },
  { label: 'Property for rent', path: '/houses' },
  { label: 'Bikes', path: '/motorcycles' },
];

/** The order of groups on My Ads (docs/product.md §2 "My Ads"): these first, then the rest in table order. */
export const MY_ADS_ORDER: readonly CategoryKey[] = [
  'mobiles',
  'vehicles',
  'propertyforsale',
  'propertyforrent',
  'electronicsandhome',
  'businessandindustrial',
  ...CATEGORY_KEYS.filter(
    (k) =>
      ![
        'mobiles',
        'vehicles',
        'propertyforsale',
        'propertyforrent',
        'electronicsandhome',
        'businessandindustrial',
      ].includes(k),
  ),
];

/** Cities now live in cities.ts (one sorted list); re-exported for the many places that import them here. */
export { CITIES } from './cities';

/**
 * The app's page routes besides the listings and stubs (docs/product.md §2 "Routes"). The web router is built
 * from these, and the server answers 404 for any path that matches none of them (matchPage), so
 * the two never disagree about which pages exist.
 */
export const PAGE_PATHS = {
  home: '/',
  myAds: '/my-ads',
  settings: '/settings',
  postBrand: '/post/:category',
  postModel: '/post/:category/:brand',
  postForm: '/post/:category/:brand/:model',
  editPost: '/edit-post/:id',
  chat: '/chat',
  conversation: '/chat/:id',
  saved: '/saved',
  savedSearches: '/saved-searches',
  notifications: '/notifications',
  admin: '/admin',
  adminAd: '/admin/ads/:id',
  /** A suspended person is told why, and asks for a review (decision 189). */
  suspended: '/suspended',
  /** A seller's page (decision 185); the server answers 404 for a person who has none. */
  seller: '/seller/:id',
  /** The ad page; the page itself says 'Ad not found.' for an unknown section or id. */
  ad: '/:section/:id',
} as const;

export type PageMatch =
  { kind: 'page' } | { kind: 'ad'; section: string; id: string } | { kind: 'seller'; id: string };

/** '/seller/me': the signed-in person's own page, whoever they are (the account menu's link). */
export const OWN_SELLER_ID = 'me';

/** A seller's page address. */
export const sellerPath = (id: string) => `/seller/${encodeURIComponent(id)}`;

/** Every page pattern but the seller's and the ad page, which match last (React Router ranks static segments first). */
const PAGE_PATTERNS: readonly string[] = [
  ...Object.entries(PAGE_PATHS)
    .filter(([name]) => name !== 'ad' && name !== 'seller')
    .map(([, pattern]) => pattern),
  ...CATEGORIES.map((c) => c.listingPath),
  ...STUB_PAGES.map((s) => s.path),
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  // Like React Router: static segments match regardless of case, ':param' matches any one segment.
  return (
    parts.length === segments.length &&
    parts.every((p, i) => p.startsWith(':') || p.toLowerCase() === segments[i]!.toLowerCase())
  );
}

/** Which page a path is, as the web router would decide; undefined for the 404 page. */
export function matchPage(pathname: string): PageMatch | undefined {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return undefined; // a malformed escape is no page of ours
  }
  if (PAGE_PATTERNS.some((p) => matches(p, segments))) return { kind: 'page' };
  if (matches(PAGE_PATHS.seller, segments)) return { kind: 'seller', id: segments[1]! };
  if (matches(PAGE_PATHS.ad, segments)) return { kind: 'ad', section: segments[0]!, id: segments[1]! };
  return undefined;
}
