// HEAD answers as GET does, on every kind of address: a page (drawn or the app shell), a static file,
// an API read and the health check. A monitor or link checker that asks with HEAD saw 404 for '/'.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPath } from '../../domain/categories';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { buildTestApp, request } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { builtWebDir } from '../../../test/support/server/web-dir';

/** The shell, a static file, and with `withRender` a render that draws every page. */
const webDir = (withRender: boolean) =>
  builtWebDir({
    files: { 'robots.txt': 'User-agent: *\n' },
    render: withRender
      ? `export const render = async () => ({ kind: 'page', html: '<main>drawn</main>', state: '{}',
        personal: false, modules: [], head: '' });`
      : undefined,
  });

describeEachDatabase('HEAD', (database) => {
  for (const drawn of [true, false])
    describe(drawn ? 'with pages drawn by the server' : 'with the app shell', () => {
      let app: FastifyInstance;
      let urls: string[];
      beforeAll(async () => {
        app = await buildTestApp(database(), { webDir: webDir(drawn) });
        const ad = await insertAd(database().db, await createSeller(database().db, 'Seller'));
        urls = ['/', '/mobile-phones', adPath('mobiles', ad.id), '/robots.txt', '/api/home', '/healthz'];
      });
      afterAll(() => app.close());

      it('answers every address as GET does, with the same status and headers and no body', async () => {
        for (const url of urls) {
          const get = await request(app, { url });
          const head = await request(app, { method: 'HEAD', url });
          expect(get.statusCode, url).toBe(200);
          expect(head.statusCode, url).toBe(get.statusCode);
          for (const name of ['content-type', 'cache-control', 'vary'])
            expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
          expect(head.body, url).toBe('');
        }
      });

      it('answers an address that does not exist with the same 404 as GET', async () => {
        for (const url of ['/api/no-such-thing', '/no-such-file.js']) {
          const get = await request(app, { url });
          const head = await request(app, { method: 'HEAD', url });
          expect(get.statusCode, url).toBe(404);
          expect(head.statusCode, url).toBe(404);
        }
      });
    });
});
