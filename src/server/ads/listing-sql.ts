// The SQL pieces of browsing (decision 003): one WHERE for a listing's criteria, one ORDER BY per
// sort, and the columns a card needs. Every value is a bound parameter; nothing typed by a visitor is
// ever spliced into the SQL text.
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories';
import { getFilters, type FilterDef } from '../../domain/filters';
import { yearFilterRange, type Sort } from '../../domain/fields/options';
import { MARLA_PER_KANAL, SQFT_PER_SQYD, type AreaFilterUnit } from '../../domain/area';
import type { AreaFilter } from '../../domain/schemas/listing-query';
import { visibleToBrowse } from './visibility';

/** What a listing is filtered by: the parsed query with canonical values (see listing-service.ts). */
export interface BrowseCriteria {
  /** Absent for home's search, which lists every category (decision 150). */
  category?: CategoryKey;
  q?: string;
  /**
   * The full-text query of q after rewriting (search-query.ts); null when q has no searchable word
   * (only punctuation, emoji, Urdu script), which matches nothing; undefined when q only named
   * this category.
   */
  tsquery?: string | null;
  minPrice?: number;
  maxPrice?: number;
  /** Filter param → chosen value, as FILTERS names them. */
  filters: Record<string, string>;
  area?: AreaFilter;
}

/** The criteria of one category's listing. */
export interface ListingCriteria extends BrowseCriteria {
  category: CategoryKey;
}

/**
 * An ad's area in the filter's unit: marla and kanal in the marla its seller meant (area_sqft over
 * marla_sqft), so "5 marla" finds a 5-marla plot however it was entered.
 */
function areaIn(unit: AreaFilterUnit): SQL {
  switch (unit) {
    case 'marla':
      return sql`(a.area_sqft / a.marla_sqft)`;
    case 'kanal':
      return sql`(a.area_sqft / (a.marla_sqft * ${MARLA_PER_KANAL}))`;
    case 'sqft':
      return sql`a.area_sqft`;
    case 'sqyd':
      return sql`(a.area_sqft / ${SQFT_PER_SQYD})`;
  }
}

/** Stored areas are real (4-byte) numbers: a bound is matched within half a percent. */
const AREA_SLACK = 0.005;

/**
 * Columns of a card (AdSummary), read from the alias `a`. form_data goes out without the description
 * and the phone: the card needs a few short facts, and the number must never leave through a list.
 */
export const SUMMARY_COLUMNS = sql`a.id, a.category, a.title, a.brand, a.model, a.price::float8 as price,
  a.location, a.created_at, a.images[1] as cover, cardinality(a.images) as image_count,
  a.form_data - 'description' - 'contactNumber' as facts, a.status,
  a.price_before_drop::float8 as price_before_drop, a.price_dropped_at`;

/**
 * ORDER BY of each sort, ending in id so equal prices or times come back in one fixed order and a
 * page never repeats or skips an ad. `nulls last` matches the indexes' `desc nulls last`: without it
 * PostgreSQL will not read those indexes in order (decision 003).
 */
export function orderBy(sort: Sort): SQL {
  switch (sort) {
    // 'Best match' ranks a bounded set of candidates (listing-repository.ts); past it, and without
    // q, it continues newest first.
    case 'relevance':
    case 'newest':
      return sql`a.created_at desc nulls last, a.id`;
    case 'oldest':
      return sql`a.created_at asc nulls first, a.id desc`;
    case 'price_low':
      return sql`a.price, a.id`;
    case 'price_high':
      return sql`a.price desc, a.id desc`;
  }
}

/**
 * The full-text match of a rewritten query on the GIN index (decision 060). The browse condition is
 * written out because the index only holds listed ads (a partial index needs its condition in the
 * query); null (q without a searchable word) matches nothing. `place` is the location the ads must
 * be in, which the caller also matches exactly.
 */
export function textCondition(
  tsquery: string | null | undefined,
  category?: CategoryKey,
  place?: string,
): SQL {
  if (tsquery === null) return sql`false`;
  if (tsquery === undefined) return visibleToBrowse(); // q only named the category ('gari')
  return sql`${visibleToBrowse()} and a.search_vector @@ ${fullTextQuery(tsquery, category, place)}`;
}

/**
 * The tsquery of the words, and of the category's token when there is one (schema/ads.ts): the GIN
 * index then intersects both lists, so words common elsewhere ('2 karachi' among vehicles) never
 * fetch the rows of other categories. The token is a tsquery literal, not parsed text: the parser
 * would drop the '@'. A place's words are in every ad's search text (ad-repository.ts), so they join the
 * lookup the same way: 'apple' in Rawalpindi intersects two lists in the index instead of reading
 * every 'apple' ad's row to test its location, ten times faster at a million ads (decision 169).
 * The exact `a.location =` test stays beside it: the words are a sieve, not the rule.
 */
