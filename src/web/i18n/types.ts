import type { en } from './en';

/** Same shape as the English catalogue, every leaf a string: a missing or extra key fails typecheck. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalogue = Strings<typeof en>;

/** English text of src/domain (option, field label, category text) → its translation. */
export type DomainTexts = Record<string, string>;
