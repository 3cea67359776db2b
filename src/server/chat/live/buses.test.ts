// Two server copies, one database: a message sent through copy A reaches a receiver on copy B, over
// PostgreSQL LISTEN/NOTIFY and over Redis pub/sub. Each run uses its own channel (random prefix) on
// the shared PostgreSQL and Redis.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { request, signedIn, testConfig } from '../../../../test/support/server/app';
import { openConversation, sendText } from '../../../../test/support/server/chat';
import { databaseTargets, describeEachDatabase } from '../../../../test/support/server/databases';
import { connectLive, type LiveClient } from '../../../../test/support/server/live-client';
import type { ChatBus } from './bus';
import { createPostgresBus } from './postgres-bus';
import { createRedisBus } from './redis-bus';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = () => randomBytes(6).toString('hex');

async function twoCopies(database: Database, makeBus: () => Promise<ChatBus>) {
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config: testConfig(), database, chat: { bus: await makeBus() } });
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    apps.push(app);
  }
  return { a: apps[0]!, b: apps[1]!, bUrl: urls[1]!, close: () => Promise.all(apps.map((x) => x.close())) };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function throughAtoB(database: Database, makeBus: () => Promise<ChatBus>): Promise<LiveClient> {
  const copies = await twoCopies(database, makeBus);
  cleanups.push(copies.close);
  const c = await openConversation(copies.a, database);
  const seller = await connectLive(copies.bUrl, c.seller.cookie);
  cleanups.push(() => seller.close());
  const sent = await sendText(copies.a, c.buyer.cookie, c.id, 'Through copy A');
  expect(sent.statusCode).toBe(201);
  const signal = await seller.next((s) => s.type === 'message');
  expect(signal).toEqual({
    type: 'message',
    conversationId: c.id,
    messageId: sent.json<{ id: string }>().id,
  });
  return seller;
}

/** A socket on copy B closes within a second of its session being signed out on copy A. */
async function signOutOnAClosesOnB(database: Database, makeBus: () => Promise<ChatBus>) {
  const copies = await twoCopies(database, makeBus);
  cleanups.push(copies.close);
  const me = await signedIn(database);
  const socket = await connectLive(copies.bUrl, me.cookie);
  cleanups.push(() => socket.close());
  const closed = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still open after 1 s')), 1000);
    socket.socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  const res = await request(copies.a, { method: 'POST', url: '/auth/logout', cookie: me.cookie });
  expect(res.statusCode).toBe(204);
  expect(await closed).toBe(4401);
}

describeEachDatabase('Chat across server copies', (db) => {
  it('carries a message from copy A to a receiver on copy B over Redis pub/sub', async () => {
    const prefix = `test:${suffix()}:`;
    await throughAtoB(db(), () => createRedisBus(REDIS_URL, prefix));
  });

  it('closes a socket on copy B when its session ends on copy A, over Redis pub/sub', async () => {
    const prefix = `test:${suffix()}:`;
    await signOutOnAClosesOnB(db(), () => createRedisBus(REDIS_URL, prefix));
  });
});

// LISTEN/NOTIFY needs a real PostgreSQL (PGlite's LISTEN does not cross processes): defined only where
// TEST_DATABASE_URL gives one, like describeEachDatabase's postgres half.
const postgres = databaseTargets().find((t) => t.name === 'postgres');
if (postgres) {
  describe('Chat across server copies over PostgreSQL LISTEN/NOTIFY', () => {
    it('carries a message from copy A to a receiver on copy B, and says hello again after a lost listener', async () => {
      const { database, drop } = await postgres.open();
      cleanups.push(drop);
      const url = process.env.TEST_DATABASE_URL!;
      const channel = `bs_chat_test_${suffix()}`;
      const seller = await throughAtoB(database, () => createPostgresBus(url, channel));
      // Kill the copies' listening connections: each bus reconnects and tells its browsers to catch up.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
        `listen ${channel}`,
      ]);
      await admin.end();
      await seller.next((s) => s.type === 'hello', 5000);
    });

    it('closes a socket on copy B when its session ends on copy A', async () => {
      const { database, drop } = await postgres.open();
      cleanups.push(drop);
      const channel = `bs_chat_test_${suffix()}`;
      await signOutOnAClosesOnB(database, () => createPostgresBus(process.env.TEST_DATABASE_URL!, channel));
    });
  });
}
