// A browser's push subscription as PushSubscription.toJSON() gives it (web push).
import { z } from 'zod';
import { say } from '../messages';
import { plainString } from './text';

export const PUSH_MSG = {
  endpoint: say('push.endpoint'),
  port: say('push.port'),
  keys: say('push.keys'),
  tooMany: (max: number) => say('push.tooMany', { max }),
} as const;

const key = plainString({ error: PUSH_MSG.keys }).min(1, PUSH_MSG.keys).max(200, PUSH_MSG.keys);

export const pushSubscriptionSchema = z.object({
  endpoint: plainString({ error: PUSH_MSG.endpoint })
    .max(1000, PUSH_MSG.endpoint)
    .pipe(z.url({ error: PUSH_MSG.endpoint })),
  keys: z.object({ p256dh: key, auth: key }, { error: PUSH_MSG.keys }),
  expirationTime: z.number().nullable().optional(),
});

export const pushUnsubscribeSchema = z.object({ endpoint: plainString().max(1000) });
