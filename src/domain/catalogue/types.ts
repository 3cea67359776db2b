import type { CategoryKey } from '../categories';

/** A brand (or, outside brand categories, a grouping such as a property type or job field) and its models. */
export interface Brand {
  /** URL-safe key used in /post/{category}/{brand}, lowercase, no spaces (e.g. 'samsung', 'residential-plots'). */
  key: string;
  /** Display name stored on the ad (e.g. 'Samsung', 'Residential Plots'). */
  name: string;
  /** Model names (or subtypes), displayed and stored as written (e.g. 'Galaxy S24 Ultra'). */
  models: readonly string[];
  /**
   * Release year of each model (phones and cars): their lists are newest first by it, and a
   * test keeps them so. For a car, the year its current generation reached the Pakistani market.
   */
  released?: Readonly<Record<string, number>>;
}

/** Models with their release years, newest first, as the `models` and `released` of a Brand. */
export function dated(list: readonly (readonly [string, number])[]): Pick<Brand, 'models' | 'released'> {
  return { models: list.map(([model]) => model), released: Object.fromEntries(list) };
}

export type Catalogue = Record<CategoryKey, readonly Brand[]>;