export function fullTextQuery(tsquery: string, category?: CategoryKey, place?: string): SQL {
  let query = sql`to_tsquery('simple', ${tsquery})`;
  if (category) query = sql`(${query} && ${`'@${category}'`}::tsquery)`;
  if (place) query = sql`(${query} && plainto_tsquery('simple', ${place}))`;
  return query;
}

/** The bounds a range filter's value stands for ('2010-2015', '5+', '3'); undefined when unreadable. */
export function rangeOf(def: FilterDef, value: string): { min?: number; max?: number } | undefined {
  if (def.param === 'year') return yearFilterRange(value);
  if (/^\d+\+$/.test(value)) return { min: Number(value.slice(0, -1)) };
  return /^\d+$/.test(value) ? { min: Number(value), max: Number(value) } : undefined;
}

const RANGE_COLUMNS = { year: sql`a.year`, bedrooms: sql`a.bedrooms`, bathrooms: sql`a.bathrooms` };
const NAME_COLUMNS = { brand: sql`a.brand`, model: sql`a.model`, location: sql`a.location` };

const FACET_COLUMNS = {
  ...NAME_COLUMNS,
  year: sql`a.year::text`,
  bedrooms: sql`a.bedrooms::text`,
  bathrooms: sql`a.bathrooms::text`,
};

/** What a facet counts: the filter's column or form_data value, as text. */
export function facetValue(def: FilterDef): SQL {
  const t = def.target;
  if ('formKey' in t) return sql`a.form_data ->> ${t.formKey}::text`;
  return FACET_COLUMNS['column' in t ? t.column : t.range];
}

/**
 * The conditions of a listing. `without` leaves filters out, for facet counts (a facet counts its
 * values with every other filter applied).
 */
export function listingConditions(c: BrowseCriteria, without: readonly string[] = []): SQL[] {
  const conditions: SQL[] = [visibleToBrowse()];
  if (c.category) conditions.push(sql`a.category = ${c.category}`);
  // Across all categories only the place filters, besides the price: every category has it.
  else if (c.filters.location && !without.includes('location'))
    conditions.push(sql`a.location = ${c.filters.location}`);
  conditions.push(...narrowingConditions(c, without));
  const place = without.includes('location') ? undefined : c.filters.location;
  if (c.q) conditions.push(textCondition(c.tsquery, c.category, place));
  return conditions;
}

/**
 * What narrows a listing beyond its category and its words: the category's filters (the place among
 * them), the price and the area. Search's own route takes them beside the words (search-repository.ts).
 */
export function narrowingConditions(c: BrowseCriteria, without: readonly string[] = []): SQL[] {
  const conditions: SQL[] = [];
  for (const def of c.category ? getFilters(c.category) : []) {
    const value = c.filters[def.param];
    if (value === undefined || without.includes(def.param)) continue;
    const target = def.target;
    if ('column' in target) conditions.push(sql`${NAME_COLUMNS[target.column]} = ${value}`);
    else if ('range' in target) {
      const range = rangeOf(def, value);
      const column = RANGE_COLUMNS[target.range];
      // The schema only lets known options through, so an unreadable range cannot happen; match nothing.
      if (!range) conditions.push(sql`false`);
      if (range?.min !== undefined) conditions.push(sql`${column} >= ${range.min}`);
      if (range?.max !== undefined) conditions.push(sql`${column} <= ${range.max}`);
    }
  }
  const form = formCondition(c, without);
  if (form) conditions.push(form);
  // Prices are whole rupees; a fractional bound rounds inwards.
  if (c.minPrice !== undefined) conditions.push(sql`a.price >= ${Math.ceil(c.minPrice)}`);
  if (c.maxPrice !== undefined) conditions.push(sql`a.price <= ${Math.floor(c.maxPrice)}`);
  if (c.area) {
    const value = areaIn(c.area.unit);
    if (c.area.min !== undefined) conditions.push(sql`${value} >= ${c.area.min * (1 - AREA_SLACK)}`);
    if (c.area.max !== undefined) conditions.push(sql`${value} <= ${c.area.max * (1 + AREA_SLACK)}`);
  }
  return conditions;
}

/** The params of the chosen filters kept in each ad's form (form_data), not in a column. */
export function formParams(c: BrowseCriteria): string[] {
  return (c.category ? getFilters(c.category) : [])
    .filter((def) => 'formKey' in def.target && c.filters[def.param] !== undefined)
    .map((def) => def.param);
}

/** All chosen form filters in one containment test (one lookup in the jsonb_path_ops index), or none. */
export function formCondition(c: BrowseCriteria, without: readonly string[] = []): SQL | undefined {
  const contains: Record<string, string> = {};
  for (const def of c.category ? getFilters(c.category) : []) {
    const value = c.filters[def.param];
    if (value === undefined || without.includes(def.param) || !('formKey' in def.target)) continue;
    contains[def.target.formKey] = def.stored?.[value] ?? value;
  }
  return Object.keys(contains).length > 0
    ? sql`a.form_data @> ${JSON.stringify(contains)}::jsonb`
    : undefined;
}

export function whereOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}
