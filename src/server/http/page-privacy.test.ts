// Pages asked for with a live session are never kept by any cache (decision 144): home, a listing and
// an ad page, drawn by the server or served as the app shell, signed in and signed out.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPath } from '../../domain/categories';
import { SESSION_COOKIE } from '../auth/sessions';
import { createSeller, insertAd } from '../../../test/support/server/ad-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { builtWebDir } from '../../../test/support/server/web-dir';

/** A built web app: the shell, and optionally a server render that draws every page. */
const webDir = (withRender: boolean) =>
  builtWebDir({
    // A render that never says the page is personal: who asked is the server's to know, not the page's.
    render: withRender
      ? `export const render = async () => ({ kind: 'page', html: '<main>drawn</main>', state: '{}',
        personal: false, modules: [], head: '' });`
      : undefined,
  });

describeEachDatabase('Who may keep a page', (database) => {
  for (const drawn of [true, false]) {
    describe(drawn ? 'drawn by the server' : 'the app shell', () => {
      let app: FastifyInstance;
      let pages: string[];
      beforeAll(async () => {
        app = await buildTestApp(database(), { webDir: webDir(drawn) });
        const ad = await insertAd(database().db, await createSeller(database().db, 'Seller'));
        pages = ['/', '/mobile-phones', adPath('mobiles', ad.id)];
      });
      afterAll(() => app.close());

      it('signed in: home, a listing and an ad page are private, no-store', async () => {
        const { cookie } = await signedIn(database(), 'Ayesha Private');
        for (const url of pages) {
          const res = await request(app, { url, cookie });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('private, no-store');
          if (drawn) expect(res.body, url).toContain('<main>drawn</main>');
        }
      });

      it('signed out, or with a session that has ended: the same pages may be kept, per cookie', async () => {
        const ended = `${SESSION_COOKIE}=${'x'.repeat(43)}`;
        for (const cookie of [undefined, ended])
          for (const url of pages) {
            const res = await request(app, { url, cookie });
            expect(res.statusCode, url).toBe(200);
            expect(res.headers['cache-control'], url).toBe('no-cache');
            expect(String(res.headers.vary), url).toMatch(/\bCookie\b/);
          }
      });

      it("signed out, the page right after a form's notice is kept by no cache, and it clears the notice", async () => {
        const res = await request(app, { url: '/', cookie: 'bs_notice=signedOut' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers['set-cookie'])).toMatch(/bs_notice=;/);
        // The next one, without it, may be kept again.
        expect((await request(app, { url: '/' })).headers['cache-control']).toBe('no-cache');
      });
    });
  }
});
