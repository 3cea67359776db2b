import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, InboxResponse, MessagesResponse } from '../../domain/chat';
import { CHAT_TEXT } from '../../domain/chat';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES_PER_MINUTE } from '../../domain/limits';
import { CHAT_MSG, MSG } from '../../domain/schemas';
import { ads, chatMessages } from '../db/schema';
import { insertAd } from '../../../test/support/server/ad-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { openConversation, sendText } from '../../../test/support/server/chat';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { DISGUISES } from '../../../test/support/domain/disguises';

describeEachDatabase('Chat API', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) => request(app, { url, cookie });
  const post = (url: string, cookie?: string, payload?: Record<string, unknown>) =>
    request(app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
  const countMessages = async (conversationId: string) =>
    (await db().db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).length;

  describe('starting', () => {
    it('opens one conversation per buyer per ad, and needs a session', async () => {
      const seller = await signedIn(db());
      const buyer = await signedIn(db());
      const ad = await insertAd(db().db, seller.userId);
      expect((await post('/api/chat/conversations', undefined, { adId: ad.id })).statusCode).toBe(401);
      const first = await post('/api/chat/conversations', buyer.cookie, { adId: ad.id });
      expect(first.statusCode).toBe(201);
      const again = await post('/api/chat/conversations', buyer.cookie, { adId: ad.id });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it('gives two taps at once the same conversation', async () => {
      const seller = await signedIn(db());
      const buyer = await signedIn(db());
      const ad = await insertAd(db().db, seller.userId);
      const answers = await Promise.all(
        [1, 2, 3].map(() => post('/api/chat/conversations', buyer.cookie, { adId: ad.id })),
      );
      expect(new Set(answers.map((a) => a.json<{ id: string }>().id)).size).toBe(1);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    });

    it('refuses the seller on their own ad, a missing ad and a malformed one', async () => {
      const seller = await signedIn(db());
      const ad = await insertAd(db().db, seller.userId);
      const own = await post('/api/chat/conversations', seller.cookie, { adId: ad.id });
      expect(own.statusCode).toBe(403);
      expect(own.json().error.message).toBe(CHAT_MSG.ownAd);
      const missing = await post('/api/chat/conversations', seller.cookie, {
        adId: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(CHAT_MSG.adMissing);
      const bad = await post('/api/chat/conversations', seller.cookie, { adId: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(CHAT_MSG.adMissing);
    });

    it('refuses a new conversation about a sold ad', async () => {
      const seller = await signedIn(db());
      const buyer = await signedIn(db());
      const ad = await insertAd(db().db, seller.userId);
      await db().db.update(ads).set({ status: 'sold' }).where(eq(ads.id, ad.id));
      const res = await post('/api/chat/conversations', buyer.cookie, { adId: ad.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(CHAT_TEXT.adUnavailable);
    });
  });

  describe('messages', () => {
    it('stores a message, lists it newest first and counts it unread for the other person', async () => {
      const c = await openConversation(app, db());
      const sent = await sendText(app, c.buyer.cookie, c.id, '  Is this still available?  ');
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ body: 'Is this still available?', mine: true, readAt: null });
      await sendText(app, c.seller.cookie, c.id, 'Yes it is');

      const mine = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)
      ).json<MessagesResponse>();
      expect(mine.items.map((m) => [m.body, m.mine])).toEqual([
        ['Yes it is', false],
        ['Is this still available?', true],
      ]);
      expect((await get('/api/chat/unread', c.seller.cookie)).json()).toEqual({ total: 1 });
      expect((await get('/api/chat/unread', c.buyer.cookie)).json()).toEqual({ total: 1 });

      const selling = (
        await get('/api/chat/conversations?role=selling', c.seller.cookie)
      ).json<InboxResponse>();
      expect(selling.items).toHaveLength(1);
      expect(selling.items[0]).toMatchObject({
        id: c.id,
        role: 'selling',
        other: { name: 'Bilal Buyer' },
        unread: 1,
        lastMessage: { body: 'Yes it is', mine: true },
        ad: { title: c.ad.title, price: 120000, available: true },
      });
      expect((await get('/api/chat/conversations?role=buying', c.seller.cookie)).json()).toEqual({
        items: [],
      });
      const res = await get('/api/chat/conversations?role=buying', c.buyer.cookie);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<InboxResponse>().items[0]).toMatchObject({
        role: 'buying',
        other: { name: 'Sana Seller' },
      });
    });

    it('marks messages Seen when the receiver reads them, not when the writer does', async () => {
      const c = await openConversation(app, db());
      await sendText(app, c.buyer.cookie, c.id, 'Hello');
      expect((await post(`/api/chat/conversations/${c.id}/read`, c.buyer.cookie)).statusCode).toBe(204);
      let items = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)
      ).json<MessagesResponse>().items;
      expect(items[0]!.readAt).toBeNull();
      await post(`/api/chat/conversations/${c.id}/read`, c.seller.cookie);
      items = (await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)).json<MessagesResponse>()
        .items;
      expect(items[0]!.readAt).not.toBeNull();
      expect((await get('/api/chat/unread', c.seller.cookie)).json()).toEqual({ total: 0 });
    });

    it("reads the chat's 'New message' notices with it, and no other", async () => {
      const c = await openConversation(app, db());
      const other = await openConversation(app, db());
      await sendText(app, c.buyer.cookie, c.id, 'Hello');
      const notice = (id: string, userId: string) => sql`
        insert into notifications (user_id, kind, data)
        values (${userId}, 'message', ${JSON.stringify({ title: 'New message', body: 'Hello', href: `/chat/${id}` })}::jsonb)`;
      await db().db.execute(notice(c.id, c.seller.userId));
      await db().db.execute(notice(other.id, c.seller.userId));
      const unread = async () => (await get('/api/notifications/unread-count', c.seller.cookie)).json();
      expect(await unread()).toEqual({ unread: 2 });
      // The buyer reading marks nothing of the seller's.
      await post(`/api/chat/conversations/${c.id}/read`, c.buyer.cookie);
      expect(await unread()).toEqual({ unread: 2 });
      expect((await post(`/api/chat/conversations/${c.id}/read`, c.seller.cookie)).statusCode).toBe(204);
      expect(await unread()).toEqual({ unread: 1 });
    });

    it('refuses empty, over-long and malformed messages and stores nothing', async () => {
      const c = await openConversation(app, db());
      for (const [body, message] of [
        ['   ', CHAT_MSG.empty],
        ['x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_MSG.tooLong],
        [{ body: 'hi', sender: c.seller.userId }, MSG.unknownField('sender')],
        [{ body: 42 }, undefined],
      ] as const) {
        const res = await sendText(app, c.buyer.cookie, c.id, body);
        expect(res.statusCode).toBe(400);
        if (message) expect(res.json().error.message).toBe(message);
      }
      expect(
        (await sendText(app, c.buyer.cookie, c.id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).statusCode,
      ).toBe(201);
      expect(await countMessages(c.id)).toBe(1);
    });

    it('warns the receiver, not the writer, about a link', async () => {
      const c = await openConversation(app, db());
      await sendText(app, c.seller.cookie, c.id, 'Pay here: www.easy-pay-now.xyz/abc');
      const buyerView = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)
      ).json<MessagesResponse>();
      const sellerView = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.seller.cookie)
      ).json<MessagesResponse>();
      expect(buyerView.items[0]!.linkWarning).toBe(true);
      expect(sellerView.items[0]!.linkWarning).toBe(false);
    });

    it('warns about links written in disguise too, read through the contact rule normaliser', async () => {
      const c = await openConversation(app, db());
      const disguised = [
        'Pay here: hxxps://easy-pay-now.xyz/abc',
        'Refund form at bit . ly / refund-now',
        'Details on easypaisa-refund[.]com',
        'Join t.me/refunds_desk',
        'Pay at ｗｗｗ．ｐａｙ．ｐｋ',
      ];
      const plain = ['Rs. 45,000 final, meet at 5.30 near Liberty', 'Is this still available?'];
      for (const body of [...disguised, ...plain])
        expect((await sendText(app, c.seller.cookie, c.id, body)).statusCode).toBe(201);
      const buyerView = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)
      ).json<MessagesResponse>();
      const warned = Object.fromEntries(buyerView.items.map((m) => [m.body, m.linkWarning]));
      expect(warned).toEqual({
        ...Object.fromEntries(disguised.map((b) => [b, true])),
        ...Object.fromEntries(plain.map((b) => [b, false])),
      });
    });

    it('warns about every link and handle of the disguise table, and keeps messages without direction controls', async () => {
      const c = await openConversation(app, db());
      const links = DISGUISES['Links and handles written around the rule'];
      const rlo = 'Pay at \u202Ekp.yap-ysae\u202C today';
      for (const body of [...links, rlo])
        expect((await sendText(app, c.seller.cookie, c.id, body)).statusCode, body).toBe(201);
      const plain = 'Rs. 45,000 final, meet @ Liberty at 5.30';
      expect((await sendText(app, c.seller.cookie, c.id, `${plain}\u200F`)).statusCode).toBe(201);
      const buyerView = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)
      ).json<MessagesResponse>();
      const warned = Object.fromEntries(buyerView.items.map((m) => [m.body, m.linkWarning]));
      // Stored as it was shown: the override's span in the order the reader saw it, no control left.
      expect(warned).toEqual({
        ...Object.fromEntries(links.map((b) => [b, true])),
        'Pay at easy-pay.pk today': true,
        [plain]: false,
      });
    });

    it('pages older messages with before', async () => {
      const c = await openConversation(app, db());
      const values = Array.from({ length: 55 }, (_, i) => ({
        conversationId: c.id,
        senderId: c.buyer.userId,
        body: `m${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      }));
      await db().db.insert(chatMessages).values(values);
      const first = (
        await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)
      ).json<MessagesResponse>();
      expect(first.items).toHaveLength(50);
      expect(first.items[0]!.body).toBe('m54');
      const older = (
        await get(`/api/chat/conversations/${c.id}/messages?before=${first.nextBefore}`, c.buyer.cookie)
      ).json<MessagesResponse>();
      expect(older.items.map((m) => m.body)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
      expect(older.nextBefore).toBeNull();
      expect(
        (await get(`/api/chat/conversations/${c.id}/messages?before=x`, c.buyer.cookie)).statusCode,
      ).toBe(400);
    });
  });

  describe('who may read and write', () => {
    it('shows a conversation to its two people only, on every read path', async () => {
      const c = await openConversation(app, db());
      await sendText(app, c.buyer.cookie, c.id, 'private words');
      const stranger = await signedIn(db());
      for (const url of [`/api/chat/conversations/${c.id}`, `/api/chat/conversations/${c.id}/messages`]) {
        expect((await get(url, stranger.cookie)).statusCode).toBe(404);
        expect((await get(url)).statusCode).toBe(401);
        expect((await get(url, c.seller.cookie)).statusCode).toBe(200);
      }
      const inbox = await get('/api/chat/conversations', stranger.cookie);
      expect(inbox.json()).toEqual({ items: [] });
      expect((await get('/api/chat/unread', stranger.cookie)).json()).toEqual({ total: 0 });
      expect((await get('/api/chat/conversations/not-a-uuid', c.buyer.cookie)).statusCode).toBe(404);
    });

    it('refuses a stranger writing, reading, blocking or reporting, and changes nothing', async () => {
      const c = await openConversation(app, db());
      await sendText(app, c.buyer.cookie, c.id, 'Hello');
      const stranger = await signedIn(db());
      expect((await sendText(app, stranger.cookie, c.id, 'spam')).statusCode).toBe(404);
      expect((await post(`/api/chat/conversations/${c.id}/read`, stranger.cookie)).statusCode).toBe(404);
      expect((await post(`/api/chat/conversations/${c.id}/block`, stranger.cookie)).statusCode).toBe(404);
      expect((await post(`/api/chat/conversations/${c.id}/report`, stranger.cookie, {})).statusCode).toBe(
        404,
      );
      expect(await countMessages(c.id)).toBe(1);
      expect((await get('/api/chat/unread', c.seller.cookie)).json()).toEqual({ total: 1 });
    });

    it('lets a moderator read a conversation only once it is reported', async () => {
      const moderatorEmail = `mod-${Date.now()}@example.pk`;
      const modApp = await buildTestApp(db(), { adminEmails: [moderatorEmail] });
      try {
        const c = await openConversation(modApp, db());
        await sendText(modApp, c.seller.cookie, c.id, 'send advance payment first');
        const mod = await signedIn(db(), 'Moderator');
        await db().db.execute(sql`update users set email = ${moderatorEmail} where id = ${mod.userId}`);
        const url = `/api/chat/conversations/${c.id}`;
        expect((await request(modApp, { url, cookie: mod.cookie })).statusCode).toBe(404);
        expect((await request(modApp, { url: `${url}/messages`, cookie: mod.cookie })).statusCode).toBe(404);

        const reported = await request(modApp, {
          method: 'POST',
          url: `${url}/report`,
          cookie: c.buyer.cookie,
          payload: { reason: 'Asked for money up front' },
        });
        expect(reported.statusCode).toBe(204);
        const view = (await request(modApp, { url, cookie: mod.cookie })).json<ConversationDetail>();
        expect(view).toMatchObject({ id: c.id, moderatorView: true, other: { name: 'Sana Seller' } });
        // Both people named, so each message can say who wrote it.
        expect(view.people).toEqual({
          buyer: { id: c.buyer.userId, name: 'Bilal Buyer' },
          seller: { id: c.seller.userId, name: 'Sana Seller' },
        });
        const msgs = (
          await request(modApp, { url: `${url}/messages`, cookie: mod.cookie })
        ).json<MessagesResponse>();
        expect(msgs.items.map((m) => m.body)).toEqual(['send advance payment first']);
        // Reading is all a moderator does here: no marking read, no writing.
        expect((await sendText(modApp, mod.cookie, c.id, 'hi')).statusCode).toBe(404);
        expect(
          (await request(modApp, { method: 'POST', url: `${url}/read`, cookie: mod.cookie })).statusCode,
        ).toBe(404);
        // A person who is not a moderator still gets nothing, reported or not.
        const stranger = await signedIn(db());
        expect((await request(modApp, { url, cookie: stranger.cookie })).statusCode).toBe(404);
        const mine = (await request(modApp, { url, cookie: c.buyer.cookie })).json<ConversationDetail>();
        expect(mine.reportedByMe).toBe(true);
        // The people of a chat are named only for a moderator: the two in it know who they are.
        expect(mine.people).toBeNull();
      } finally {
        await modApp.close();
      }
    });
  });

  describe('block', () => {
    it('stops both people writing, says so, and unblocking restores it', async () => {
      const c = await openConversation(app, db());
      expect((await post(`/api/chat/conversations/${c.id}/block`, c.seller.cookie)).statusCode).toBe(204);
      const refused = await sendText(app, c.buyer.cookie, c.id, 'hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(CHAT_MSG.blocked);
      expect((await sendText(app, c.seller.cookie, c.id, 'hi')).statusCode).toBe(403);
      expect(await countMessages(c.id)).toBe(0);
      expect((await get(`/api/chat/conversations/${c.id}`, c.seller.cookie)).json().blocked).toBe('by-me');
      expect((await get(`/api/chat/conversations/${c.id}`, c.buyer.cookie)).json().blocked).toBe('by-other');
      // Blocking holds for their other ads too.
      const other = await insertAd(db().db, c.seller.userId);
      expect((await post('/api/chat/conversations', c.buyer.cookie, { adId: other.id })).statusCode).toBe(
        403,
      );

      const unblock = await request(app, {
        method: 'DELETE',
        url: `/api/chat/conversations/${c.id}/block`,
        cookie: c.seller.cookie,
      });
      expect(unblock.statusCode).toBe(204);
      expect((await sendText(app, c.buyer.cookie, c.id, 'hello?')).statusCode).toBe(201);
    });
  });

  describe('an ad that is no longer available', () => {
    it("keeps a sold ad's conversation readable, says so and takes no new messages", async () => {
      const c = await openConversation(app, db());
      await sendText(app, c.buyer.cookie, c.id, 'Still there?');
      // The photo the conversation kept of its ad shows while the ad is for sale.
      const cover = '00000000-0000-4000-8000-00000000c0de';
      await db().db.execute(sql`update chat_conversations set ad_cover = ${cover} where id = ${c.id}`);
      const before = await get(`/api/chat/conversations/${c.id}`, c.buyer.cookie);
      expect(before.json<ConversationDetail>().ad.cover).toBe(cover);
      await db().db.update(ads).set({ status: 'sold' }).where(eq(ads.id, c.ad.id));
      const view = (await get(`/api/chat/conversations/${c.id}`, c.buyer.cookie)).json<ConversationDetail>();
      expect(view.ad.available).toBe(false);
      // Its photo is no longer served: the header shows none rather than a broken image.
      expect(view.ad.cover).toBeNull();
      expect(
        (await get(`/api/chat/conversations/${c.id}/messages`, c.buyer.cookie)).json().items,
      ).toHaveLength(1);
      const res = await sendText(app, c.buyer.cookie, c.id, 'Hello?');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(CHAT_TEXT.adUnavailable);
    });

    it("keeps a deleted ad's conversation readable with the title it had", async () => {
      const c = await openConversation(app, db());
      await sendText(app, c.buyer.cookie, c.id, 'Still there?');
      await db().db.delete(ads).where(eq(ads.id, c.ad.id));
      const view = (await get(`/api/chat/conversations/${c.id}`, c.seller.cookie)).json<ConversationDetail>();
      expect(view.ad).toMatchObject({ id: null, path: null, title: c.ad.title, available: false });
      const inbox = (await get('/api/chat/conversations', c.buyer.cookie)).json<InboxResponse>();
      expect(inbox.items.find((i) => i.id === c.id)?.ad.available).toBe(false);
    });
  });

  describe('limits under concurrency', () => {
    it(`takes at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute from one person, even sent at once`, async () => {
      const c = await openConversation(app, db());
      const answers = await Promise.all(
        Array.from({ length: CHAT_MESSAGES_PER_MINUTE + 5 }, (_, i) =>
          sendText(app, c.buyer.cookie, c.id, `m${i}`),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.json().error.message).toBe(CHAT_MSG.perMinute);
      expect(await countMessages(c.id)).toBe(CHAT_MESSAGES_PER_MINUTE);
    });

    it('lets one person start at most 20 conversations a day, even at once', async () => {
      const seller = await signedIn(db());
      const buyer = await signedIn(db());
      const list = await Promise.all(Array.from({ length: 23 }, () => insertAd(db().db, seller.userId)));
      const answers = await Promise.all(
        list.map((ad) => post('/api/chat/conversations', buyer.cookie, { adId: ad.id })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.json().error.message).toBe(CHAT_MSG.perDay);
      // An existing conversation still opens.
      const ok = answers.find((a) => a.statusCode === 201)!;
      const firstAd = list[answers.indexOf(ok)]!;
      expect((await post('/api/chat/conversations', buyer.cookie, { adId: firstAd.id })).statusCode).toBe(
        200,
      );
    });
  });
});
