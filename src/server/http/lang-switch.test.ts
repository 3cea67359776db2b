// The language switch as a link (decision 217): it sets the bs_lang cookie exactly as the app writes it
// and sends the browser back to a page of this site, never to another site; an unknown language is a
// page saying so. Each refusal beside its well-formed twin, which is taken.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { langCookie, langSwitchHref, type Lang } from '../../domain/lang';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';

describeEachDatabase('The language switch as a link', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  const go = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    request(app, { method, url, headers });
  const switched = (res: Awaited<ReturnType<typeof go>>, lang: Lang, back: string) => {
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(back);
    expect(res.headers['set-cookie']).toBe(langCookie(lang));
    expect(res.headers['cache-control']).toBe('no-store');
  };
  const refused = (res: Awaited<ReturnType<typeof go>>) => {
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('sets the cookie as the app writes it and goes back to the page, query and all', async () => {
    switched(
      await go(langSwitchHref('ur', '/motors?brand=Toyota&location=Lahore')),
      'ur',
      '/motors?brand=Toyota&location=Lahore',
    );
    switched(await go(langSwitchHref('en', '/')), 'en', '/');
    // Words in Urdu script come back as the address a browser sends: percent-encoded, never raw bytes.
    switched(await go(langSwitchHref('ur', '/?q=گاڑی')), 'ur', `/?q=${encodeURIComponent('گاڑی')}`);
    // Not HttpOnly (the app reads it), the whole site, a year, Lax: the app's own string.
    expect(langCookie('ur')).toBe('bs_lang=ur; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('without a back, or with one of another site, goes home with the language switched', async () => {
    switched(await go('/lang/ur'), 'ur', '/');
    for (const back of [
      '//evil.com',
      'https://evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/.//evil.com',
      'javascript:alert(1)',
      'evil.com',
      '/auth/login?returnTo=//evil.com',
      '/x'.padEnd(5000, 'x'),
    ]) {
      switched(await go(langSwitchHref('ur', back)), 'ur', '/');
      // The same switch with this site's page goes back to it.
      switched(await go(langSwitchHref('ur', '/mobile-phones')), 'ur', '/mobile-phones');
    }
  });

  it('lets no header in through back, and takes the well-formed twin', async () => {
    for (const back of ['/%0d%0aSet-Cookie:%20bs_session=x', '/%0aLocation:%20https://evil.com']) {
      const res = await go(`/lang/ur?back=${back}`);
      expect(res.statusCode).toBe(400);
      refused(res);
      switched(await go('/lang/ur?back=/%20Set-Cookie'), 'ur', '/%20Set-Cookie');
    }
  });

  it('answers a language it does not have with a page saying so, in the words of the page it came from', async () => {
    for (const lang of ['fr', 'UR', 'ur ', 'ur%00', '..%2F..%2Fetc']) {
      const res = await go(`/lang/${lang}?back=/motors`);
      expect(res.statusCode, lang).toBe(lang === 'ur%00' ? 400 : 404);
      refused(res);
      if (res.statusCode === 404) {
        expect(res.body).toContain('B/S has no such language: it is in English and Urdu.');
        expect(res.body).toContain('<a href="/motors">');
      }
      switched(await go('/lang/ur?back=/motors'), 'ur', '/motors');
    }
    // In Urdu for a person reading Urdu; its way back never leads off the site.
    const res = await go('/lang/fr?back=//evil.com', { cookie: 'bs_lang=ur' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('B/S میں یہ زبان نہیں');
    expect(res.body).toContain('<a href="/">');
    expect((await go('/lang?back=/motors')).statusCode).toBe(404);
  });

  it('answers HEAD as GET, and the same switch twice the same way', async () => {
    const url = langSwitchHref('ur', '/property');
    const get = await go(url);
    switched(get, 'ur', '/property');
    const head = await go(url, {}, 'HEAD');
    switched(head, 'ur', '/property');
    expect(head.body).toBe('');
    // Already in Urdu, and sent twice: the same answer, nothing else changes.
    for (let i = 0; i < 2; i++) switched(await go(url, { cookie: 'bs_lang=ur' }), 'ur', '/property');
  });

  it('is the same for a person signed in or out, and a foreign Sec-Fetch-Site changes nothing of it', async () => {
    // Signed in, it touches only the language: the session cookie is neither set nor cleared.
    const person = await signedIn(db(), 'Lisani Laila');
    switched(await go(langSwitchHref('ur', '/saved'), { cookie: person.cookie }), 'ur', '/saved');
    const me = await request(app, { url: '/api/me', cookie: `${person.cookie}; bs_lang=ur` });
    expect(me.json().user.name).toBe('Lisani Laila');
    // A link followed from another site only does what the person could do here with one tap.
    switched(await go(langSwitchHref('en', '/'), { 'sec-fetch-site': 'cross-site' }), 'en', '/');
    const post = await request(app, { method: 'POST', url: langSwitchHref('ur', '/'), payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['set-cookie']).toBeUndefined();
  });
});
