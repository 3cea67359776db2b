// Chat helpers for the API and live tests: people, an ad to talk about, a conversation.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import { insertAd } from './ad-factory';
import { request, signedIn } from './app';

/** A seller with an ad, a buyer, and the buyer's conversation about the ad. */
export async function openConversation(app: FastifyInstance, database: Database) {
  const seller = await signedIn(database, 'Sana Seller');
  const buyer = await signedIn(database, 'Bilal Buyer');
  const ad = await insertAd(database.db, seller.userId, {
    brand: 'Apple',
    model: 'iPhone 13',
    price: 120000,
  });
  const res = await request(app, {
    method: 'POST',
    url: '/api/chat/conversations',
    cookie: buyer.cookie,
    payload: { adId: ad.id },
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return { seller, buyer, ad, id: res.json<{ id: string }>().id };
}

export function sendText(app: FastifyInstance, cookie: string, conversationId: string, body: unknown) {
  return request(app, {
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    cookie,
    payload: typeof body === 'string' ? { body } : (body as Record<string, unknown>),
  });
}
