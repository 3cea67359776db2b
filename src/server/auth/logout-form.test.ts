// 'Logout' as a form from the account menu the server draws (decision 213): it ends this session as
// POST /auth/logout does, behind the same origin check, and goes home with the words the app says.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { SESSION_COOKIE } from './sessions';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('Logging out with a form', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  const logout = (cookie?: string, headers: Record<string, string> = {}) =>
    request(app, {
      method: 'POST',
      url: '/auth/logout/form',
      cookie,
      payload: '',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    });
  const who = async (cookie: string) => (await request(app, { url: '/api/me', cookie })).json().user;

  it('ends this session only, and sends the browser home with the words of a logout', async () => {
    const person = await signedIn(db(), 'Leaving Laila');
    const other = await signedIn(db(), 'Staying Saad');
    const res = await logout(person.cookie, { origin: 'null' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(String(res.headers['set-cookie'])).toContain('bs_notice=signedOut');
    expect(await who(person.cookie)).toBeNull();
    expect(await who(other.cookie)).not.toBeNull();
  });

  it("refuses another site's form with a page and leaves the person signed in; this site's is taken", async () => {
    const person = await signedIn(db(), 'Careful Kiran');
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const res = await logout(person.cookie, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This request came from another site and was refused.');
      expect(await who(person.cookie)).not.toBeNull();
    }
    expect((await logout(person.cookie)).statusCode).toBe(303);
    expect(await who(person.cookie)).toBeNull();
  });

  it('lets a suspended person out, and a signed-out one home', async () => {
    const banned = await signedIn(db(), 'Banned Bano');
    await db().db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.userId));
    expect((await logout(banned.cookie)).statusCode).toBe(303);
    expect(await who(banned.cookie)).toBeNull();
    const nobody = await logout();
    expect(nobody.statusCode).toBe(303);
    expect(nobody.headers.location).toBe('/');
  });
});
