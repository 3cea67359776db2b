// The HTTP SMS provider against a local server on 127.0.0.1 that answers as the provider does
// (docs/deploy.md "SMS codes"): what it is sent, and what a failing provider costs the person: nothing
// (no slot of the limits used, no code left that could be typed).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { PHONE_CODES_PER_NUMBER_PER_HOUR } from '../../../domain/limits';
import { phoneCodes } from '../../db/schema';
import { buildTestApp, signedIn } from '../../../../test/support/server/app';
import { describeEachDatabase } from '../../../../test/support/server/databases';
import { askCode, typeCode } from '../../../../test/support/server/phones';
import { httpSmsSender, internationalNumber } from './http-sender';
import { SmsSendError } from './sender';

interface Received {
  authorization?: string;
  body: { to: string; from: string; text: string };
}

/** A stand-in provider: records each request, answers with `answer` (status, or 'hang'). */
function fakeProvider() {
  const received: Received[] = [];
  let answer: number | 'hang' = 200;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (answer === 'hang') return; // never answers: the sender's timeout must end it
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as Received['body'] });
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(answer < 300 ? '{"status":"queued","id":"m-1"}' : '{"error":"insufficient credit"}');
    });
  });
  return {
    received,
    answer: (a: number | 'hang') => (answer = a),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const log = pino({ level: 'silent' });

describe('The HTTP SMS sender', () => {
  const provider = fakeProvider();
  let url: string;
  beforeAll(async () => {
    url = await provider.start();
  });
  afterAll(() => provider.stop());
  beforeEach(() => provider.answer(200));

  it('posts the number in international form, the sender and the text, with the key as a bearer token', async () => {
    const sender = httpSmsSender({ url, apiKey: 'key-123', sender: 'BS-PK' }, log);
    await sender.send({ to: '0300-1234567', text: 'Your B/S code is 123456.' });
    expect(provider.received.at(-1)).toEqual({
      authorization: 'Bearer key-123',
      body: { to: '923001234567', from: 'BS-PK', text: 'Your B/S code is 123456.' },
    });
    expect(internationalNumber('0345-7654321')).toBe('923457654321');
  });

  it('fails on an error answer, an unreachable provider and one that does not answer in time', async () => {
    const sender = httpSmsSender({ url, apiKey: 'k', sender: 'BS' }, log, 300);
    provider.answer(402);
    await expect(sender.send({ to: '0300-1234567', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
    provider.answer(500);
    await expect(sender.send({ to: '0300-1234567', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
    provider.answer('hang');
    await expect(sender.send({ to: '0300-1234567', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
    const closed = httpSmsSender({ url: 'http://127.0.0.1:9/send', apiKey: 'k', sender: 'BS' }, log, 300);
    await expect(closed.send({ to: '0300-1234567', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
    provider.answer(200);
    await expect(sender.send({ to: '0300-1234567', text: 'x' })).resolves.toBeUndefined();
  });
});

describeEachDatabase('Phone verification through the HTTP provider', (db) => {
  const provider = fakeProvider();
  let app: FastifyInstance;
  beforeAll(async () => {
    const url = await provider.start();
    app = await buildTestApp(db(), { sms: { url, apiKey: 'test-key', sender: 'BS' } });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });

  it('has no development outbox', async () => {
    expect((await app.inject({ url: '/dev/outbox' })).body).not.toContain('Development outbox');
  });

  it('verifies with the code the provider was given', async () => {
    provider.answer(200);
    const me = await signedIn(db());
    const asked = await askCode(app, me.cookie, '0333 5550001');
    expect(asked.statusCode, asked.body).toBe(201);
    const sms = provider.received.at(-1)!.body;
    expect(sms.to).toBe('923335550001');
    const code = sms.text.match(/\d{6}/)![0];
    expect((await typeCode(app, me.cookie, '0333-5550001', code)).statusCode).toBe(200);
  });

  it('a failing provider gives a clear error and costs no attempt: no slot used, no code left', async () => {
    const me = await signedIn(db());
    const phone = '0333-5550002';
    provider.answer(500);
    for (let i = 0; i < PHONE_CODES_PER_NUMBER_PER_HOUR + 2; i += 1) {
      const res = await askCode(app, me.cookie, phone);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'sms_failed', messageCode: 'phone.sendFailed' });
    }
    expect(await db().db.select().from(phoneCodes).where(eq(phoneCodes.userId, me.userId))).toEqual([]);
    // The code the provider was handed is not left valid.
    const handed = provider.received.at(-1)!.body.text.match(/\d{6}/)![0];
    expect((await typeCode(app, me.cookie, phone, handed)).json().error).toMatchObject({
      messageCode: 'phone.noCode',
    });
    // Once the provider is back, every one of the hour's codes is still there to be had.
    provider.answer(200);
    for (let i = 0; i < PHONE_CODES_PER_NUMBER_PER_HOUR; i += 1)
      expect((await askCode(app, me.cookie, phone)).statusCode).toBe(201);
    expect((await askCode(app, me.cookie, phone)).statusCode).toBe(429);
  });
});

describeEachDatabase('Phone verification with no SMS backend (production without a provider)', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db(), { devSignIn: false });
  });
  afterAll(() => app.close());

  it('says verification is not available and keeps no code', async () => {
    const me = await signedIn(db());
    const res = await askCode(app, me.cookie, '0333-5550003');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ messageCode: 'phone.unavailable' });
    const list = await app.inject({ url: '/api/me/phones', headers: { cookie: me.cookie } });
    expect(list.json()).toEqual({ items: [], available: false });
    expect((await app.inject({ url: '/dev/outbox' })).body).not.toContain('Development outbox');
  });
});
