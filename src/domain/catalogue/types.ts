import type { CategoryKey } from '../categories';

/** A brand (or, outside brand categories, a grouping such as a property type or job field) and its models. */
export interface Brand {
  /** URL-safe key used in /post/{category}/{brand}, lowercase, no spaces (e.g. 'samsung', 'residential-plots'). */
  key: string;
  /** Display name stored on the ad (e.g. 'Samsung', 'Residential Plots'). */
  name: string;
  /** Model names (or subtypes), displayed and stored as written (e.g. 'Galaxy S24 Ultra'). */
  models: readonly string[];
}

export type Catalogue = Record<CategoryKey, readonly Brand[]>;
