// Sign-in end to end over real HTTP: the app, its development issuer and openid-client between them.
import { afterEach, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { sessions, users } from '../db/schema';
import { AUTH_FLASH } from '../../domain/api';
import {
  Browser,
  listeningApp,
  signInThroughDevIssuer,
  warnings,
} from '../../../test/support/server/test-browser';

describeEachDatabase('sign-in through the development issuer', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const start = async () => {
    const started = await listeningApp(database());
    app = started.app;
    return { ...started, browser: new Browser(started.url) };
  };
  const sessionCount = async () => (await database().db.select({ n: count() }).from(sessions))[0]!.n;

  it('signs a person in, returns them where they were and tells the page once', async () => {
    const { browser, logs } = await start();
    const person = { email: 'Ayesha@Example.pk', name: 'Ayesha Khan' };
    const { location } = await signInThroughDevIssuer(browser, person, '/mobile-phones?q=a55');
    expect(location).toBe('/mobile-phones?q=a55');
    expect(browser.cookies.get(AUTH_FLASH.cookie)).toBe(AUTH_FLASH.signedIn);
    expect(browser.cookies.has('bs_signin')).toBe(false);
    const me = await (await browser.fetch('/api/me')).json();
    expect(me.user).toMatchObject({ name: 'Ayesha Khan', email: 'Ayesha@Example.pk', avatarUrl: null });
    // Provider tokens never reach the browser: only our own cookies came back.
    expect([...browser.cookies.keys()].sort()).toEqual([AUTH_FLASH.cookie, 'bs_session']);
    expect(warnings(logs)).toEqual([]);
  });

  it('knows the same email as the same person, refreshes the name and starts a new session', async () => {
    const { browser } = await start();
    await signInThroughDevIssuer(browser, { email: 'bilal@example.pk', name: 'Bilal' });
    const first = browser.cookies.get('bs_session');
    const before = await sessionCount();
    await signInThroughDevIssuer(browser, { email: 'BILAL@example.pk', name: 'Bilal Ahmed' });
    expect(browser.cookies.get('bs_session')).not.toBe(first);
    // The session the browser had is ended, not left behind.
    expect(await sessionCount()).toBe(before);
    const rows = await database().db.select().from(users).where(eq(users.name, 'Bilal Ahmed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.issuer).toBe(`${browser.origin}/dev-oidc`);
    const me = await (await browser.fetch('/api/me')).json();
    expect(me.user.name).toBe('Bilal Ahmed');
  });

  it('refuses a reused code: no session, the failure signal, one log line', async () => {
    const { browser, logs } = await start();
    const transaction = await browser.fetch('/auth/login?returnTo=/my-ads');
    const signin = browser.cookies.get('bs_signin')!;
    const authorize = new URL(transaction.headers.get('location')!);
    const posted = await browser.fetch(authorize.pathname, {
      form: { ...Object.fromEntries(authorize.searchParams), email: 'sana@example.pk', name: 'Sana' },
    });
    const callbackUrl = posted.headers.get('location')!;
    await browser.fetch(callbackUrl);
    expect(browser.cookies.has('bs_session')).toBe(true);

    const replay = new Browser(browser.origin);
    replay.cookies.set('bs_signin', signin);
    const before = await sessionCount();
    const again = await replay.fetch(callbackUrl);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/my-ads');
    expect(replay.cookies.has('bs_session')).toBe(false);
    expect(replay.cookies.get(AUTH_FLASH.cookie)).toBe(AUTH_FLASH.failed);
    expect(await sessionCount()).toBe(before);
    expect(warnings(logs)).toHaveLength(1);
    expect(warnings(logs)[0]!.msg).toMatch(/sign-in failed.*invalid_grant/);
  });

  it('refuses a wrong state', async () => {
    const { browser, logs } = await start();
    const login = await browser.fetch('/auth/login');
    const authorize = new URL(login.headers.get('location')!);
    const posted = await browser.fetch(authorize.pathname, {
      form: {
        ...Object.fromEntries(authorize.searchParams),
        state: 'not-the-state',
        email: 'a@b.pk',
        name: 'A',
      },
    });
    const callback = await browser.fetch(posted.headers.get('location')!);
    expect(callback.headers.get('location')).toBe('/');
    expect(browser.cookies.has('bs_session')).toBe(false);
    expect(browser.cookies.get(AUTH_FLASH.cookie)).toBe(AUTH_FLASH.failed);
    expect(warnings(logs).map((l) => l.msg)).toEqual([expect.stringMatching(/sign-in failed.*state/)]);
  });

  it('fails cleanly when the person cancels at the provider', async () => {
    const { browser, logs } = await start();
    const login = await browser.fetch('/auth/login?returnTo=/settings');
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const callback = await browser.fetch(`/auth/callback?error=access_denied&state=${state}`);
    expect(callback.headers.get('location')).toBe('/settings');
    expect(browser.cookies.get(AUTH_FLASH.cookie)).toBe(AUTH_FLASH.failed);
    expect(warnings(logs).map((l) => l.msg)).toEqual([expect.stringMatching(/access_denied/)]);
  });

  it('fails cleanly without, or with a tampered, transaction cookie', async () => {
    const { browser, logs } = await start();
    const bare = await browser.fetch('/auth/callback?code=x&state=y');
    expect(bare.headers.get('location')).toBe('/');
    await browser.fetch('/auth/login?returnTo=/my-ads');
    const sealed = browser.cookies.get('bs_signin')!;
    const middle = Math.floor(sealed.length / 2);
    const flipped = sealed[middle] === 'A' ? 'B' : 'A';
    browser.cookies.set('bs_signin', sealed.slice(0, middle) + flipped + sealed.slice(middle + 1));
    const tampered = await browser.fetch('/auth/callback?code=x&state=y');
    expect(tampered.headers.get('location')).toBe('/');
    expect(browser.cookies.has('bs_session')).toBe(false);
    expect(warnings(logs)).toHaveLength(2);
    expect(warnings(logs)[1]!.msg).toMatch(/transaction cookie rejected/);
  });

  it('never redirects to another site', async () => {
    const { browser } = await start();
    for (const evil of ['//evil.com', '/\\evil.com', 'https://evil.com/', '/%2F%2Fevil.com']) {
      const { location } = await signInThroughDevIssuer(browser, { email: 'r@example.pk', name: 'R' }, evil);
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(new URL(location, browser.origin).origin).toBe(browser.origin);
    }
  });

  it('ends the session at logout', async () => {
    const { browser } = await start();
    await signInThroughDevIssuer(browser, { email: 'out@example.pk', name: 'Out' });
    const token = browser.cookies.get('bs_session')!;
    const out = await browser.fetch('/auth/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(browser.cookies.has('bs_session')).toBe(false);
    const stale = new Browser(browser.origin);
    stale.cookies.set('bs_session', token);
    expect((await (await stale.fetch('/api/me')).json()).user).toBeNull();
  });
});
