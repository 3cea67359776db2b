import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_MSG, MSG } from '../../../domain/schemas';
import { chatMessages, sessions, users } from '../../db/schema';
import { buildTestApp, request, signedIn } from '../../../../test/support/server/app';
import { createSession, SESSION_COOKIE } from '../../auth/sessions';
import { openConversation, sendText } from '../../../../test/support/server/chat';
import { describeEachDatabase } from '../../../../test/support/server/databases';
import { connectLive, liveEnd, type LiveClient } from '../../../../test/support/server/live-client';
import { LIVE_NO_SESSION_CLOSE } from '../../../domain/chat';

describeEachDatabase('Chat live channel', (db) => {
  let app: FastifyInstance;
  let base: string;
  const open: LiveClient[] = [];
  beforeAll(async () => {
    app = await buildTestApp(db());
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await app.close();
  });
  const connect = async (cookie: string) => {
    const client = await connectLive(base, cookie);
    open.push(client);
    return client;
  };

  it('closes a signed-out socket before any frame, and refuses one opened from another site', async () => {
    // Let in and closed with the 'no session' code, so the browser stops asking (decision 225).
    expect(await liveEnd(base, '')).toEqual({ code: LIVE_NO_SESSION_CLOSE, frames: [] });
    expect(await liveEnd(base, `${SESSION_COOKIE}=not-a-session`)).toEqual({
      code: LIVE_NO_SESSION_CLOSE,
      frames: [],
    });
    const someone = await signedIn(db());
    await expect(connectLive(base, someone.cookie, 'https://evil.example')).rejects.toThrow('refused: 403');
    await expect(liveEnd(base, '', { origin: 'https://evil.example' })).rejects.toThrow('refused: 403');
    // The same socket, signed in and from our own site, is opened and greeted.
    const client = await connect(someone.cookie);
    expect(client.frames).toEqual([{ type: 'hello' }]);
  });

  it('signals a new message to both people and to no one else', async () => {
    const c = await openConversation(app, db());
    const seller = await connect(c.seller.cookie);
    const buyer = await connect(c.buyer.cookie);
    const stranger = await connect((await signedIn(db())).cookie);
    const sent = await sendText(app, c.buyer.cookie, c.id, 'Is this still available?');
    const messageId = sent.json<{ id: string }>().id;
    const signal = await seller.next((s) => s.type === 'message');
    expect(signal).toEqual({ type: 'message', conversationId: c.id, messageId });
    await buyer.next((s) => s.type === 'message');
    // Read receipts go to the writer.
    await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${c.id}/read`,
      headers: { cookie: c.seller.cookie, origin: 'http://localhost:3000' },
    });
    await buyer.next((s) => s.type === 'read');
    // The stranger's socket heard nothing about this conversation (only its own hello).
    await new Promise((r) => setTimeout(r, 200));
    expect(stranger.frames).toEqual([{ type: 'hello' }]);
  });

  it('sends over the socket, answers bad frames with an error and stays up', async () => {
    const c = await openConversation(app, db());
    const buyer = await connect(c.buyer.cookie);
    const seller = await connect(c.seller.cookie);
    buyer.send('this is not json');
    expect(await buyer.next((s) => s.type === 'error')).toMatchObject({
      code: 'bad_frame',
      message: CHAT_MSG.badFrame,
    });
    buyer.send({ type: 'send', ref: 'a', conversationId: c.id, body: '   ' });
    expect(await buyer.next((s) => s.type === 'error')).toMatchObject({ ref: 'a', message: CHAT_MSG.empty });
    buyer.send({ type: 'send', ref: 'b', conversationId: c.id, body: 'x'.repeat(1001) });
    expect(await buyer.next((s) => s.type === 'error')).toMatchObject({
      ref: 'b',
      message: CHAT_MSG.tooLong,
    });

    // Half an emoji, which PostgreSQL cannot store: refused as on the HTTP routes (decision 181), nothing stored.
    buyer.send({ type: 'send', ref: 'h', conversationId: c.id, body: 'Is it available? \ud83d' });
    expect(await buyer.next((s) => s.type === 'error')).toMatchObject({
      ref: 'h',
      code: 'validation',
      message: MSG.brokenCharacter,
    });
    expect(await db().db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id))).toEqual(
      [],
    );

    // Someone else's conversation: the same answer as one that does not exist, nothing stored.
    const other = await openConversation(app, db());
    buyer.send({ type: 'send', ref: 'c', conversationId: other.id, body: 'hi' });
    expect(await buyer.next((s) => s.type === 'error')).toMatchObject({ ref: 'c', code: 'not_found' });
    expect(
      await db().db.select().from(chatMessages).where(eq(chatMessages.conversationId, other.id)),
    ).toEqual([]);

    buyer.send({ type: 'ping' });
    await buyer.next((s) => s.type === 'pong');
    buyer.send({ type: 'send', ref: 'd', conversationId: c.id, body: 'What is your last price?' });
    const sent = await buyer.next((s) => s.type === 'sent');
    expect(sent).toMatchObject({ ref: 'd', conversationId: c.id });
    await seller.next((s) => s.type === 'message' && s.conversationId === c.id);
    expect(buyer.socket.readyState).toBe(buyer.socket.OPEN);
  });

  it('stops taking messages on a socket whose session has ended unannounced (expired, swept)', async () => {
    const c = await openConversation(app, db());
    const buyer = await connect(c.buyer.cookie);
    // No sign-out, no signal: the session row simply goes, as the idle sweep removes it.
    await db().db.delete(sessions).where(eq(sessions.userId, c.buyer.userId));
    buyer.send({ type: 'send', ref: 'x', conversationId: c.id, body: 'still here?' });
    expect(await buyer.next((s) => s.type === 'error')).toMatchObject({ code: 'unauthorized' });
    expect(await db().db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id))).toEqual(
      [],
    );
  });

  /** Resolves with the close code if the server closes the socket within `ms`; rejects otherwise. */
  const closedWithin = (client: LiveClient, ms: number) =>
    new Promise<number>((resolve, reject) => {
      if (client.socket.readyState === client.socket.CLOSED) return resolve(-1);
      const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
      client.socket.once('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  const post = (url: string, cookie: string, payload?: object) =>
    request(app, { method: url.startsWith('/api/me') ? 'DELETE' : 'POST', url, cookie, payload });

  it("closes a socket within a second of its session ending by sign-out; the person's other sessions stay", async () => {
    const me = await signedIn(db());
    const here = await connect(me.cookie);
    const { token } = await createSession(db().db, me.userId);
    const elsewhere = await connect(`${SESSION_COOKIE}=${token}`);
    const closed = closedWithin(here, 1000);
    expect((await post('/auth/logout', me.cookie)).statusCode).toBe(204);
    expect(await closed).toBe(4401);
    await new Promise((r) => setTimeout(r, 200));
    expect(elsewhere.socket.readyState).toBe(elsewhere.socket.OPEN);
  });

  it('closes every socket of the person within a second of signing out everywhere', async () => {
    const me = await signedIn(db());
    const bystander = await signedIn(db());
    const one = await connect(me.cookie);
    const { token } = await createSession(db().db, me.userId);
    const two = await connect(`${SESSION_COOKIE}=${token}`);
    const theirs = await connect(bystander.cookie);
    const closed = Promise.all([closedWithin(one, 1000), closedWithin(two, 1000)]);
    expect((await post('/auth/logout-all', me.cookie)).statusCode).toBe(204);
    expect(await closed).toEqual([4401, 4401]);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.socket.readyState).toBe(theirs.socket.OPEN);
  });

  it('closes the sockets of a banned person within a second, and of a deleted account', async () => {
    const moderatorApp = await buildTestApp(db(), { adminEmails: ['mod@bs.pk'] });
    const moderatorBase = await moderatorApp.listen({ port: 0, host: '127.0.0.1' });
    try {
      const mod = await signedIn(db(), 'Moderator');
      await db().db.update(users).set({ email: 'mod@bs.pk' }).where(eq(users.id, mod.userId));
      const scammer = await signedIn(db(), 'Scammer');
      const socket = await connectLive(moderatorBase, scammer.cookie);
      open.push(socket);
      const banned = closedWithin(socket, 1000);
      const res = await request(moderatorApp, {
        method: 'POST',
        url: `/api/admin/users/${scammer.userId}/ban`,
        cookie: mod.cookie,
        payload: { reason: 'Advance-fee scam' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await banned).toBe(4401);
    } finally {
      await moderatorApp.close();
    }

    const leaving = await signedIn(db());
    const socket = await connect(leaving.cookie);
    const deleted = closedWithin(socket, 1000);
    expect((await post('/api/me', leaving.cookie)).statusCode).toBe(204);
    expect(await deleted).toBe(4401);
  });
});
