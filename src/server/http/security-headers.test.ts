// Every answer carries the same security headers, worked out once (decision 209): the API, a page, a
// static file, an error and the health check, in a development and a production configuration. The
// expected values are what the Fastify helmet plugin sent before, word for word.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, request } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { builtWebDir } from '../../../test/support/server/web-dir';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob: https://*.googleusercontent.com;connect-src 'self';font-src 'self';" +
  "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'";

const EVERY_ANSWER = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const URLS = ['/healthz', '/api/home', '/api/ads/not-an-ad', '/', '/robots.txt', '/api/saved-ads'];

describeEachDatabase('security headers', (database) => {
  describe('in development', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(database(), {
        webDir: builtWebDir({ files: { 'robots.txt': 'User-agent: *\n' } }),
      });
    });
    afterAll(() => app.close());

    it('are on every answer, whatever its status, and HSTS is not', async () => {
      const statuses = new Set<number>();
      for (const url of URLS) {
        const res = await request(app, { url });
        statuses.add(res.statusCode);
        expect(res.headers, url).toMatchObject(EVERY_ANSWER);
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
      // A success, a not-found and a sign-in refusal were all among them.
      expect([...statuses].sort()).toEqual([200, 401, 404]);
    });
  });

  describe('in production, with photos on a media host and Google sign-in', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(database(), {
        production: true,
        mediaPublicUrl: 'https://media.example.pk/photos',
        google: { clientId: 'id', clientSecret: 'secret' },
      });
    });
    afterAll(() => app.close());

    it('let photos come from the media host, forms go to Google, and ask for HTTPS', async () => {
      const res = await request(app, { url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        CSP.replace('googleusercontent.com', 'googleusercontent.com https://media.example.pk').replace(
          "form-action 'self'",
          "form-action 'self' https://accounts.google.com;upgrade-insecure-requests",
        ),
      );
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });
});
