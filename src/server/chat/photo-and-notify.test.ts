import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MessagesResponse } from '../../domain/chat';
import { CHAT_UNREAD_NOTIFY_AFTER_MS, ORPHAN_UPLOAD_TTL_MS } from '../../domain/limits';
import { CHAT_MSG } from '../../domain/schemas';
import { adImages, chatMessages } from '../db/schema';
import { sweepOrphanImages } from '../images/sweeper';
import { buildTestApp, request } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';
import { findReportedConversations } from '../moderation/moderation-repository';
import { notifyInBell, runUnreadNotifier, UNREAD_JOB, type UnreadNotice } from './unread-notifier';

describeEachDatabase('Chat photos, reports and unread notifications', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  it("sends one uploaded photo per message, only the sender's own and only once", async () => {
    const c = await openConversation(app, db());
    const photo = await uploadPhoto(app, c.buyer.cookie);
    const sent = await sendText(app, c.buyer.cookie, c.id, { imageId: photo });
    expect(sent.statusCode).toBe(201);
    const items = (
      await request(app, { url: `/api/chat/conversations/${c.id}/messages`, cookie: c.seller.cookie })
    ).json<MessagesResponse>().items;
    expect(items[0]).toMatchObject({ body: '', image: { id: photo } });
    expect(items[0]!.image!.width).toBeGreaterThan(0);

    // The same photo twice, someone else's photo, an unknown id, two photos at once: refused.
    const sellersPhoto = await uploadPhoto(app, c.seller.cookie);
    for (const body of [
      { imageId: photo },
      { imageId: sellersPhoto },
      { imageId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await sendText(app, c.buyer.cookie, c.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(CHAT_MSG.photoUnavailable);
    }
    expect((await sendText(app, c.buyer.cookie, c.id, { imageId: [photo, photo] })).statusCode).toBe(400);
    expect(
      (await db().db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id))).length,
    ).toBe(1);

    // The sweep of unattached uploads leaves a photo a message uses.
    const later = new Date(Date.now() + ORPHAN_UPLOAD_TTL_MS + 60_000);
    await sweepOrphanImages(db().db, app.images, later);
    const kept = await db().db.select().from(adImages).where(eq(adImages.id, photo));
    expect(kept).toHaveLength(1);
    expect(await db().db.select().from(adImages).where(eq(adImages.id, sellersPhoto))).toEqual([]);
  });

  it('lists reported conversations for the moderators, most recent first, once per reporter', async () => {
    const first = await openConversation(app, db());
    const second = await openConversation(app, db());
    const report = (id: string, cookie: string, reason: string) =>
      request(app, {
        method: 'POST',
        url: `/api/chat/conversations/${id}/report`,
        cookie,
        payload: { reason },
      });
    expect((await report(first.id, first.buyer.cookie, 'scam')).statusCode).toBe(204);
    expect((await report(first.id, first.buyer.cookie, 'scam again')).statusCode).toBe(204);
    await report(second.id, second.seller.cookie, 'rude');
    const long = await report(second.id, second.buyer.cookie, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(CHAT_MSG.reasonTooLong);
    const list = await findReportedConversations(db().db);
    const mine = list.filter((r) => [first.id, second.id].includes(r.id));
    expect(mine.map((r) => [r.id, r.reports.map((x) => x.reason)])).toEqual([
      [second.id, ['rude']],
      [first.id, ['scam']],
    ]);
  });

  it('hands each unread message older than two minutes on exactly once, even with two copies running', async () => {
    const c = await openConversation(app, db());
    await sendText(app, c.buyer.cookie, c.id, 'Is this still available?');
    await sendText(app, c.seller.cookie, c.id, 'Yes');
    // The seller read the buyer's message; the seller's 'Yes' stays unread.
    await request(app, {
      method: 'POST',
      url: `/api/chat/conversations/${c.id}/read`,
      cookie: c.seller.cookie,
    });
    const handed: UnreadNotice[] = [];
    const notify = (n: UnreadNotice) => void handed.push(n);
    await db().db.execute(sql`delete from job_runs where name = ${UNREAD_JOB}`);

    const soon = new Date(Date.now() + CHAT_UNREAD_NOTIFY_AFTER_MS / 2);
    expect(await runUnreadNotifier(db().db, notify, soon)).toBe(0);
    await db().db.execute(sql`delete from job_runs where name = ${UNREAD_JOB}`);

    const later = new Date(Date.now() + CHAT_UNREAD_NOTIFY_AFTER_MS + 60_000);
    const runs = await Promise.all([
      runUnreadNotifier(db().db, notify, later),
      runUnreadNotifier(db().db, notify, later),
    ]);
    const ours = handed.filter((n) => n.conversationId === c.id);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ senderId: c.seller.userId, recipientId: c.buyer.userId, body: 'Yes' });
    expect(runs.filter((n) => n > 0)).toHaveLength(1);

    await db().db.execute(sql`delete from job_runs where name = ${UNREAD_JOB}`);
    await runUnreadNotifier(db().db, notify, new Date(later.getTime() + 60_000));
    expect(handed.filter((n) => n.conversationId === c.id)).toHaveLength(1);
  });

  it('puts an unread message in the bell of the person who has not read it, linking to the conversation', async () => {
    const c = await openConversation(app, db());
    await sendText(app, c.seller.cookie, c.id, 'Still available, come today');
    await db().db.execute(sql`delete from job_runs where name = ${UNREAD_JOB}`);
    const later = new Date(Date.now() + CHAT_UNREAD_NOTIFY_AFTER_MS + 60_000);
    await runUnreadNotifier(db().db, notifyInBell(db().db), later);
    const bell = await request(app, { url: '/api/notifications', cookie: c.buyer.cookie });
    const mine = bell.json<{ items: { title: string; body: string; href: string | null }[] }>().items;
    expect(mine).toContainEqual(
      expect.objectContaining({
        title: 'New message',
        body: 'Still available, come today',
        href: `/chat/${c.id}`,
      }),
    );
    const sellers = await request(app, { url: '/api/notifications', cookie: c.seller.cookie });
    expect(JSON.stringify(sellers.json())).not.toContain('Still available');
  });
});
