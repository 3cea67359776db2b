// Sends due notifications as web push (decision 095), after the alert job. Each goes to
// every subscription of its person, encrypted and signed with the VAPID keys by the web-push library;
// a subscription the push service calls gone (404 or 410) is deleted. What is pushed is only the
// kind's fixed title and a link (decision 145): never a message's text or anything from the ad.
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { langOf } from '../../domain/lang';
import { pushTitle, type NotificationKind } from '../../domain/notifications';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { toNotificationItem } from '../notifications/service';
import { removeExpired, takeDuePushes } from './repository';

const BATCH = 200;
/** Seconds a push service keeps an undelivered message (a phone that is off for a while). */
const TTL_SECONDS = 12 * 60 * 60;

interface PushPayload {
  title: string;
  url: string;
}

export interface SendResult {
  sent: number;
  expired: number;
  failed: number;
}

/**
 * One push: web-push encrypts the payload (RFC 8291) and signs the VAPID token; the request itself
 * goes out with fetch, which (unlike web-push's own https-only sender) also reaches a push service on
 * this machine over plain http. Redirects are refused: the endpoint is the only address we post to.
 */
async function deliver(
  s: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  vapid: NonNullable<Config['vapid']>,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS },
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(details.headers))
    if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}

export async function sendDuePushes(
  db: Db,
  vapid: NonNullable<Config['vapid']>,
  log?: FastifyBaseLogger,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, expired: 0, failed: 0 };
  for (;;) {
    const due = await takeDuePushes(db, BATCH);
    for (const row of due) {
      const item = toNotificationItem(row);
      if (!item || !row.endpoints?.length) continue;
      const url = item.savedSearchId ? '/notifications' : (item.href ?? '/notifications');
      // toNotificationItem answers only for the known kinds.
      await Promise.all(
        row.endpoints.map(async (s) => {
          // The fixed title in the language of the page that turned push on on this device.
          const payload: PushPayload = {
            title: pushTitle(item.kind as NotificationKind, langOf(s.lang)),
            url,
          };
          const status = await deliver(s, payload, vapid).catch(() => 0);
          if (status === 404 || status === 410) {
            await removeExpired(db, s.endpoint);
            result.expired += 1;
          } else if (status >= 200 && status < 300) result.sent += 1;
          else {
            result.failed += 1;
            log?.warn({ status }, 'a web push could not be sent');
          }
        }),
      );
    }
    if (due.length < BATCH) return result;
  }
}
