// TRUST_PROXY: X-Forwarded-For must not let a client pick its own address
// and so dodge every per-address limit. Off by default, production included.
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { SEARCHES_PER_MINUTE } from '../../domain/limits';
import { loadConfig } from '../config';
import { buildTestApp, request } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

const PRODUCTION = {
  ...loadConfig({
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'https://bs.example',
  }),
  logLevel: 'silent',
};

describeEachDatabase('client address behind proxies', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  const searchFrom = (forwardedFor: string, remoteAddress = '203.0.113.9') =>
    request(app!, {
      url: '/api/suggestions?q=galaxy',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For by default, so a made-up address does not reset the search limit', async () => {
    app = await buildTestApp(database(), { ...PRODUCTION, trustProxy: loadConfig({}).trustProxy });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1)
      expect((await searchFrom(`198.51.100.${i % 250}`)).statusCode).toBe(200);
    const over = await searchFrom('198.51.100.251');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('too_many_requests');
  });

  it('takes the client address from the trusted proxy hop when TRUST_PROXY=1', async () => {
    app = await buildTestApp(database(), { ...PRODUCTION, trustProxy: 1 });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1)
      expect((await searchFrom('198.51.100.7')).statusCode).toBe(200);
    expect((await searchFrom('198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await searchFrom('198.51.100.8')).statusCode).toBe(200);
  });
});

describeEachDatabase('listing searches with words', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  // In production, /api/ads and its facets with words have the per-address limit /api/search has;
  // the same listing without words (browsing, cached per filter set) has none.
  for (const path of ['/api/ads', '/api/ads/facets'])
    it(`limits ${path}?q=… per address as /api/search is, and leaves browsing without words alone`, async () => {
      app = await buildTestApp(database(), PRODUCTION);
      const from = (url: string, remoteAddress = '203.0.113.20') => request(app!, { url, remoteAddress });
      for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1)
        expect((await from(`${path}?category=mobiles&q=galaxy${i}`)).statusCode).toBe(200);
      const over = await from(`${path}?category=mobiles&q=galaxy`);
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('too_many_requests');
      // Browsing the same listing without words, and searching from another address, still answer.
      expect((await from(`${path}?category=mobiles`)).statusCode).toBe(200);
      expect((await from(`${path}?category=mobiles&q=%20`)).statusCode).toBe(200);
      expect((await from(`${path}?category=mobiles&q=galaxy`, '203.0.113.21')).statusCode).toBe(200);
    });
});
