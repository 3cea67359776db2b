// A drawn page's in-process calls carry the person found for the page request (decision 206), and the
// key they carry it under is worth nothing from outside.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { builtWebDir } from '../../../test/support/server/web-dir';
import { LENT_SESSION_HEADER } from './plugin';

/**
 * A render that asks /api/me three times and draws who it was told is signed in; between the page
 * request and its calls it awaits the test's hook (a global the test sets), which here ends the session.
 */
const webDir = () =>
  builtWebDir({
    render: `export const render = async ({ callApi }) => {
      await globalThis.bsBetweenPageAndCalls?.();
      const names = await Promise.all([1, 2, 3].map(async () => {
        const me = await (await callApi('/api/me', {})).json();
        return me.user ? me.user.name : 'nobody';
      }));
      return { kind: 'page', html: '<main>' + names.join(',') + '</main>', state: '{}', personal: false, modules: [] };
    };`,
  });

const hooks = globalThis as { bsBetweenPageAndCalls?: () => Promise<void> };

describeEachDatabase('The person a drawn page lends its calls', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database(), { webDir: webDir() });
  });
  afterAll(async () => {
    delete hooks.bsBetweenPageAndCalls;
    await app.close();
  });

  it("the page's calls see the person found for the page, without reading the session again", async () => {
    const { userId, cookie } = await signedIn(database(), 'Bilal Lent');
    // Ended after the page request found it: a call that read the session again would find nobody.
    hooks.bsBetweenPageAndCalls = async () => {
      await database().db.delete(sessions).where(eq(sessions.userId, userId));
    };
    const page = await request(app, { url: '/', cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>Bilal Lent,Bilal Lent,Bilal Lent</main>');
    delete hooks.bsBetweenPageAndCalls;
    // The session is gone for every request after the page.
    const me = await request(app, { url: '/api/me', cookie });
    expect(me.json()).toEqual({ user: null });
  });

  it('signed out, the calls are signed out too', async () => {
    const page = await request(app, { url: '/' });
    expect(page.body).toContain('<main>nobody,nobody,nobody</main>');
  });

  it('a key sent from outside lends nothing: the request reads its own cookie', async () => {
    const forged = { [LENT_SESSION_HEADER]: '00000000-0000-4000-8000-000000000000' };
    const stranger = await request(app, { url: '/api/me', headers: forged });
    expect(stranger.json()).toEqual({ user: null });
    const { cookie } = await signedIn(database(), 'Sana Own');
    const own = await request(app, { url: '/api/me', cookie, headers: forged });
    expect(own.json().user.name).toBe('Sana Own');
  });
});
