// Phone verification in API tests: ask for a code, read it where a person would (the development
// outbox page, /dev/outbox), type it in.
import type { FastifyInstance } from 'fastify';
import { request } from './app';

export const askCode = (app: FastifyInstance, cookie: string, phone: string) =>
  request(app, { method: 'POST', url: '/api/me/phones/codes', cookie, payload: { phone } });

export const typeCode = (app: FastifyInstance, cookie: string, phone: string, code: string) =>
  request(app, { method: 'POST', url: '/api/me/phones/verify', cookie, payload: { phone, code } });

/** The code in the latest SMS to `phone` (03xx-xxxxxxx) on the development outbox page. */
export async function outboxCode(app: FastifyInstance, phone: string): Promise<string | undefined> {
  const page = await app.inject({ url: '/dev/outbox' });
  const entry = page.body.split('<li>').find((li) => li.includes(`<div class="to">${phone}</div>`));
  return entry?.match(/code is (\d{6})/)?.[1];
}

/** Verifies `phone` for the person through the outbox, as the Settings page does. */
export async function verifyThroughOutbox(app: FastifyInstance, cookie: string, phone: string) {
  const asked = await askCode(app, cookie, phone);
  if (asked.statusCode !== 201) throw new Error(`code not sent: ${asked.body}`);
  const code = await outboxCode(app, asked.json<{ phone: string }>().phone);
  const typed = await typeCode(app, cookie, phone, code!);
  if (typed.statusCode !== 200) throw new Error(`code not accepted: ${typed.body}`);
}
