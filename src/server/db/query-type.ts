// The query layer's type, apart from the client that opens databases so the replicas' module (which
// the client opens) can name it without importing the client back.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

/**
 * Both drivers return `{ rows }` from execute() and share every query-builder method, so the PGlite
 * database is typed as the node-postgres one (decision 002).
 */
export type Db = NodePgDatabase<typeof schema>;
