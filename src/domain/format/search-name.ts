// The name a saved search gets from what it looks for: 'Toyota Corolla in Lahore under
// Rs. 40 lac'. The person can rename it; this is only the first suggestion.
import { getCategory, type CategoryKey } from '../categories';
import { getFilters } from '../filters';
import { SAVED_SEARCH_NAME_MAX } from '../limits';
import { formatPrice, priceInWords } from './price';

export interface SearchNameInput {
  category: CategoryKey;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  filters: Record<string, string>;
}

/** 'Rs. 40 lac' for big amounts, 'Rs. 45,000' below a lac. */
function shortPrice(amount: number): string {
  const words = priceInWords(amount);
  return words ? `Rs. ${words}` : formatPrice(amount);
}

export function savedSearchName(s: SearchNameInput): string {
  const parts: string[] = [];
  if (s.q) parts.push(`"${s.q}"`);
  const brand = s.filters.brand;
  const model = s.filters.model;
  if (brand) parts.push(brand);
  if (model) parts.push(model);
  if (!brand && !model) parts.push(getCategory(s.category).name);
  for (const def of getFilters(s.category)) {
    const value = s.filters[def.param];
    if (!value || ['brand', 'model', 'location'].includes(def.param)) continue;
    const target = def.target;
    if ('range' in target && def.param !== 'year') parts.push(`${value} ${def.label.toLowerCase()}`);
    else parts.push(def.stored?.[value] ?? value);
  }
  if (s.filters.location) parts.push(`in ${s.filters.location}`);
  if (s.minPrice !== undefined && s.maxPrice !== undefined)
    parts.push(`from ${shortPrice(s.minPrice)} to ${shortPrice(s.maxPrice)}`);
  else if (s.maxPrice !== undefined) parts.push(`under ${shortPrice(s.maxPrice)}`);
  else if (s.minPrice !== undefined) parts.push(`over ${shortPrice(s.minPrice)}`);
  const name = parts.join(' ');
  return name.length <= SAVED_SEARCH_NAME_MAX ? name : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}
