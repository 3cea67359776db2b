// Who may call each route, and whether its answer may be kept, is declared once per route and read by
// one hook (src/server/auth/guard.ts, decision 197). The route table is walked, so a route added later
// without a declaration fails here, and each declaration is checked against what the route does.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { LANG_SWITCH_PATH } from '../../domain/lang';
import { SEARCH_FORM_PATH } from '../../domain/search/search-form';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { liveEnd, liveOpens } from '../../../test/support/server/live-client';
import { LIVE_NO_SESSION_CLOSE } from '../../domain/chat';

const ADMIN = 'mod@bs.pk';
/**
 * The app's own API, sign-in, the language switch (decision 217) and the search form (decision 221);
 * the development issuer stands in for Google and is not the app's.
 */
const declares = (url: string) =>
  url === SEARCH_FORM_PATH || ['/api/', '/auth/', `${LANG_SWITCH_PATH}/`].some((p) => url.startsWith(p));
const withIds = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

describeEachDatabase('Who may call each route', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db(), { adminEmails: [ADMIN], devSignIn: true });
  });
  afterAll(() => app.close());
  const routes = () => app.routeTable.filter((r) => r.method !== 'HEAD' && declares(r.url));
  const call = (method: string, url: string, cookie?: string) =>
    request(app, {
      method: method as 'GET',
      url: withIds(url),
      cookie,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('every route of the API and of sign-in says who may call it', () => {
    const undeclared = routes()
      .filter((r) => !r.config.auth)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // The walk sees the whole API: reading, a person's own, and the moderators'.
    const kinds = new Set(routes().map((r) => r.config.auth));
    expect([...kinds].sort()).toEqual(['anyone', 'moderator', 'person']);
    expect(routes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([`GET ${LANG_SWITCH_PATH}/:lang`, `GET ${SEARCH_FORM_PATH}`]),
    );
  });

  it("a person's route refuses a signed-out request, before its schemas, and keeps no answer", async () => {
    const walked = routes().filter(
      // A WebSocket is walked below: a plain request never reaches its handler.
      (r) => r.config.auth === 'person' && !r.websocket,
    );
    expect(walked.length).toBeGreaterThan(30);
    for (const r of walked) {
      const res = await call(r.method, r.url);
      // A page that does not exist says so first (a dead link reads 'not found', not 'sign in'). A
      // form posted without the app sends the person to sign in and back (decision 208).
      const expected = r.config.existsForStrangers ? 404 : r.config.form ? 303 : 401;
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(expected);
      if (r.config.form) expect(res.headers.location, `${r.method} ${r.url}`).toMatch(/^\/auth\/login\?/);
      if (r.config.private) expect(res.headers['cache-control'], `${r.method} ${r.url}`).toBe('no-store');
    }
  });

  it("a person's WebSocket, signed out, is let in and closed with the 'no session' code before any frame", async () => {
    const sockets = routes().filter((r) => r.websocket);
    expect(sockets.length).toBeGreaterThan(0);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const person = await signedIn(db());
    for (const r of sockets) {
      expect(r.config.auth, r.url).toBe('person');
      // Refused at the upgrade, the browser would log a failed socket and ask again (decision 225).
      expect(await liveEnd(base, '', { url: r.url }), r.url).toEqual({
        code: LIVE_NO_SESSION_CLOSE,
        frames: [],
      });
      await expect(liveOpens(base, person.cookie, { url: r.url })).resolves.toBeUndefined();
    }
  });

  it("a moderator's route answers 'Not found.' to everyone else, and answers its moderator", async () => {
    const walked = routes().filter((r) => r.config.auth === 'moderator');
    expect(walked.length).toBeGreaterThan(5);
    const person = await signedIn(db(), 'Not A Moderator');
    for (const r of walked) {
      for (const cookie of [undefined, person.cookie]) {
        const res = await call(r.method, r.url, cookie);
        expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(404);
        expect(res.json().error.message).toBe('Not found.');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const mod = await signedIn(db(), 'Moderator');
    await db().db.update(users).set({ email: ADMIN }).where(eq(users.id, mod.userId));
    const queue = await call('GET', '/api/admin/reports', mod.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.headers['cache-control']).toBe('no-store');
  });

  it('a signed-in person is let through, and a private answer is kept by no cache', async () => {
    const person = await signedIn(db(), 'Person');
    for (const url of ['/api/saved-ads', '/api/notifications', '/api/my-ads', '/api/me/phones']) {
      const res = await call('GET', url, person.cookie);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Anyone's route answers signed out, and is left to its own caching.
    const trending = await call('GET', '/api/trending');
    expect(trending.statusCode).toBe(200);
    expect(trending.headers['cache-control']).not.toBe('no-store');
  });
});

it('no route file guards itself or writes no-store by hand: the declaration is the one way', () => {
  const server = path.resolve(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
  const offenders = files(server).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [
      /\brequireSignIn\b|\bsignInHook\b|\brequireUser\b|\brequireModerator\b/.test(text) &&
        'a sign-in helper',
      /'Cache-Control',\s*'no-store'/.test(text) && "a hand-written 'no-store'",
    ].filter(Boolean);
    return found.map((what) => `${path.relative(server, file)}: ${what}`);
  });
  // guard.ts keeps requireUser to itself, behind the one hook, and writes the one no-store.
  expect(offenders.filter((o) => !o.startsWith(`auth${path.sep}guard.ts:`))).toEqual([]);
});
