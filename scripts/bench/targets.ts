// What the API benchmark measures (decision 042), as lists of paths used in turn.
import { CATEGORY_KEYS, CITIES } from '../../src/domain/categories';
import { getBrands } from '../../src/domain/catalogue';
import { SEED_DESIGN_PATH } from './seed-design';

export const LISTING =
  '/api/ads?category=mobiles&brand=Samsung&minPrice=20000&maxPrice=150000&sort=price_low&page=1';
export const LISTING_DEEP = LISTING.replace('page=1', 'page=40');

/**
 * LISTING `n` times, each with a top price a rupee lower: the same work for the database, but a
 * query no cache has seen (neither the page nor its count), so it measures the uncached page.
 */
export function freshListings(n: number): string[] {
  return Array.from({ length: n }, (_, i) => LISTING.replace('maxPrice=150000', `maxPrice=${150_000 - i}`));
}
export const SEED_DESIGN = `${SEED_DESIGN_PATH}?brand=Samsung&minPrice=20000&maxPrice=150000&sort=price_low&page=1`;

/** Other brands, price bands and sorts: result counts the count cache has not seen. */
export function variedListings(): string[] {
  const out: string[] = [];
  const brands = ['Samsung', 'Apple', 'Vivo', 'OPPO', 'Xiaomi', 'Infinix', 'Tecno', 'Realme'];
  const bands = [
    ['10000', '50000'],
    ['20000', '150000'],
    ['50000', '300000'],
    ['', '100000'],
  ];
  for (const brand of brands)
    for (const [min, max] of bands)
      for (const sort of ['newest', 'price_low', 'price_high'])
        out.push(
          `/api/ads?category=mobiles&brand=${brand}&minPrice=${min}&maxPrice=${max}&sort=${sort}&page=1`,
        );
  return out;
}

const SEARCH_TERMS = [
  'corolla',
  'civic',
  'iphone 13',
  'galaxy a55',
  'samsung',
  'honda cd 70',
  'alto',
  'cultus',
  'yaris',
  '10 marla',
  'house',
  'apartment',
  'upper portion',
  'beetal',
  'goat',
  'sofa',
  'laptop',
  'inverter ac',
  'redmi',
  'infinix',
  'tecno',
  'vivo',
  'oppo',
  'realme',
  'sportage',
  'tucson',
  'mehran',
  'wagon r',
  'dayz',
  'lancer',
  'ybr',
  'gs 150',
  'ps5',
  'cricket bat',
  'treadmill',
  'lehenga',
  'khaadi',
  'stroller',
  'tractor',
  'photocopier',
  'electrician',
  'tuition',
  'web developer',
  'driver',
  'persian cat',
];

/** Rotating over the terms: repeats within the search cache's lifetime are answered from it. */
export const searchPaths = () => SEARCH_TERMS.map((q) => `/api/search?q=${encodeURIComponent(q)}`);

/** The same terms as q of the category page they belong to (mobiles for the rest): cached counts. */
export const listingSearchPaths = () =>
  SEARCH_TERMS.map((q) => `/api/ads?category=mobiles&q=${encodeURIComponent(q)}`);

/** Every term in every city: distinct queries, so each one goes to the database. */
export const coldSearchPaths = () =>
  CITIES.flatMap((city) =>
    SEARCH_TERMS.map((q) => `/api/search?q=${encodeURIComponent(q)}&location=${encodeURIComponent(city)}`),
  );

/**
 * `n` different texts typed into the search box, each sent once: beginnings of the catalogue's brand
 * and model names, 3 letters and longer, so the memory of answers (suggestions.ts) has seen none.
 */
export function freshSuggestionPaths(n: number): string[] {
  const texts = new Set<string>();
  for (const c of CATEGORY_KEYS)
    for (const brand of getBrands(c))
      for (const name of [brand.name, ...brand.models.map((m) => `${brand.name} ${m}`)]) {
        const lower = name.toLowerCase();
        for (let end = 3; end <= lower.length; end += 1) texts.add(lower.slice(0, end).trim());
      }
  // None of the rotating row's texts, which that row has just put in the memory.
  const rotating = new Set(suggestionPaths());
  return [...texts]
    .map((q) => `/api/suggestions?q=${encodeURIComponent(q)}`)
    .filter((path) => !rotating.has(path))
    .slice(0, n);
}

export const suggestionPaths = () =>
  [
    'sa',
    'sam',
    'samsung ga',
    'co',
    'cor',
    'iph',
    'iphone 1',
    'hon',
    'honda c',
    'to',
    'toy',
    'ya',
    'mar',
    'hou',
    'goa',
    'be',
    'sof',
    'lap',
    're',
    'red',
    'inf',
    'tec',
    'viv',
    'op',
    'kia',
    'suz',
    'alt',
  ].map((q) => `/api/suggestions?q=${encodeURIComponent(q)}`);
