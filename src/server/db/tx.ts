// Pieces every feature's SQL shares: the transaction type and how a stored time is written out.
import type { Db } from './client';

/** The handle inside db.transaction(…), for functions that must run in the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A timestamp as the API writes it (ISO 8601, UTC), whether the driver gave a Date or a string. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
