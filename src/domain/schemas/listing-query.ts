// The query string of a listing page and of GET /api/ads (docs/product.md §2, §5 "Other"). Blank means "no
// bound"; junk is refused with a message in the user's words, never passed to SQL.
import { z } from 'zod';
import { plainString } from './text';
import { say } from '../messages';
import { CATEGORY_KEYS, type CategoryKey } from '../categories';
import { getFilters } from '../filters';
import { defaultSort, SORTS, type Sort } from '../fields/options';
import { AREA_CATEGORIES, AREA_FILTER_UNIT_KEYS, type AreaFilterUnit } from '../area';
import { latinDigits } from '../format/numerals';
import { parsePriceText } from '../format/price-text';
import { MAX_PAGE, PRICE_MAX, Q_MAX_LENGTH } from '../limits';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (max = 100) => z.preprocess(blankToUndefined, plainString().trim().max(max).optional());

/** '45k', '4.5 lac', '1.2 crore', '2 لاکھ', '۴۵۰۰۰' become rupees; anything else is checked as digits. */
const priceWords = (v: unknown) => {
  if (typeof v !== 'string' || /^\s*\d+(\.\d+)?\s*$/.test(v)) return v;
  const read = parsePriceText(v);
  return read.ok ? String(read.rupees) : v;
};

const priceBound = (label: string) =>
  z.preprocess(
    (v) => priceWords(blankToUndefined(v)),
    plainString()
      .trim()
      .regex(/^\d+(\.\d+)?$/, `${label} must be a number of rupees, like 25000 or 4.5 lac`)
      .transform(Number)
      .refine((n) => n <= PRICE_MAX, `${label} is too large`)
      .optional(),
  );

export const listingQueryBaseSchema = z.object({
  category: z.enum(CATEGORY_KEYS, { error: say('form.categoryUnknown') }),
  q: z.preprocess(
    blankToUndefined,
    plainString().trim().max(Q_MAX_LENGTH, say('search.textTooLong')).optional(),
  ),
  minPrice: priceBound('Minimum price'),
  maxPrice: priceBound('Maximum price'),
  /** Blank: 'Best match' with q, else newest (defaultSort, applied in parseListingQuery). */
  sort: z.preprocess(
    blankToUndefined,
    z.enum(SORTS, { error: 'Choose a sort order from the list' }).optional(),
  ),
  /** '1': search the text exactly as typed, without typo corrections ('Search instead for …'). */
  exact: z.preprocess(blankToUndefined, z.enum(['1']).optional()),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(MAX_PAGE, `Page can be at most ${MAX_PAGE}`)
      .default(1),
  ),
});

const schemas = new Map<CategoryKey, ReturnType<typeof buildListingQuerySchema>>();

/** The schema for one category: the base plus that category's filter params, each a known option or free text. */
export function listingQuerySchema(category: CategoryKey) {
  // Built once per category: constructing a zod schema costs far more than parsing with it.
  let schema = schemas.get(category);
  if (!schema) schemas.set(category, (schema = buildListingQuerySchema(category)));
  return schema;
}

/** Property listings filter by area: in marla, kanal, square feet or square yards (gaz). */

const areaBound = (label: string) =>
  z.preprocess(
    (v) => {
      const bound = blankToUndefined(v);
      return typeof bound === 'string' ? latinDigits(bound) : bound;
    },
    plainString()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, `${label} must be a number, like 5 or 10.5`)
      .transform(Number)
      .optional(),
  );
const areaShape = {
  minArea: areaBound('Minimum area'),
  maxArea: areaBound('Maximum area'),
  areaUnit: z.preprocess(
    blankToUndefined,
    z.enum(AREA_FILTER_UNIT_KEYS, { error: 'Choose an area unit from the list' }).default('marla'),
  ),
};

/** An area filter: bounds in one unit (a marla being the size each seller meant). */
export interface AreaFilter {
  min?: number;
  max?: number;
  unit: AreaFilterUnit;
}

