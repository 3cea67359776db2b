// A reported conversation reaches the moderators in /admin with its reports; they read it, dismiss the
// reports or ban the reported person with the one ban there is. Nobody else sees or does any of it.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ModerationQueueResponse } from '../../domain/moderation-api';
import { moderationLog, users } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';

const ADMIN = 'chat-mod@bs.pk';

describeEachDatabase('Reported conversations in /admin', (database) => {
  let app: FastifyInstance;
  let mod: { userId: string; cookie: string };
  beforeAll(async () => {
    app = await buildTestApp(database(), { adminEmails: [ADMIN] });
    mod = await signedIn(database(), 'Moderator');
    await database().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
  });
  afterAll(() => app.close());

  const post = (url: string, cookie: string | undefined, payload: object = {}) =>
    request(app, { method: 'POST', url, cookie, payload });
  const queue = async () => {
    const res = await request(app, { url: '/api/admin/reports', cookie: mod.cookie });
    expect(res.statusCode).toBe(200);
    return res.json<ModerationQueueResponse>().conversations;
  };

  it('lists a reported conversation with each report, its people and who was reported; not an unreported one', async () => {
    const quiet = await openConversation(app, database());
    const c = await openConversation(app, database());
    await sendText(app, c.seller.cookie, c.id, 'Send the advance first');
    expect(
      (
        await post(`/api/chat/conversations/${c.id}/report`, c.buyer.cookie, {
          reason: 'Asks for an advance',
        })
      ).statusCode,
    ).toBe(204);

    const listed = await queue();
    expect(listed.map((x) => x.id)).not.toContain(quiet.id);
    const item = listed.find((x) => x.id === c.id);
    expect(item).toMatchObject({
      adTitle: expect.stringContaining('iPhone 13'),
      buyer: { id: c.buyer.userId, name: 'Bilal Buyer', banned: false },
      seller: { id: c.seller.userId, name: 'Sana Seller', banned: false },
      reports: [{ reporter: 'buyer', reason: 'Asks for an advance', createdAt: expect.any(String) }],
    });
    expect(Date.parse(item!.lastReportedAt)).toBeGreaterThan(Date.now() - 60_000);

    // The moderator reads it through the chat API, as the page's link does.
    const messages = await request(app, {
      url: `/api/chat/conversations/${c.id}/messages`,
      cookie: mod.cookie,
    });
    expect(messages.statusCode).toBe(200);
    expect(JSON.stringify(messages.json())).toContain('Send the advance first');
  });

  it('is a 404 to everyone but moderators, and a stranger cannot dismiss', async () => {
    const c = await openConversation(app, database());
    await post(`/api/chat/conversations/${c.id}/report`, c.seller.cookie, { reason: 'Rude' });
    const stranger = await signedIn(database(), 'Stranger');
    for (const cookie of [undefined, stranger.cookie, c.buyer.cookie, c.seller.cookie]) {
      expect((await request(app, { url: '/api/admin/reports', cookie })).statusCode).toBe(404);
      expect(
        (await post(`/api/admin/conversations/${c.id}/dismiss`, cookie, { reason: 'x' })).statusCode,
      ).toBe(404);
    }
    expect((await queue()).map((x) => x.id)).toContain(c.id);
  });

  it('bans the reported person with the one ban, then dismisses the reports with an audit row', async () => {
    const c = await openConversation(app, database());
    await post(`/api/chat/conversations/${c.id}/report`, c.buyer.cookie, { reason: 'Scam' });
    const ban = await post(`/api/admin/users/${c.seller.userId}/ban`, mod.cookie, { reason: 'Scam in chat' });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await queue()).find((x) => x.id === c.id)?.seller.banned).toBe(true);

    const dismiss = await post(`/api/admin/conversations/${c.id}/dismiss`, mod.cookie, { reason: 'Handled' });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect((await queue()).map((x) => x.id)).not.toContain(c.id);
    const log = await database()
      .db.select()
      .from(moderationLog)
      .where(sql`${moderationLog.moderatorId} = ${mod.userId} and ${moderationLog.reason} = 'Handled'`);
    expect(log).toMatchObject([{ action: 'dismiss', adId: null, targetUserId: null }]);
    // No longer reported: the moderator can no longer read it, and a second dismiss finds nothing.
    expect(
      (await request(app, { url: `/api/chat/conversations/${c.id}`, cookie: mod.cookie })).statusCode,
    ).toBe(404);
    expect((await post(`/api/admin/conversations/${c.id}/dismiss`, mod.cookie, {})).statusCode).toBe(404);
  });
});
