// A shared phone keeps no one's pushes (decision 145): a push says only its kind's fixed title and a
// link, and a device's subscription ends with the session that made it — signing out, 'Sign out
// everywhere', a ban, deleting the account. Against the local push service, as the other push tests.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANG_COOKIE } from '../../domain/lang';
import { PUSH_MESSAGE_TITLE, PUSH_TITLES } from '../../domain/notifications';
import { notifyInBell } from '../chat/unread-notifier';
import { users } from '../db/schema';
import { notify } from '../notifications/notify';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { startLocalPushService, type LocalPushService } from '../../../test/support/server/push-service';
import { sendDuePushes } from './sender';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@bs.test' };
const ADMIN = 'push-mod@bs.pk';
const SECRET = 'PRIVATE: my flat is 12B, the key is under the mat';

describeEachDatabase('Push on a shared phone', (db) => {
  let app: FastifyInstance;
  let service: LocalPushService;
  beforeAll(async () => {
    service = await startLocalPushService();
    app = await buildTestApp(db(), {
      vapid,
      pushServiceHosts: [new URL(service.url).host],
      adminEmails: [ADMIN],
    });
  });
  afterAll(async () => {
    await app.close();
    await service.stop();
  });

  /** This device turns push on under `cookie`; its hash at the local push service. */
  async function device(cookie: string): Promise<{ endpoint: string; clientHash: string }> {
    const { clientHash, ...subscription } = await service.subscribe(vapid.publicKey);
    const res = await request(app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: subscription,
    });
    expect(res.statusCode).toBe(204);
    return { endpoint: subscription.endpoint, clientHash };
  }

  const stored = async (endpoint: string) =>
    (await db().db.execute(sql`select 1 from push_subscriptions where endpoint = ${endpoint}`)).rows.length;

  /** A second session of the same person, as another phone would have. */
  async function anotherSession(userId: string): Promise<string> {
    const { token } = await createSession(db().db, userId);
    return `${SESSION_COOKIE}=${token}`;
  }

  it(`a chat message is pushed as '${PUSH_MESSAGE_TITLE}' and its link, never its text`, async () => {
    const me = await signedIn(db(), 'Ayesha Push');
    const phone = await device(me.cookie);
    const conversationId = '0b8f6b4e-2f1d-4c1e-9a55-3c2d1e0f9a77';
    await notifyInBell(db().db)({
      messageId: '1',
      conversationId,
      senderId: me.userId,
      recipientId: me.userId,
      body: SECRET,
      createdAt: new Date().toISOString(),
    });
    expect(await sendDuePushes(db().db, vapid)).toMatchObject({ sent: 1 });
    const messages = await service.messages(phone.clientHash);
    expect(messages.map((m) => JSON.parse(m))).toEqual([
      { title: 'New message on B/S', url: `/chat/${conversationId}` },
    ]);
    expect(messages.join('')).not.toContain('12B');
  });

  it('every other kind pushes its fixed title and a link, nothing from the ad or the search', async () => {
    const me = await signedIn(db());
    const phone = await device(me.cookie);
    await notify(db().db, { userId: me.userId, kind: 'ad_hidden', data: { title: 'Corolla 2018 flat 12B' } });
    await notify(db().db, {
      userId: me.userId,
      kind: 'price_drop',
      data: { title: 'iPhone 12B', oldPrice: 50_000, newPrice: 45_000 },
    });
    await sendDuePushes(db().db, vapid);
    const messages = (await service.messages(phone.clientHash)).map((m) => JSON.parse(m) as object);
    expect(messages).toEqual([
      { title: PUSH_TITLES.ad_hidden, url: '/notifications' },
      { title: PUSH_TITLES.price_drop, url: '/notifications' },
    ]);
    expect(JSON.stringify(messages)).not.toMatch(/12B|45,000|Corolla/);
  });

  it('a device that turned push on in Urdu gets the fixed titles in Urdu, another of the same person in English', async () => {
    const me = await signedIn(db());
    const urdu = await device(`${me.cookie}; ${LANG_COOKIE}=ur`);
    const english = await device(await anotherSession(me.userId));
    await notify(db().db, { userId: me.userId, kind: 'ad_hidden', data: { title: 'Corolla 2018 flat 12B' } });
    await sendDuePushes(db().db, vapid);
    expect((await service.messages(urdu.clientHash)).map((m) => JSON.parse(m) as object)).toEqual([
      { title: 'B/S پر آپ کے اشتہار کے بارے میں خبر', url: '/notifications' },
    ]);
    expect((await service.messages(english.clientHash)).map((m) => JSON.parse(m) as object)).toEqual([
      { title: PUSH_TITLES.ad_hidden, url: '/notifications' },
    ]);
  });

  it('signing out removes this device’s subscription, and nothing more is pushed to it', async () => {
    const me = await signedIn(db());
    const phone = await device(me.cookie);
    const laptop = await device(await anotherSession(me.userId));
    const out = await request(app, { method: 'POST', url: '/auth/logout', cookie: me.cookie });
    expect(out.statusCode).toBe(204);
    expect(await stored(phone.endpoint)).toBe(0);
    // The person's other device is still theirs, signed in.
    expect(await stored(laptop.endpoint)).toBe(1);

    await notifyInBell(db().db)({
      messageId: '2',
      conversationId: '0b8f6b4e-2f1d-4c1e-9a55-3c2d1e0f9a77',
      senderId: me.userId,
      recipientId: me.userId,
      body: SECRET,
      createdAt: new Date().toISOString(),
    });
    await sendDuePushes(db().db, vapid);
    expect(await service.messages(phone.clientHash)).toEqual([]);
    expect(await service.messages(laptop.clientHash)).toHaveLength(1);
  });

  it('‘Sign out everywhere’ from another device removes every device’s subscription', async () => {
    const me = await signedIn(db());
    const phone = await device(me.cookie);
    const other = await anotherSession(me.userId);
    const laptop = await device(other);
    const out = await request(app, { method: 'POST', url: '/auth/logout-all', cookie: other });
    expect(out.statusCode).toBe(204);
    expect(await stored(phone.endpoint)).toBe(0);
    expect(await stored(laptop.endpoint)).toBe(0);
    await notify(db().db, { userId: me.userId, kind: 'ad_hidden', data: { title: 'x' } });
    expect(await sendDuePushes(db().db, vapid)).toMatchObject({ sent: 0 });
  });

  it('a ban and deleting the account remove the subscriptions too', async () => {
    const mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
    const banned = await signedIn(db());
    const bannedPhone = await device(banned.cookie);
    const ban = await request(app, {
      method: 'POST',
      url: `/api/admin/users/${banned.userId}/ban`,
      cookie: mod.cookie,
      payload: { reason: 'Advance-fee scam' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await stored(bannedPhone.endpoint)).toBe(0);

    const leaving = await signedIn(db());
    const leavingPhone = await device(leaving.cookie);
    const gone = await request(app, { method: 'DELETE', url: '/api/me', cookie: leaving.cookie });
    expect(gone.statusCode).toBe(204);
    expect(await stored(leavingPhone.endpoint)).toBe(0);
  });

  it('a device handed to another person follows the new person’s session', async () => {
    const first = await signedIn(db());
    const phone = await device(first.cookie);
    const second = await signedIn(db());
    const again = await service.subscribe(vapid.publicKey);
    // The same browser endpoint, turned on by the next person: it is theirs, and their sign-out ends it.
    const same = { endpoint: phone.endpoint, keys: again.keys };
    expect(
      (
        await request(app, {
          method: 'POST',
          url: '/api/push/subscriptions',
          cookie: second.cookie,
          payload: same,
        })
      ).statusCode,
    ).toBe(204);
    await request(app, { method: 'POST', url: '/auth/logout', cookie: first.cookie });
    expect(await stored(phone.endpoint)).toBe(1);
    await request(app, { method: 'POST', url: '/auth/logout', cookie: second.cookie });
    expect(await stored(phone.endpoint)).toBe(0);
  });
});
