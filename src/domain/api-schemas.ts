// Zod schemas of API answers, declared on their routes for the OpenAPI document (decision 161). The
// types in api.ts are inferred from these, so each shape is written once. Server only at run time: the
// web imports api.ts, whose import of this file is type-only.
import { z } from 'zod';
import { plainString } from './schemas/text';

/** GET /api/notifications/unread-count */
export const unreadCountResponseSchema = z.object({ unread: z.number().int() });

/** GET /api/push/key: null when web push is not configured on this server. */
export const pushKeyResponseSchema = z.object({ publicKey: plainString().nullable() });

/** GET /api/saved-ads/ids */
export const savedAdIdsResponseSchema = z.object({ ids: z.array(plainString()) });
