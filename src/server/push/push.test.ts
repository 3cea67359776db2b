import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_MAX } from '../../domain/limits';
import { PUSH_TITLES } from '../../domain/notifications';
import { notify } from '../notifications/notify';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { startLocalPushService, type LocalPushService } from '../../../test/support/server/push-service';
import { isAllowedPushEndpoint } from './endpoint';
import { sendDuePushes } from './sender';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@bs.test' };

describeEachDatabase('Web push', (db) => {
  let app: FastifyInstance;
  let service: LocalPushService;
  beforeAll(async () => {
    service = await startLocalPushService();
    // The local push service's own port is the one exception to 443, named in the configuration.
    app = await buildTestApp(db(), {
      vapid,
      pushServiceHosts: ['fcm.googleapis.com', new URL(service.url).host],
    });
  });
  afterAll(async () => {
    await app.close();
    await service.stop();
  });

  const subscribe = (cookie: string, payload: Record<string, unknown>) =>
    request(app, { method: 'POST', url: '/api/push/subscriptions', cookie, payload });

  it('gives the browser the public key', async () => {
    expect((await request(app, { url: '/api/push/key' })).json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('delivers a notification to the local push service, and removes a subscription it calls expired', async () => {
    const me = await signedIn(db());
    const sub = await service.subscribe(vapid.publicKey);
    const { clientHash, ...subscription } = sub;
    expect((await subscribe(me.cookie, subscription)).statusCode).toBe(204);

    await notify(db().db, { userId: me.userId, kind: 'ad_hidden', data: { title: 'Corolla 2018' } });
    const sent = await sendDuePushes(db().db, vapid);
    expect(sent).toMatchObject({ sent: 1, failed: 0 });
    const messages = await service.messages(clientHash);
    expect(messages.map((m) => JSON.parse(m))).toEqual([
      { title: PUSH_TITLES.ad_hidden, url: '/notifications' },
    ]);
    // Sent once: the next run has nothing to send.
    expect((await sendDuePushes(db().db, vapid)).sent).toBe(0);

    await service.expire(clientHash);
    await notify(db().db, { userId: me.userId, kind: 'ad_hidden', data: { title: 'Civic' } });
    expect(await sendDuePushes(db().db, vapid)).toMatchObject({ sent: 0, expired: 1 });
    const { rows } = await db().db.execute(
      sql`select 1 from push_subscriptions where endpoint = ${subscription.endpoint}`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses addresses that are not push services, and needs a session', async () => {
    const me = await signedIn(db());
    const keys = { p256dh: 'BNc', auth: 'x' };
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://internal.example.pk/hook',
      'http://localhost.evil.pk/notify',
      'not a url',
    ]) {
      const res = await subscribe(me.cookie, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.message).toBe('This push address is not one we can send to.');
    }
    expect((await subscribe(me.cookie, { endpoint: 'http://localhost:1/x' })).statusCode).toBe(400);
    expect((await subscribe('', { endpoint: 'http://localhost:1/x', keys })).statusCode).toBe(401);
  });

  it('refuses a push address on any port but 443, unless the configuration names that port', async () => {
    const me = await signedIn(db());
    const keys = { p256dh: 'BNc', auth: 'x' };
    const port = Number(new URL(service.url).port);
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:22/fcm/send/x',
      `http://localhost:${port === 65535 ? port - 1 : port + 1}/x`,
      'http://localhost/x',
    ]) {
      const res = await subscribe(me.cookie, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation',
        message: 'This push address uses a port we do not send to. Push services use port 443.',
      });
    }
    for (const endpoint of ['https://fcm.googleapis.com:443/fcm/send/x', `${service.url}/x`])
      expect((await subscribe(me.cookie, { endpoint, keys })).statusCode, endpoint).toBe(204);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} devices per person, and each person removes only their own`, async () => {
    const me = await signedIn(db());
    const other = await signedIn(db());
    const keys = { p256dh: 'BNc', auth: 'x' };
    const results = await Promise.all(
      Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 2 }, (_, i) =>
        subscribe(me.cookie, { endpoint: `${service.url}/${me.userId}/${i}`, keys }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const mine = `${service.url}/${me.userId}/0`;
    const ok = results[0]!.statusCode === 204 ? mine : `${service.url}/${me.userId}/1`;
    await request(app, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      cookie: other.cookie,
      payload: { endpoint: ok },
    });
    const { rows } = await db().db.execute(
      sql`select user_id from push_subscriptions where endpoint = ${ok}`,
    );
    expect(rows).toHaveLength(1);
    await request(app, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      cookie: me.cookie,
      payload: { endpoint: ok },
    });
    const after = await db().db.execute(sql`select 1 from push_subscriptions where endpoint = ${ok}`);
    expect(after.rows).toEqual([]);
  });
});

describeEachDatabase('Web push without keys', (db) => {
  it('has no key to give and takes no subscriptions', async () => {
    const app = await buildTestApp(db());
    const me = await signedIn(db());
    expect((await request(app, { url: '/api/push/key' })).json()).toEqual({ publicKey: null });
    const res = await subscribe(app, me.cookie);
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});

function subscribe(app: FastifyInstance, cookie: string) {
  return request(app, {
    method: 'POST',
    url: '/api/push/subscriptions',
    cookie,
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BNc', auth: 'x' } },
  });
}

it('allows only https push services on port 443, or one on this machine on the port configured', () => {
  const hosts = ['fcm.googleapis.com', '*.push.apple.com', 'localhost:8090'];
  expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(true);
  expect(isAllowedPushEndpoint('https://api.push.apple.com/3/device/x', hosts)).toBe(true);
  expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/x', hosts)).toBe(false);
  expect(isAllowedPushEndpoint('https://evilpush.apple.com.evil.pk/x', hosts)).toBe(false);
  expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
  expect(isAllowedPushEndpoint('http://localhost:8090/notify/x', hosts)).toBe(true);
  expect(isAllowedPushEndpoint('http://localhost:8090/notify/x', ['fcm.googleapis.com'])).toBe(false);
  expect(isAllowedPushEndpoint('http://localhost:8090/notify/x', ['localhost'])).toBe(false);
  expect(isAllowedPushEndpoint('http://localhost:8091/notify/x', hosts)).toBe(false);
  expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/x', hosts)).toBe(true);
  expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/x', hosts)).toBe(false);
  expect(isAllowedPushEndpoint('https://api.push.apple.com:2197/3/device/x', hosts)).toBe(false);
});
