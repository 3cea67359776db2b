// The name a saved search gets from what it looks for: 'Toyota Corolla in Lahore under
// Rs. 40 lac'. The person can rename it; this is only the first suggestion. Its parts are kept apart
// from their wording (search-name-words.ts), so a page can word a suggested name in its language.
import { getCategory, type CategoryKey } from '../categories';
import { getFilters } from '../filters';
import { wordSearchName, type SearchNamePart } from './search-name-words';

export interface SearchNameInput {
  category: CategoryKey;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  filters: Record<string, string>;
}

/** What a search's name says, part by part. */
export function searchNameParts(s: SearchNameInput): SearchNamePart[] {
  const parts: SearchNamePart[] = [];
  if (s.q) parts.push({ typed: `"${s.q}"` });
  const brand = s.filters.brand;
  const model = s.filters.model;
  if (brand) parts.push({ typed: brand });
  if (model) parts.push({ typed: model });
  if (!brand && !model) parts.push({ word: getCategory(s.category).name });
  for (const def of getFilters(s.category)) {
    const value = s.filters[def.param];
    if (!value || ['brand', 'model', 'location'].includes(def.param)) continue;
    const target = def.target;
    if ('range' in target && def.param !== 'year') parts.push({ count: value, label: def.label });
    else if (def.param === 'year') parts.push({ typed: value });
    else parts.push({ word: def.stored?.[value] ?? value });
  }
  if (s.filters.location) parts.push({ place: s.filters.location });
  if (s.minPrice !== undefined && s.maxPrice !== undefined) parts.push({ from: s.minPrice, to: s.maxPrice });
  else if (s.maxPrice !== undefined) parts.push({ under: s.maxPrice });
  else if (s.minPrice !== undefined) parts.push({ over: s.minPrice });
  return parts;
}

/** The suggested name, in English (what is stored; a page words the parts in its language). */
export function savedSearchName(s: SearchNameInput): string {
  return wordSearchName(searchNameParts(s));
}

/** A saved search's stored parameters (the listing's URL parameters) as the name's input. */
export function searchNameInputOf(params: Record<string, string>): SearchNameInput | undefined {
  const { category, q, minPrice, maxPrice, sort: _sort, ...filters } = params;
  if (!category) return undefined;
  const number = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
  return {
    category: category as CategoryKey,
    ...(q ? { q } : {}),
    ...(number(minPrice) !== undefined ? { minPrice: number(minPrice) } : {}),
    ...(number(maxPrice) !== undefined ? { maxPrice: number(maxPrice) } : {}),
    filters,
  };
}
