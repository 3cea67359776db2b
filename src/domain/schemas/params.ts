// Path parameters. Every id the server hands out is a UUID: one that is not cannot exist, so a route
// answers a malformed id exactly as a missing one (404, the route's own "not found" message; the
// mapping is in src/server/http/errors.ts). Lower-cased, as the database stores them.
import { z } from 'zod';
import { isUuid } from '../ids';
import { plainString } from './text';

const uuidParam = plainString()
  .refine(isUuid)
  .transform((id) => id.toLowerCase())
  .meta({ format: 'uuid' });

/** `/…/:id` */
export const idParamsSchema = z.object({ id: uuidParam });

/** `/api/saved-ads/:adId` */
export const adIdParamsSchema = z.object({ adId: uuidParam });