function buildListingQuerySchema(category: CategoryKey) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of getFilters(category)) {
    shape[f.param] = f.options
      ? z.preprocess(
          blankToUndefined,
          z
            .enum(f.options as [string, ...string[]], {
              error: say('form.chooseOption', { label: f.label.toLowerCase() }),
            })
            .optional(),
        )
      : text();
  }
  if (AREA_CATEGORIES.includes(category)) Object.assign(shape, areaShape);
  return listingQueryBaseSchema
    .extend(shape)
    .refine((v) => v.minArea == null || v.maxArea == null || v.minArea <= v.maxArea, {
      message: say('search.minAreaAboveMax'),
      path: ['minArea'],
    })
    .refine((v) => v.minPrice == null || v.maxPrice == null || v.minPrice <= v.maxPrice, {
      message: say('search.minPriceAboveMax'),
      path: ['minPrice'],
    });
}

export type ListingQuery = Omit<z.infer<typeof listingQueryBaseSchema>, 'sort'> & {
  sort: Sort;
  filters: Record<string, string>;
  area?: AreaFilter;
};

/** Parses a raw query object (unknown keys are ignored: links carry tracking junk). */
export function parseListingQuery(
  raw: Record<string, unknown>,
): { ok: true; query: ListingQuery } | { ok: false; fields: Record<string, string> } {
  const category = z.enum(CATEGORY_KEYS).safeParse(raw.category);
  if (!category.success) return { ok: false, fields: { category: 'Choose a category from the list' } };
  const result = listingQuerySchema(category.data).safeParse(raw);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'query')] ??= issue.message;
    return { ok: false, fields };
  }
  const {
    category: c,
    q,
    minPrice,
    maxPrice,
    sort,
    exact,
    page,
    minArea,
    maxArea,
    areaUnit,
    ...rest
  } = result.data as Record<string, unknown> &
    z.infer<typeof listingQueryBaseSchema> & {
      minArea?: number;
      maxArea?: number;
      areaUnit?: AreaFilterUnit;
    };
  const area =
    minArea !== undefined || maxArea !== undefined
      ? { min: minArea, max: maxArea, unit: areaUnit ?? 'marla' }
      : undefined;
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(rest)) if (typeof v === 'string') filters[k] = v;
  return {
    ok: true,
    query: {
      category: c,
      q,
      minPrice,
      maxPrice,
      sort: sort ?? defaultSort(q),
      ...(exact ? { exact } : {}),
      ...(area ? { area } : {}),
      page,
      filters,
    },
  };
}

/** A location chosen from the dropdown or written as in:{location}; blank means everywhere. */
const locationParam = text();

/** GET /api/home?location= */
export const homeQuerySchema = z.object({ location: locationParam });

/**
 * GET /api/search?q=&location=&minPrice=&maxPrice=&page= (docs/product.md §4 "Home search"): every
 * category's ads, paged like a listing (decision 150). Filters typed into q are read from it too; a q
 * that is blank, or all filters but a place, finds nothing rather than everything.
 */
export const searchQuerySchema = z
  .object({
    q: z.preprocess(
      (v) => (typeof v === 'string' ? v : ''),
      plainString().trim().max(Q_MAX_LENGTH, say('search.textTooLong')),
    ),
    location: locationParam,
    minPrice: listingQueryBaseSchema.shape.minPrice,
    maxPrice: listingQueryBaseSchema.shape.maxPrice,
    exact: listingQueryBaseSchema.shape.exact,
    page: listingQueryBaseSchema.shape.page,
  })
  .refine((v) => v.minPrice == null || v.maxPrice == null || v.minPrice <= v.maxPrice, {
    message: 'Minimum price cannot be more than the maximum price',
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** GET /api/suggestions?q= (docs/product.md §4 "Suggestions"): short text gets no suggestions, not an error. */
export const suggestionsQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    plainString().trim().max(Q_MAX_LENGTH, say('search.textTooLong')),
  ),
});
